import { describe, expect, it } from 'vitest';
import { cartGivenBack, encodePayingCart, parsePayingCart } from './paying-cart';

const cartId = 'Q8h2vN3kLm0pRt5sXw7yZa1bCd4eFg6H';

describe('the paying-cart cookie', () => {
  it('reads back the order number and the cart id it was written with', () => {
    const raw = encodePayingCart({ orderNumber: '000000042', cartId });
    expect(parsePayingCart(raw)).toEqual({ orderNumber: '000000042', cartId });
  });

  it('refuses a value that is not an order number and a cart id', () => {
    for (const raw of [
      undefined,
      '',
      cartId,
      '000000042.',
      '.'.concat(cartId),
      `000000042.${cartId}.extra`,
      `000 42.${cartId}`,
      `000000042.${'a'.repeat(300)}`,
    ]) {
      expect(parsePayingCart(raw)).toBeNull();
    }
  });

  it('gives back the cart only for the order whose payment failed', () => {
    const raw = encodePayingCart({ orderNumber: '000000042', cartId });
    expect(cartGivenBack(raw, '000000042')).toBe(cartId);
    expect(cartGivenBack(raw, '000000043')).toBeNull();
    expect(cartGivenBack(raw, null)).toBeNull();
    expect(cartGivenBack(undefined, '000000042')).toBeNull();
  });
});
