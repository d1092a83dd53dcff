import { describe, expect, it } from 'vitest';
import {
  customerCookieMaxAge,
  isCheckoutStorageKey,
  needsSignedInShopper,
  passwordResetRedirect,
  REFRESH_MARGIN_SECONDS,
  SIGNED_OUT_COOKIES,
} from './session-rules';

describe('the customer cookie', () => {
  it('ends five minutes before a one-hour token does, so the token is refreshed in time', () => {
    expect(customerCookieMaxAge(1)).toBe(3600 - REFRESH_MARGIN_SECONDS);
  });

  it("follows the store's configured token lifetime in hours", () => {
    expect(customerCookieMaxAge(2.5)).toBe(9000 - REFRESH_MARGIN_SECONDS);
  });

  it("falls back to Magento's one hour when commerce names no lifetime, or a nonsense one", () => {
    for (const lifetime of [null, undefined, 0, -1, Number.NaN]) {
      expect(customerCookieMaxAge(lifetime)).toBe(3600 - REFRESH_MARGIN_SECONDS);
    }
  });

  it('lasts at least a minute even for a token shorter than the margin', () => {
    expect(customerCookieMaxAge(0.01)).toBe(60);
  });
});

describe('logout', () => {
  it('clears the customer token, the refresh token and the cart id', () => {
    expect([...SIGNED_OUT_COOKIES].sort()).toEqual(['cart', 'customer', 'refreshToken']);
  });

  it('clears the cart and checkout state kept in browser storage, and nothing else', () => {
    expect(isCheckoutStorageKey('vsf-checkout-shipping')).toBe(true);
    expect(isCheckoutStorageKey('vsf-cart')).toBe(true);
    expect(isCheckoutStorageKey('vsf-locale')).toBe(false);
    expect(isCheckoutStorageKey('other')).toBe(false);
  });
});

describe('the account guard', () => {
  it('asks for a signed-in shopper on every account child page, with or without a locale prefix', () => {
    for (const path of [
      '/customer/my-profile',
      '/customer/addresses-details',
      '/customer/addresses-details/edit/12',
      '/at/customer/order-history/000000001',
      '/us/customer/my-wishlist/',
      '/customer/shipping-location',
    ]) {
      expect(needsSignedInShopper(path), path).toBe(true);
    }
  });

  it('lets a guest open /customer, login/register and the links of the reset and confirmation e-mails', () => {
    for (const path of [
      '/customer',
      '/at/customer/',
      '/customer/login-register',
      '/me/customer/reset-password',
      '/at/customer/account/confirm',
      '/us/customer/social-login/google',
    ]) {
      expect(needsSignedInShopper(path), path).toBe(false);
    }
  });

  it('leaves pages outside the account area alone, even when their name starts alike', () => {
    for (const path of ['/', '/customer-care', '/customer-care/impressum', '/bed-linen']) {
      expect(needsSignedInShopper(path), path).toBe(false);
    }
  });
});

describe('ref=passwordReset', () => {
  it('sends the shopper to login/register keeping the whole query', () => {
    expect(passwordResetRedirect('/', '?ref=passwordReset&email=a%40b.at')).toBe(
      '/customer/login-register?ref=passwordReset&email=a%40b.at',
    );
    expect(passwordResetRedirect('/at/cart', '?ref=passwordReset')).toBe(
      '/customer/login-register?ref=passwordReset',
    );
  });

  it('does nothing without the ref, or once on login/register', () => {
    expect(passwordResetRedirect('/', '?ref=other')).toBeNull();
    expect(passwordResetRedirect('/', '')).toBeNull();
    expect(passwordResetRedirect('/at/customer/login-register', '?ref=passwordReset')).toBeNull();
  });
});
