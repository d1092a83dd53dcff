// The cart purge as Magento's sales_clean_quotes: carts not updated for the website's
// `checkout/cart/delete_quote_after` days (30 by default) are deleted with everything on them,
// except those an order refers to; in batches; by a background job that a restart does not lose.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce } from '../../app';
import { signUp } from '../../testing/customer-tokens';
import { startTestCommerce, testCommerceConfig, type TestCommerce } from '../../testing/index';
import { GUEST_EMAIL, PLACE_ORDER, checkOut } from '../sales/testing/fixtures';
import {
  ADD,
  APPLY,
  CREATE_GUEST_CART,
  CUSTOMER_CART,
  insertPricesFixture,
  WRAP,
} from '../sales-rule/testing/fixtures';

const DAY_MS = 24 * 60 * 60_000;

describe('the cart purge', () => {
  let commerce: TestCommerce;

  const guestCart = async (store = 'default') => {
    const { body } = await commerce.gql(CREATE_GUEST_CART, {}, { Store: store });
    const id = body.data!['createGuestCart'].cart.id as string;
    const added = await commerce.gql(
      ADD,
      { id, items: [{ sku: 'CR-SHEET', quantity: 1 }] },
      { Store: store },
    );
    expect(added.body.data!['addProductsToCart'].user_errors).toEqual([]);
    return id;
  };
  /** Makes the cart look last updated `days` ago. */
  const age = async (maskedId: string, days: number) => {
    await commerce.database.db
      .updateTable('carts')
      .set({ updated_at: new Date(Date.now() - days * DAY_MS) })
      .where('masked_id', '=', maskedId)
      .execute();
  };
  const cartExists = async (maskedId: string) =>
    (await commerce.database.db
      .selectFrom('carts')
      .select('id')
      .where('masked_id', '=', maskedId)
      .executeTakeFirst()) !== undefined;
  const setLifetime = async (websiteCode: string, days: string | null) => {
    const db = commerce.database.db;
    await db
      .deleteFrom('config_values')
      .where('scope', '=', 'website')
      .where('scope_code', '=', websiteCode)
      .where('path', '=', 'checkout/cart/delete_quote_after')
      .execute();
    if (days !== null)
      await db
        .insertInto('config_values')
        .values({
          scope: 'website',
          scope_code: websiteCode,
          path: 'checkout/cart/delete_quote_after',
          value: days,
        })
        .execute();
  };
  const purge = () => commerce.commerce.services.cartPurge.purgeStale();

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { cartPurge: { intervalMs: 0, batchSize: 2 } } });
    await insertPricesFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('deletes a guest cart not updated for 30 days with its lines, coupon and gift wrapping', async () => {
    const id = await guestCart();
    const db = commerce.database.db;
    expect((await commerce.gql(APPLY, { id, code: 'WELCOME10' })).body.errors).toBeUndefined();
    expect((await commerce.gql(WRAP, { id })).body.errors).toBeUndefined();
    const { id: cartId } = await db
      .selectFrom('carts')
      .select('id')
      .where('masked_id', '=', id)
      .executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom('cart_items')
      .select('id')
      .where('cart_id', '=', cartId)
      .execute();
    expect(lines).toHaveLength(1);
    await age(id, 31);

    expect(await purge()).toBeGreaterThanOrEqual(1);
    expect(await cartExists(id)).toBe(false);
    const left = await sql<{ lines: number; coupons: number; wraps: number }>`
      select (select count(*)::int from cart_items where cart_id = ${cartId}) as lines,
             (select count(*)::int from cart_coupons where cart_id = ${cartId}) as coupons,
             (select count(*)::int from cart_item_gift_wraps
               where cart_item_id = ${lines[0]!.id}) as wraps`.execute(db);
    expect(left.rows[0]).toEqual({ lines: 0, coupons: 0, wraps: 0 });
    expect(
      (await commerce.gql(`{ cart(cart_id: "${id}") { id } }`)).body.errors?.[0]?.message,
    ).toBe(`Could not find a cart with ID "${id}"`);
  });

  it('keeps a cart updated within the lifetime', async () => {
    const id = await guestCart();
    await age(id, 29);
    await purge();
    expect(await cartExists(id)).toBe(true);
  });

  it('keeps a cart whose lines, coupon or wrapping changed since, however old the cart row was', async () => {
    const changes: Array<(id: string) => Promise<unknown>> = [
      (id) => commerce.gql(ADD, { id, items: [{ sku: 'CR-SHEET', quantity: 1 }] }),
      (id) => commerce.gql(APPLY, { id, code: 'WELCOME10' }),
      (id) => commerce.gql(WRAP, { id }),
    ];
    for (const change of changes) {
      const id = await guestCart();
      await age(id, 31);
      const { body } = (await change(id)) as { body: { errors?: unknown } };
      expect(body.errors).toBeUndefined();
      await purge();
      expect(await cartExists(id)).toBe(true);
    }
  });

  it("deletes a customer's forgotten cart too, and the customer gets a new one", async () => {
    const customer = await signUp(commerce, 'default');
    const id = (await customer.gql(CUSTOMER_CART)).body.data!['customerCart'].id as string;
    await age(id, 45);
    await purge();
    expect(await cartExists(id)).toBe(false);
    const fresh = (await customer.gql(CUSTOMER_CART)).body.data!['customerCart'].id as string;
    expect(fresh).not.toBe(id);
  });

  it('keeps a cart an order refers to, however old', async () => {
    const id = await guestCart();
    const gql = (query: string, variables: Record<string, unknown> = {}) =>
      commerce.gql(query, variables, { Store: 'default' });
    expect((await gql(GUEST_EMAIL, { id, email: 'kept@example.com' })).body.errors).toBeUndefined();
    await checkOut(gql, id);
    const placed = await gql(PLACE_ORDER, { id });
    expect(placed.body.errors).toBeUndefined();
    await age(id, 400);

    await purge();
    expect(await cartExists(id)).toBe(true);
    const order = await commerce.database.db
      .selectFrom('orders as o')
      .innerJoin('carts as c', 'c.id', 'o.cart_id')
      .select('o.number')
      .where('c.masked_id', '=', id)
      .executeTakeFirst();
    expect(order?.number).toBe(placed.body.data!['placeOrder'].orderV2.number);
  });

  it("follows each website's lifetime, and keeps the carts of a website whose setting is not a number of days", async () => {
    try {
      await setLifetime('loomfront_at_website', '60');
      await setLifetime('loomfrontcom_us', 'thirty');
      const austrian = await guestCart('at');
      const international = await guestCart('default');
      const american = await guestCart('us');
      for (const id of [austrian, international, american]) await age(id, 40);

      await purge();
      expect(await cartExists(austrian)).toBe(true);
      expect(await cartExists(international)).toBe(false);
      expect(await cartExists(american)).toBe(true);

      await age(austrian, 61);
      await purge();
      expect(await cartExists(austrian)).toBe(false);
    } finally {
      await setLifetime('loomfront_at_website', null);
      await setLifetime('loomfrontcom_us', null);
    }
  });

  it('deletes a backlog larger than a batch in one pass', async () => {
    const ids = [];
    for (let index = 0; index < 5; index++) ids.push(await guestCart());
    for (const id of ids) await age(id, 90);
    expect(await purge()).toBeGreaterThanOrEqual(5);
    for (const id of ids) expect(await cartExists(id)).toBe(false);
  });

  it('runs in the background, and a process started later deletes what a stopped one left', async () => {
    const left = [await guestCart(), await guestCart()];
    for (const id of left) await age(id, 31);
    // This file's process (its job off) stops; another starts on the same database.
    await commerce.commerce.close();
    const second = await startCommerce({
      database: commerce.database,
      migrate: false,
      config: testCommerceConfig({ cartPurge: { intervalMs: 50, batchSize: 1 } }),
    });
    try {
      await expect
        .poll(async () => (await Promise.all(left.map(cartExists))).some(Boolean), {
          timeout: 5000,
        })
        .toBe(false);
    } finally {
      await second.close();
    }
  });
});
