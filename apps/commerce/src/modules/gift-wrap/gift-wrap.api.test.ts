// Gift wrapping over HTTP: the store's offer, wrapping items, the cart's gift message and its
// bounds, the price in the totals per storefront, and the cart guard in front of every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import {
  ADD,
  CART,
  CREATE_GUEST_CART,
  CUSTOMER_CART,
  UNWRAP,
  WRAP,
  WRAP_CONFIG,
  WRAP_DETAILS,
  insertPricesFixture,
} from '../sales-rule/testing/fixtures';

describe('gift wrapping', () => {
  let commerce: TestCommerce;
  let ada: SignedInCustomer;
  let bob: SignedInCustomer;

  const guest = (query: string, variables: Record<string, unknown> = {}, store = 'default') =>
    commerce.gql(query, variables, { Store: store });
  const cartWith = async (items: Array<{ sku: string; quantity: number }>, store = 'default') => {
    const { body } = await guest(CREATE_GUEST_CART, {}, store);
    const id = body.data!['createGuestCart'].cart.id as string;
    const added = await guest(ADD, { id, items }, store);
    expect(added.body.data!['addProductsToCart'].user_errors).toEqual([]);
    return id;
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
    await insertPricesFixture(commerce.database.db);
    ada = await signUp(commerce, 'default');
    bob = await signUp(commerce, 'default');
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('tells each store’s offer and price per wrapped piece, in its display currency', async () => {
    const at = await guest(WRAP_CONFIG, {}, 'at');
    expect(at.body.data!['getGiftWrapConfig']).toEqual({
      available: true,
      price: { value: 4.9, currency: 'EUR' },
      message_max_length: 500,
      name_max_length: 100,
    });
    const us = await guest(WRAP_CONFIG, {}, 'us');
    expect(us.body.data!['getGiftWrapConfig'].price).toEqual({ value: 5, currency: 'USD' });
    const sa = await guest(WRAP_CONFIG, {}, 'sa');
    expect(sa.body.data!['getGiftWrapConfig'].price).toEqual({ value: 20, currency: 'SAR' });
    const inUsd = await commerce.gql(
      WRAP_CONFIG,
      {},
      { Store: 'default', 'Content-Currency': 'USD' },
    );
    // 4.90 EUR × 1.085 = 5.32 → 6.00 USD, converted as prices are
    expect(inUsd.body.data!['getGiftWrapConfig'].price).toEqual({ value: 6, currency: 'USD' });
  });

  it('wraps every physical item, priced per piece, taxed and added to the total', async () => {
    const id = await cartWith(
      [
        { sku: 'CR-SHEET', quantity: 2 },
        { sku: 'CR-GUIDE', quantity: 1 },
      ],
      'at',
    );
    const { body } = await guest(WRAP, { id }, 'at');
    expect(body.errors).toBeUndefined();
    const cart = body.data!['setGiftWrapOnCart'].cart;
    expect(
      cart.items.map(
        (item: {
          product: { sku: string; is_gift_wrap_available: boolean };
          is_gift_wrap_applied: boolean;
        }) => [item.product.sku, item.product.is_gift_wrap_available, item.is_gift_wrap_applied],
      ),
    ).toEqual([
      ['CR-SHEET', true, true],
      ['CR-GUIDE', false, false],
    ]);
    // 2 × 4.90 = 9.80 incl. VAT (1.63 of it VAT)
    expect(cart.prices.gift_wrap).toEqual({ value: 9.8, currency: 'EUR' });
    expect(cart.prices.grand_total.value).toBe(99.8 + 15 + 9.8);
    // Rows: 99.80 → 16.63, 15.00 → 2.50; wrap 9.80 → 1.63
    expect(cart.prices.applied_taxes[0].amount.value).toBe(20.76);
  });

  it('shows US gift wrap without tax and adds the sales tax on it', async () => {
    const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'us');
    const { body } = await guest(WRAP, { id }, 'us');
    const cart = body.data!['setGiftWrapOnCart'].cart;
    expect(cart.prices.gift_wrap).toEqual({ value: 5, currency: 'USD' });
    // 19.99 → 1.77 tax; 5.00 → 0.44 tax
    expect(cart.prices.applied_taxes[0].amount.value).toBe(2.21);
    expect(cart.prices.grand_total.value).toBe(27.2);
  });

  it('wraps and unwraps named items only', async () => {
    const id = await cartWith([
      { sku: 'CR-SHEET', quantity: 1 },
      { sku: 'CR-TOWEL', quantity: 1 },
    ]);
    const read = await guest(CART, { id });
    const [sheet, towel] = read.body.data!['cart'].items.map((item: { uid: string }) => item.uid);
    const wrapped = await guest(WRAP, { id, uids: [towel] });
    expect(
      wrapped.body.data!['setGiftWrapOnCart'].cart.items.map(
        (item: { is_gift_wrap_applied: boolean }) => item.is_gift_wrap_applied,
      ),
    ).toEqual([false, true]);
    await guest(WRAP, { id, uids: [sheet] });
    const unwrapped = await guest(UNWRAP, { id, uids: [towel] });
    const cart = unwrapped.body.data!['unsetGiftWrapOnCart'].cart;
    expect(
      cart.items.map((item: { is_gift_wrap_applied: boolean }) => item.is_gift_wrap_applied),
    ).toEqual([true, false]);
    expect(cart.prices.gift_wrap.value).toBe(4.9);
  });

  it('refuses to wrap a virtual product named on purpose, and an item of another cart', async () => {
    const id = await cartWith([{ sku: 'CR-GUIDE', quantity: 1 }]);
    const other = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
    const [guide] = (await guest(CART, { id })).body.data!['cart'].items.map(
      (i: { uid: string }) => i.uid,
    );
    const [sheet] = (await guest(CART, { id: other })).body.data!['cart'].items.map(
      (i: { uid: string }) => i.uid,
    );
    expect(firstError((await guest(WRAP, { id, uids: [guide] })).body)).toEqual({
      message: 'Virtual and downloadable products cannot be gift wrapped.',
      category: 'graphql-input',
    });
    expect(firstError((await guest(WRAP, { id, uids: [sheet] })).body)).toEqual({
      message: `Could not find cart item with id: ${sheet}.`,
      category: 'graphql-no-such-entity',
    });
    const after = await guest(CART, { id: other });
    expect(after.body.data!['cart'].items[0].is_gift_wrap_applied).toBe(false);
  });

  it('keeps the gift message as plain text, and drops it when everything is unwrapped', async () => {
    const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
    const message = 'Happy birthday <b>Ada</b> & all!\nLove';
    const { body } = await guest(WRAP_DETAILS, { id, message, from: ' Bob ', to: 'Ada' });
    expect(body.errors).toBeUndefined();
    expect(body.data!['setGiftWrapDetails'].cart.gift_message).toEqual({
      message,
      from: 'Bob',
      to: 'Ada',
    });
    const unwrapped = await guest(UNWRAP, { id });
    expect(unwrapped.body.data!['unsetGiftWrapOnCart'].cart.gift_message).toBeNull();
  });

  it('refuses an overlong message or name, writing nothing', async () => {
    const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
    const long = await guest(WRAP_DETAILS, { id, message: 'x'.repeat(501), from: 'a', to: 'b' });
    expect(firstError(long.body)).toEqual({
      message: '"message" may have at most 500 characters.',
      category: 'graphql-input',
    });
    const name = await guest(WRAP_DETAILS, { id, message: 'hi', from: 'a'.repeat(101), to: 'b' });
    expect(firstError(name.body).message).toBe('"from" may have at most 100 characters.');
    expect((await guest(CART, { id })).body.data!['cart'].gift_message).toBeNull();
  });

  it('bounds how many items one request may name', async () => {
    const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
    const uids = Array.from({ length: 101 }, (_, i) => `uid-${i}`);
    expect(firstError((await guest(WRAP, { id, uids })).body).category).toBe('graphql-input');
  });

  it('answers another customer’s cart exactly as a missing one', async () => {
    const created = await ada.gql(CUSTOMER_CART, {});
    const adas = created.body.data!['customerCart'].id as string;
    await ada.gql(ADD, { id: adas, items: [{ sku: 'CR-SHEET', quantity: 1 }] });
    for (const [query, variables] of [
      [WRAP, {}],
      [UNWRAP, {}],
      [WRAP_DETAILS, { message: 'mine now', from: 'Bob', to: 'Bob' }],
    ] as const) {
      const theirs = await bob.gql(query, { id: adas, ...variables });
      expect(firstError(theirs.body)).toEqual({
        message: `Could not find a cart with ID "${adas}"`,
        category: 'graphql-no-such-entity',
      });
      const asGuest = await guest(query, { id: adas, ...variables });
      expect(firstError(asGuest.body).message).toBe(`Could not find a cart with ID "${adas}"`);
    }
    const cart = (await ada.gql(CART, { id: adas })).body.data!['cart'];
    expect(cart.gift_message).toBeNull();
    expect(cart.items[0].is_gift_wrap_applied).toBe(false);
  });
});
