// The cart's kept answers (ADR 0062): served again while the cart is unchanged, never across a
// change of the cart, never to anyone the guard refuses, apart per store scope and caller, and
// for at most their lifetime where they read what lies outside the cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type RunningCommerce } from '../app';
import type { CommerceDatabase } from '../db/database';
import { insertCartFixture, setStock, type CartFixture } from '../modules/cart/testing/fixtures';
import { firstError, signUp, type SignedInCustomer } from '../testing/customer-tokens';
import {
  openTestDatabase,
  sharedStateBackends,
  startTestCommerce,
  testCommerceConfig,
  type GraphQLResponseBody,
  type TestCommerce,
} from '../testing/index';

const STORE = 'default';
const TTL_MS = 1500;

const CART = `query Cart($id: String!) {
  cart(cart_id: $id) {
    id email total_quantity has_out_of_stock_items
    applied_coupons { code }
    prices { grand_total { value currency } }
    shipping_addresses { city }
    selected_payment_method { code }
    gift_message { message }
    items { uid quantity saleable_qty is_gift_wrap_applied product { sku name } }
  }
}`;
const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } } }`;
const UPDATE = `mutation ($id: String!, $uid: ID!, $quantity: Float!) {
  updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {
    cart { id } } }`;

describe('the kept answers of the cart query', () => {
  let commerce: TestCommerce;
  let fixture: CartFixture;
  let ada: SignedInCustomer;

  const asGuest = (query: string, variables: Record<string, unknown>, headers = {}) =>
    commerce.gql(query, variables, { Store: STORE, ...headers });
  const newGuestCart = async (items: Array<Record<string, unknown>>) => {
    const { body } = await asGuest('mutation { createGuestCart { cart { id } } }', {});
    const id = body.data!['createGuestCart'].cart.id as string;
    const added = await asGuest(ADD, { id, items });
    expect(added.body.data!['addProductsToCart'].user_errors).toEqual([]);
    return id;
  };
  const read = async (id: string, headers = {}) => {
    const { body } = await asGuest(CART, { id }, headers);
    expect(body.errors).toBeUndefined();
    return body.data!['cart'];
  };
  const renameProduct = (sku: string, name: string) =>
    commerce.database.db.updateTable('products').set({ name }).where('sku', '=', sku).execute();
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { cartAnswerTtlMs: TTL_MS } });
    fixture = await insertCartFixture(commerce.database.db);
    ada = await signUp(commerce, STORE);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('serves an unchanged cart again for its lifetime, then reads it afresh', async () => {
    const id = await newGuestCart([{ sku: 'TOWEL-A', quantity: 1 }]);
    const before = await read(id);
    await renameProduct('TOWEL-A', 'Towel A, renamed');
    try {
      expect(await read(id)).toEqual(before);
      await pause(TTL_MS + 200);
      expect((await read(id)).items[0].product.name).toBe('Towel A, renamed');
    } finally {
      await renameProduct('TOWEL-A', before.items[0].product.name);
    }
  });

  it("shows the shopper's own changes at once: lines, quantities, e-mail, coupon, address, payment, gift wrap", async () => {
    const id = await newGuestCart([{ sku: 'TOWEL-A', quantity: 1 }]);
    const first = await read(id);
    const uid = first.items[0].uid as string;

    const write = async (query: string, variables: Record<string, unknown>) => {
      const { body } = await asGuest(query, variables);
      expect(body.errors).toBeUndefined();
    };
    await write(UPDATE, { id, uid, quantity: 3 });
    expect((await read(id)).items[0].quantity).toBe(3);

    await write(ADD, { id, items: [{ sku: 'TOWEL-B', quantity: 1 }] });
    expect(
      (await read(id)).items.map((item: { product: { sku: string } }) => item.product.sku),
    ).toEqual(['TOWEL-A', 'TOWEL-B']);

    await write(
      `mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "kept@example.com" }) { cart { id } } }`,
      { id },
    );
    expect((await read(id)).email).toBe('kept@example.com');

    await write(
      `mutation ($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: {
        firstname: "Ana", lastname: "Lopes", street: ["Mariahilfer Straße 1"], city: "Wien", postcode: "1060",
        region: "Wien", country_code: "AT", telephone: "+43 1 234567890" } }] }) { cart { id } } }`,
      { id },
    );
    expect((await read(id)).shipping_addresses).toEqual([{ city: 'Wien' }]);

    await write(
      `mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
      { id },
    );
    expect((await read(id)).selected_payment_method).toEqual({ code: 'checkmo' });

    await write(
      `mutation ($id: String!, $uid: ID!) { setGiftWrapOnCart(input: { cart_id: $id, cart_item_uids: [$uid] }) { cart { id } } }`,
      { id, uid },
    );
    expect((await read(id)).items[0].is_gift_wrap_applied).toBe(true);

    await write(
      `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "EACH5" }) { cart { id } } }`,
      { id },
    );
    expect((await read(id)).applied_coupons).toEqual([{ code: 'EACH5' }]);

    await write(
      `mutation ($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }`,
      { id, uid },
    );
    expect(
      (await read(id)).items.map((item: { product: { sku: string } }) => item.product.sku),
    ).toEqual(['TOWEL-B']);
  });

  it('counts every change to a cart and what hangs off it in the cart’s version', async () => {
    const id = await newGuestCart([{ sku: 'TOWEL-A', quantity: 1 }]);
    const db = commerce.database.db;
    const cart = await db
      .selectFrom('carts')
      .select(['id'])
      .where('masked_id', '=', id)
      .executeTakeFirstOrThrow();
    const version = async () =>
      (
        await db
          .selectFrom('carts')
          .select('version')
          .where('id', '=', cart.id)
          .executeTakeFirstOrThrow()
      ).version;
    const line = await db
      .selectFrom('cart_items')
      .select('id')
      .where('cart_id', '=', cart.id)
      .executeTakeFirstOrThrow();
    const coupon = await db.selectFrom('sales_rule_coupons').select('id').executeTakeFirstOrThrow();
    const changes: Array<[string, () => Promise<unknown>]> = [
      [
        'the cart row',
        () =>
          db
            .updateTable('carts')
            .set({ email: 'x@example.com' })
            .where('id', '=', cart.id)
            .execute(),
      ],
      [
        'a line',
        () => db.updateTable('cart_items').set({ quantity: 2 }).where('id', '=', line.id).execute(),
      ],
      [
        'an address',
        () =>
          db
            .insertInto('cart_addresses')
            .values({
              cart_id: cart.id,
              address_type: 'shipping',
              customer_address_id: null,
              firstname: 'Ana',
              lastname: 'Lopes',
              company: null,
              street: 'Mariahilfer Straße 1',
              city: 'Wien',
              region: null,
              region_code: null,
              region_id: null,
              postcode: '1060',
              country_id: 'AT',
              telephone: '+43 1 234567890',
              customer_notes: null,
              shipping_method_type: null,
              shipping_carrier_code: null,
              shipping_method_code: null,
            })
            .execute(),
      ],
      [
        'the address, changed',
        () =>
          db
            .updateTable('cart_addresses')
            .set({ city: 'Graz' })
            .where('cart_id', '=', cart.id)
            .execute(),
      ],
      [
        'the payment',
        () =>
          db
            .insertInto('cart_payments')
            .values({ cart_id: cart.id, method_code: 'checkmo', purchase_order_number: null })
            .execute(),
      ],
      [
        'the gift message',
        () => db.insertInto('cart_gift_messages').values({ cart_id: cart.id }).execute(),
      ],
      [
        'a gift-wrapped line',
        () => db.insertInto('cart_item_gift_wraps').values({ cart_item_id: line.id }).execute(),
      ],
      [
        'a gift-wrapped line, unwrapped',
        () => db.deleteFrom('cart_item_gift_wraps').where('cart_item_id', '=', line.id).execute(),
      ],
      [
        'the coupon',
        () =>
          db
            .insertInto('cart_coupons')
            .values({ cart_id: cart.id, coupon_id: coupon.id })
            .execute(),
      ],
      [
        'the coupon, removed',
        () => db.deleteFrom('cart_coupons').where('cart_id', '=', cart.id).execute(),
      ],
      [
        'the address, removed',
        () => db.deleteFrom('cart_addresses').where('cart_id', '=', cart.id).execute(),
      ],
      ['a line removed', () => db.deleteFrom('cart_items').where('id', '=', line.id).execute()],
    ];
    for (const [what, change] of changes) {
      const was = await version();
      await change();
      expect(await version(), what).toBeGreaterThan(was);
    }
  });

  it('never serves a kept answer to a caller the guard refuses', async () => {
    const id = await newGuestCart([{ sku: 'TOWEL-A', quantity: 1 }]);
    await read(id);
    // A signed-in customer using a guest's cart is told it does not exist.
    expect(firstError((await ada.gql(CART, { id })).body)).toEqual({
      message: `Could not find a cart with ID "${id}"`,
      category: 'graphql-no-such-entity',
    });
    // Another store view of the shop.
    expect(firstError((await asGuest(CART, { id }, { Store: 'at' })).body).message).toBe(
      `Wrong store code specified for cart "${id}"`,
    );
    // The customer's own cart, kept for them, is unknown to a guest.
    const mine = (await ada.gql('{ customerCart { id } }')).body.data!['customerCart'].id as string;
    await ada.gql(ADD, { id: mine, items: [{ sku: 'TOWEL-A', quantity: 1 }] });
    expect((await ada.gql(CART, { id: mine })).body.errors).toBeUndefined();
    expect((await ada.gql(CART, { id: mine })).body.data!['cart'].total_quantity).toBe(1);
    expect(firstError((await asGuest(CART, { id: mine })).body).message).toBe(
      `Could not find a cart with ID "${mine}"`,
    );
  });

  it('stops answering for a cart that is no longer active', async () => {
    const id = await newGuestCart([{ sku: 'TOWEL-A', quantity: 1 }]);
    await read(id);
    await commerce.database.db
      .updateTable('carts')
      .set({ is_active: false })
      .where('masked_id', '=', id)
      .execute();
    expect(firstError((await asGuest(CART, { id })).body)).toEqual({
      message: "The cart isn't active.",
      category: 'graphql-no-such-entity',
    });
  });

  it('keeps answers apart per display currency and per document', async () => {
    const id = await newGuestCart([{ sku: 'TOWEL-A', quantity: 1 }]);
    const inEuro = await read(id);
    const inDollars = await read(id, { 'Content-Currency': 'USD' });
    expect(inEuro.prices.grand_total.currency).toBe('EUR');
    expect(inDollars.prices.grand_total.currency).toBe('USD');
    expect((await read(id)).prices.grand_total.currency).toBe('EUR');
    const other = await asGuest(
      `query ($id: String!) { cart(cart_id: $id) { id total_quantity } }`,
      { id },
    );
    expect(other.body.data).toEqual({ cart: { id, total_quantity: 1 } });
  });

  it('shows a stock change outside the cart once the kept answer ends, or at the cart’s next change', async () => {
    const waiting = await newGuestCart([{ sku: 'TOWEL-B', quantity: 5 }]);
    const changing = await newGuestCart([{ sku: 'TOWEL-B', quantity: 5 }]);
    expect((await read(waiting)).has_out_of_stock_items).toBe(false);
    expect((await read(changing)).has_out_of_stock_items).toBe(false);
    await setStock(commerce.database.db, fixture.products.towelB, 3);
    try {
      expect((await read(waiting)).has_out_of_stock_items).toBe(false);
      const email = await asGuest(
        `mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "stock@example.com" }) { cart { id } } }`,
        { id: changing },
      );
      expect(email.body.errors).toBeUndefined();
      expect((await read(changing)).has_out_of_stock_items).toBe(true);
      await pause(TTL_MS + 200);
      expect((await read(waiting)).has_out_of_stock_items).toBe(true);
    } finally {
      await setStock(commerce.database.db, fixture.products.towelB, 20);
    }
  });

  it('keeps nothing for a cart id that does not exist, and answers each such request in full', async () => {
    const missing = 'A'.repeat(32);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(firstError((await asGuest(CART, { id: missing })).body).message).toBe(
        `Could not find a cart with ID "${missing}"`,
      );
    }
  });
});

describe.each(sharedStateBackends())(
  'the kept cart answers of two copies on one database ($name)',
  (backend) => {
    let database: CommerceDatabase;
    const copies: RunningCommerce[] = [];

    const ask = async (
      copy: RunningCommerce,
      query: string,
      variables: Record<string, unknown> = {},
    ): Promise<NonNullable<GraphQLResponseBody['data']>> => {
      const response = await fetch(`${copy.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Store: STORE },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as GraphQLResponseBody;
      expect(body.errors).toBeUndefined();
      return body.data!;
    };

    beforeAll(async () => {
      database = await openTestDatabase();
      for (let copy = 0; copy < 2; copy++) {
        copies.push(
          await startCommerce({
            database,
            migrate: false,
            config: testCommerceConfig({ cartAnswerTtlMs: 30_000, ...backend.config }),
          }),
        );
      }
    });
    afterAll(async () => {
      for (const copy of copies) await copy.close();
      await database?.close();
      await backend.cleanUp();
    });

    it(
      backend.name === 'redis'
        ? 'shares an answer one copy kept, and neither serves it once the cart changed through the other'
        : 'keeps answers per copy, and neither serves one once the cart changed through the other',
      async () => {
        const [first, second] = copies as [RunningCommerce, RunningCommerce];
        const id = (await ask(first, 'mutation { createGuestCart { cart { id } } }'))[
          'createGuestCart'
        ].cart.id as string;
        const listed = await ask(
          first,
          '{ products(search: "", pageSize: 50) { items { __typename sku } } }',
        );
        const sku = (listed['products'].items as Array<{ __typename: string; sku: string }>).find(
          (item) => item.__typename === 'SimpleProduct',
        )!.sku;
        const added = await ask(first, ADD, { id, items: [{ sku, quantity: 1 }] });
        expect(added['addProductsToCart'].user_errors).toEqual([]);
        const kept = (await ask(first, CART, { id }))['cart'];
        const name = kept.items[0].product.name as string;
        await database.db
          .updateTable('products')
          .set({ name: 'Renamed meanwhile' })
          .where('sku', '=', sku)
          .execute();
        try {
          // Through Redis the second copy finds the first one's answer; in memory it reads afresh.
          expect((await ask(second, CART, { id }))['cart'].items[0].product.name).toBe(
            backend.name === 'redis' ? name : 'Renamed meanwhile',
          );
          const uid = kept.items[0].uid as string;
          await ask(second, UPDATE, { id, uid, quantity: 2 });
          for (const copy of [first, second]) {
            const cart = (await ask(copy, CART, { id }))['cart'];
            expect(cart.items[0]).toMatchObject({
              quantity: 2,
              product: { name: 'Renamed meanwhile' },
            });
          }
        } finally {
          await database.db.updateTable('products').set({ name }).where('sku', '=', sku).execute();
        }
      },
    );
  },
);
