import { describe, expect, it } from 'vitest';
import { guardCart } from './guard';
import type { CartModel } from './models';

const ID = 'x2345678901234567890123456789012';
const cart = (overrides: Partial<CartModel> = {}): CartModel => ({
  id: 1,
  maskedId: ID,
  storeViewId: 1,
  customerId: null,
  email: null,
  isActive: true,
  version: 0,
  ...overrides,
});
const guest = { customerId: null, storeViewId: 1 };
const ada = { customerId: 7, storeViewId: 1 };
const missing = `Could not find a cart with ID "${ID}"`;

describe('the cart guard', () => {
  it('lets a guest use a guest cart and a customer their own', () => {
    expect(guardCart(cart(), ID, guest).id).toBe(1);
    expect(guardCart(cart({ customerId: 7 }), ID, ada).id).toBe(1);
  });

  it('refuses a missing cart, an inactive one and one of another store view', () => {
    expect(() => guardCart(undefined, ID, guest)).toThrow(missing);
    expect(() => guardCart(cart({ isActive: false }), ID, guest)).toThrow("The cart isn't active.");
    expect(() => guardCart(cart({ storeViewId: 2 }), ID, guest)).toThrow(
      `Wrong store code specified for cart "${ID}"`,
    );
  });

  it("answers another customer's cart and a guest cart used by a customer as missing, whatever their state", () => {
    for (const other of [
      cart({ customerId: 8 }),
      cart({ customerId: 8, isActive: false }),
      cart({ customerId: 8, storeViewId: 2 }),
    ]) {
      expect(() => guardCart(other, ID, ada)).toThrow(missing);
      expect(() => guardCart(other, ID, guest)).toThrow(missing);
    }
    expect(() => guardCart(cart(), ID, ada)).toThrow(missing);
    expect(() => guardCart(cart({ isActive: false }), ID, ada)).toThrow(missing);
  });
});
