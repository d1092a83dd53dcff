// Orders placed at the same moment: the reservation write serialises the last units and the
// coupon's row its last use, so no unit is sold twice and no coupon is used beyond its limit,
// however the requests interleave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { setStock } from '../cart/testing/fixtures';
import { insertPricesFixture, type PricesFixture } from '../sales-rule/testing/fixtures';
import { ADD, GUEST_EMAIL, PLACE_ORDER, checkOut, type Gql } from './testing/fixtures';

const CREATE_GUEST_CART = `mutation { createGuestCart { cart { id } } }`;
const APPLY = `mutation ($id: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } }
}`;

describe('orders placed at the same moment', () => {
  let commerce: TestCommerce;
  let products: PricesFixture;
  const gql: Gql = (query, variables = {}) => commerce.gql(query, variables, { Store: 'default' });

  /** `count` guest carts, each with one unit of `sku`, checked out and ready to order. */
  async function readyCarts(count: number, sku: string, coupon?: string): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const id = (await gql(CREATE_GUEST_CART)).body.data!['createGuestCart'].cart.id as string;
      const added = (await gql(ADD, { id, items: [{ sku, quantity: 1 }] })).body;
      expect(added.data!['addProductsToCart'].user_errors).toEqual([]);
      await gql(GUEST_EMAIL, { id, email: `rush-${index}@example.com` });
      await checkOut(gql, id);
      if (coupon) expect((await gql(APPLY, { id, code: coupon })).body.errors).toBeUndefined();
      ids.push(id);
    }
    return ids;
  }

  beforeAll(async () => {
    // Many mutations from one address: the per-address limits would stop the test, not the shop.
    commerce = await startTestCommerce({
      config: { rateLimits: { search: null, mutations: null, login: null } },
    });
    products = await insertPricesFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('50 orders for a product with 10 in stock make exactly 10 orders; the others hear it is gone', async () => {
    const carts = await readyCarts(50, 'CR-TOWEL');
    await setStock(commerce.database.db, products.towel, 10);
    const answers = await Promise.all(carts.map((id) => gql(PLACE_ORDER, { id })));
    const placed = answers.filter(({ body }) => !body.errors);
    const refused = answers.filter(({ body }) => body.errors);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const { body } of refused) {
      expect(body.errors![0]).toMatchObject({
        message: 'Your desired amount of the product is not available at this time',
        extensions: { category: 'graphql-input', error_code: 'UNABLE_TO_PLACE_ORDER' },
      });
    }
    const numbers = placed.map(({ body }) => body.data!['placeOrder'].order.order_number as string);
    expect(new Set(numbers).size).toBe(10);
    // Sequential without gaps, whatever order the transactions committed in.
    const sorted = numbers.map(Number).sort((a, b) => a - b);
    expect(sorted[9]! - sorted[0]!).toBe(9);
    const db = commerce.database.db;
    const stock = await db
      .selectFrom('inventory')
      .select(['qty', 'reserved', 'saleable_qty'])
      .where('product_id', '=', products.towel)
      .executeTakeFirstOrThrow();
    expect(stock).toEqual({ qty: 10, reserved: 10, saleable_qty: 0 });
    const reservations = await db
      .selectFrom('inventory_reservations')
      .select((eb) => eb.fn.sum<string>('quantity').as('total'))
      .where('product_id', '=', products.towel)
      .executeTakeFirstOrThrow();
    expect(Number(reservations.total)).toBe(-10);
    const index = await db
      .selectFrom('product_stock_index')
      .select(['saleable_qty', 'in_stock'])
      .where('product_id', '=', products.towel)
      .executeTakeFirstOrThrow();
    expect(index).toEqual({ saleable_qty: 0, in_stock: false });
    // The 40 refused carts are still there to change and order again.
    const orders = await db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .where('order_items.product_id', '=', products.towel)
      .select('orders.id')
      .execute();
    expect(orders).toHaveLength(10);
  });

  it('a coupon with one use left, applied to 20 carts ordered at once, discounts exactly one order', async () => {
    const db = commerce.database.db;
    const rule = await db
      .insertInto('sales_rules')
      .values({
        name: 'Rush',
        label: 'Rush',
        action: 'by_percent',
        discount_percent: '10',
        uses_coupon: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const websites = await db.selectFrom('websites').select('id').execute();
    await db
      .insertInto('sales_rule_websites')
      .values(websites.map((website) => ({ rule_id: rule.id, website_id: website.id })))
      .execute();
    const coupon = await db
      .insertInto('sales_rule_coupons')
      .values({ rule_id: rule.id, code: 'RUSH1', usage_limit: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const carts = await readyCarts(20, 'CR-SHEET', 'RUSH1');
    const answers = await Promise.all(carts.map((id) => gql(PLACE_ORDER, { id })));
    const placed = answers.filter(({ body }) => !body.errors);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body.data!['placeOrder'].orderV2.applied_coupons).toEqual([
      { code: 'RUSH1' },
    ]);
    for (const { body } of answers.filter(({ body }) => body.errors)) {
      expect(body.errors![0]!.message).toBe(
        "The coupon code isn't valid. Verify the code and try again.",
      );
    }
    const used = await db
      .selectFrom('sales_rule_coupons')
      .select('times_used')
      .where('id', '=', coupon.id)
      .executeTakeFirstOrThrow();
    expect(used.times_used).toBe(1);
  });
});
