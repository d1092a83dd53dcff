import { describe, expect, it } from 'vitest';
import {
  addProductsToCartArguments,
  applyCouponsArguments,
  giftWrapDetailsArguments,
  giftWrapItemsArguments,
  moveToWishlistArguments,
  guestEmailArguments,
  removeCouponsArguments,
  removeItemFromCartArguments,
  updateCartItemsArguments,
} from './cart-arguments';

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('what the cart methods accept', () => {
  it('adds lines by sku with a quantity and, for options, their uids', () => {
    expect(
      ok(addProductsToCartArguments, {
        cartItems: [
          { sku: 'DUVET', quantity: 1, selected_options: ['Y29uZmlndXJhYmxlLzEvMg=='] },
          { sku: 'SET', quantity: 2, entered_options: [{ uid: 'YnVuZGxl', value: '1' }] },
        ],
      }),
    ).toBe(true);
  });

  it('never takes a cart id from the browser: the cart is the session’s', () => {
    expect(
      ok(addProductsToCartArguments, { cartId: 'x', cartItems: [{ sku: 'A', quantity: 1 }] }),
    ).toBe(false);
    expect(
      ok(updateCartItemsArguments, {
        cart_id: 'x',
        cart_items: [{ cart_item_uid: 'MQ==', quantity: 1 }],
      }),
    ).toBe(false);
    expect(ok(removeItemFromCartArguments, { cart_id: 'x', cart_item_uid: 'MQ==' })).toBe(false);
  });

  it('refuses an empty add, more than 20 lines, or a quantity outside 1 to 99', () => {
    const line = { sku: 'A', quantity: 1 };
    expect(ok(addProductsToCartArguments, { cartItems: [] })).toBe(false);
    expect(ok(addProductsToCartArguments, { cartItems: Array(21).fill(line) })).toBe(false);
    expect(ok(addProductsToCartArguments, { cartItems: Array(20).fill(line) })).toBe(true);
    for (const quantity of [0, -1, 100, 1e9, Number.NaN]) {
      expect(ok(addProductsToCartArguments, { cartItems: [{ sku: 'A', quantity }] })).toBe(false);
    }
  });

  it('refuses oversized skus, uids, option lists and entered values', () => {
    expect(
      ok(addProductsToCartArguments, { cartItems: [{ sku: 'A'.repeat(65), quantity: 1 }] }),
    ).toBe(false);
    expect(ok(addProductsToCartArguments, { cartItems: [{ sku: ' ', quantity: 1 }] })).toBe(false);
    expect(
      ok(addProductsToCartArguments, {
        cartItems: [{ sku: 'A', quantity: 1, selected_options: Array(21).fill('MQ==') }],
      }),
    ).toBe(false);
    expect(
      ok(addProductsToCartArguments, {
        cartItems: [
          { sku: 'A', quantity: 1, entered_options: [{ uid: 'MQ==', value: 'x'.repeat(256) }] },
        ],
      }),
    ).toBe(false);
    expect(ok(removeItemFromCartArguments, { cart_item_uid: 'x'.repeat(256) })).toBe(false);
  });

  it('updates quantities from 0 (which removes the line) to 99, at most 50 lines at once', () => {
    const line = (quantity: number) => ({ cart_item_uid: 'MQ==', quantity });
    expect(ok(updateCartItemsArguments, { cart_items: [line(0)] })).toBe(true);
    expect(ok(updateCartItemsArguments, { cart_items: [line(99)] })).toBe(true);
    expect(ok(updateCartItemsArguments, { cart_items: [line(100)] })).toBe(false);
    expect(ok(updateCartItemsArguments, { cart_items: [line(-1)] })).toBe(false);
    expect(ok(updateCartItemsArguments, { cart_items: Array(51).fill(line(1)) })).toBe(false);
    expect(ok(updateCartItemsArguments, { cart_items: [] })).toBe(false);
  });

  it('takes a guest e-mail only when it is one, and not too long', () => {
    expect(ok(guestEmailArguments, { email: 'anna@example.com' })).toBe(true);
    expect(ok(guestEmailArguments, { email: 'anna' })).toBe(false);
    expect(ok(guestEmailArguments, { email: `${'a'.repeat(250)}@example.com` })).toBe(false);
  });

  it('applies one to five coupon codes of sensible length; removing may name none', () => {
    expect(ok(applyCouponsArguments, { coupon_codes: ['WELCOME10'] })).toBe(true);
    expect(ok(applyCouponsArguments, { coupon_codes: [] })).toBe(false);
    expect(ok(applyCouponsArguments, { coupon_codes: Array(6).fill('A') })).toBe(false);
    expect(ok(applyCouponsArguments, { coupon_codes: ['A'.repeat(65)] })).toBe(false);
    expect(ok(removeCouponsArguments, {})).toBe(true);
    expect(ok(removeCouponsArguments, { coupon_codes: ['WELCOME10'] })).toBe(true);
  });

  it('bounds gift wrap lines and the gift message to what commerce keeps', () => {
    expect(ok(giftWrapItemsArguments, {})).toBe(true);
    expect(ok(giftWrapItemsArguments, { cart_item_uids: Array(51).fill('MQ==') })).toBe(false);
    expect(ok(giftWrapDetailsArguments, { message: 'x'.repeat(500), from: 'A', to: 'B' })).toBe(
      true,
    );
    expect(ok(giftWrapDetailsArguments, { message: 'x'.repeat(501), from: 'A', to: 'B' })).toBe(
      false,
    );
    expect(ok(giftWrapDetailsArguments, { message: '', from: 'x'.repeat(101), to: 'B' })).toBe(
      false,
    );
  });

  it('moves every line, or 1 to 50 named ones, to the wish list', () => {
    expect(ok(moveToWishlistArguments, {})).toBe(true);
    expect(ok(moveToWishlistArguments, { cart_item_uids: ['MQ=='] })).toBe(true);
    expect(ok(moveToWishlistArguments, { cart_item_uids: [] })).toBe(false);
    expect(ok(moveToWishlistArguments, { cart_item_uids: Array(51).fill('MQ==') })).toBe(false);
  });
});
