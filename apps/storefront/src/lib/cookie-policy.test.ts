import { describe, expect, it } from 'vitest';
import {
  cookieOptions,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  sessionCookiesClearedOnAuthorizationError,
} from './cookie-policy';

describe('cookieOptions', () => {
  it('scopes every cookie to the whole site with SameSite lax', () => {
    for (const name of [
      'currency',
      'country',
      'locale',
      'cart',
      'customer',
      'store',
      'message',
      'refreshToken',
    ] as const) {
      expect(cookieOptions(name, { production: false })).toMatchObject({
        path: '/',
        sameSite: 'lax',
      });
    }
  });

  it('keeps the customer token and refresh token away from browser scripts', () => {
    expect(cookieOptions('customer', { production: false }).httpOnly).toBe(true);
    expect(cookieOptions('refreshToken', { production: false }).httpOnly).toBe(true);
    expect(cookieOptions('message', { production: false }).httpOnly).toBe(false);
  });

  it('keeps the cart id away from browser scripts too, for 30 days (ADR 0048)', () => {
    expect(cookieOptions('cart', { production: false }).httpOnly).toBe(true);
    expect(cookieOptions('cart', { production: true })).toMatchObject({
      secure: true,
      maxAge: 30 * 24 * 60 * 60,
    });
  });

  it('keeps the order just placed away from browser scripts, for an hour (ADR 0054)', () => {
    const options = cookieOptions('lastOrder', { production: true });
    expect(options).toMatchObject({ httpOnly: true, secure: true, maxAge: 3600 });
  });

  it('keeps the cart a card payment waits on away from browser scripts, for an hour (ADR 0056)', () => {
    const options = cookieOptions('payingCart', { production: true });
    expect(options).toMatchObject({ httpOnly: true, secure: true, maxAge: 3600 });
  });

  it('marks the token cookies Secure only in production', () => {
    expect(cookieOptions('customer', { production: true }).secure).toBe(true);
    expect(cookieOptions('customer', { production: false }).secure).toBe(false);
    expect(cookieOptions('currency', { production: true }).secure).toBe(false);
  });

  it('keeps the locale cookie for 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(cookieOptions('locale', { production: true }).maxAge).toBe(31_536_000);
  });

  it('clears the tokens and the cart id on an authorization error', () => {
    expect([...sessionCookiesClearedOnAuthorizationError].sort()).toEqual([
      'cart',
      'customer',
      'refreshToken',
    ]);
  });
});
