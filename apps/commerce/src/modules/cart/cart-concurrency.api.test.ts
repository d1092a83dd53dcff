// Concurrent writes to one cart: each takes the cart row (SELECT … FOR UPDATE) in its own
// transaction, so parallel adds and updates end with exactly the lines and quantities expected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { ADD, CART, CREATE_GUEST_CART, UPDATE, insertCartFixture } from './testing/fixtures';

const STORE = 'default';

describe('concurrent writes to one cart', () => {
  let commerce: TestCommerce;
  const guest = (query: string, variables: Record<string, unknown> = {}) =>
    commerce.gql(query, variables, { Store: STORE });
  const newCart = async () =>
    (await guest(CREATE_GUEST_CART)).body.data!['createGuestCart'].cart.id as string;

  beforeAll(async () => {
    commerce = await startTestCommerce();
    await insertCartFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('20 parallel adds of the same product make one line of 20', async () => {
    const id = await newCart();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        guest(ADD, { id, items: [{ sku: 'TOWEL-A', quantity: 1 }] }),
      ),
    );
    for (const { body } of answers) {
      expect(body.errors).toBeUndefined();
      expect(body.data!['addProductsToCart'].user_errors).toEqual([]);
    }
    const cart = (await guest(CART, { id })).body.data!['cart'];
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(20);
  });

  it('20 parallel adds of two products make two lines, and stock stops the 21st unit', async () => {
    const id = await newCart();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        guest(ADD, {
          id,
          items: [{ sku: index % 2 === 0 ? 'AURELIA-PILLOWCASE' : 'TOWEL-B', quantity: 1 }],
        }),
      ),
    );
    expect(
      answers.every(({ body }) => body.data!['addProductsToCart'].user_errors.length === 0),
    ).toBe(true);
    // The pillowcase has 10 in stock: an 11th add is refused however the requests interleave.
    const extra = await guest(ADD, { id, items: [{ sku: 'AURELIA-PILLOWCASE', quantity: 1 }] });
    expect(extra.body.data!['addProductsToCart'].user_errors).toEqual([
      {
        code: 'INSUFFICIENT_STOCK',
        message: 'Your desired amount of the product is not available at this time',
      },
    ]);
    const cart = (await guest(CART, { id })).body.data!['cart'];
    const quantities = Object.fromEntries(
      cart.items.map((item: { product: { sku: string }; quantity: number }) => [
        item.product.sku,
        item.quantity,
      ]),
    );
    expect(quantities).toEqual({ 'AURELIA-PILLOWCASE': 10, 'TOWEL-B': 10 });
  });

  it('20 parallel updates of one line leave it at one of the quantities sent, the cart consistent', async () => {
    const id = await newCart();
    const added = await guest(ADD, {
      id,
      items: [
        { sku: 'TOWEL-A', quantity: 1 },
        { sku: 'TOWEL-B', quantity: 1 },
      ],
    });
    const [a, b] = added.body.data!['addProductsToCart'].cart.items as Array<{ uid: string }>;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        guest(UPDATE, {
          id,
          items: [
            { cart_item_uid: a!.uid, quantity: index + 1 },
            { cart_item_uid: b!.uid, quantity: 20 - index },
          ],
        }),
      ),
    );
    for (const { body } of answers) expect(body.errors).toBeUndefined();
    const cart = (await guest(CART, { id })).body.data!['cart'];
    expect(cart.items).toHaveLength(2);
    const [first, second] = cart.items as Array<{ quantity: number }>;
    // Each update set both lines together: the two always sum to 21.
    expect(first!.quantity + second!.quantity).toBe(21);
    expect(cart.total_quantity).toBe(21);
  });
});
