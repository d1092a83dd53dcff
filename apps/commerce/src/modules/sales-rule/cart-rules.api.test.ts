// Cart prices, taxes per storefront, cart price rules and coupons over HTTP, as clients call them:
// every coupon kind and limit, rounding per row, display currencies, and the cart guard in front
// of every coupon operation. Rules and coupons are the demo ones (seed/steps/cart-rules.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import {
  ADD,
  APPLY,
  APPLY_MANY,
  CART,
  CREATE_GUEST_CART,
  CUSTOMER_CART,
  REMOVE,
  REMOVE_MANY,
  insertPricesFixture,
} from './testing/fixtures';

type Items = Array<{ sku: string; quantity: number }>;

describe('cart prices, rules and coupons', () => {
  let commerce: TestCommerce;
  let ada: SignedInCustomer;
  let bob: SignedInCustomer;

  const as = (
    who: SignedInCustomer | null,
    query: string,
    variables: Record<string, unknown>,
    store = 'default',
    headers: Record<string, string> = {},
  ) =>
    who
      ? who.gql(query, variables, store)
      : commerce.gql(query, variables, { Store: store, ...headers });

  /** A guest cart (or the customer's) in `store` holding `items`. */
  const cartWith = async (items: Items, store = 'default', who: SignedInCustomer | null = null) => {
    const created = who
      ? await who.gql(CUSTOMER_CART, {}, store)
      : await commerce.gql(CREATE_GUEST_CART, {}, { Store: store });
    expect(created.body.errors).toBeUndefined();
    const id = who
      ? (created.body.data!['customerCart'].id as string)
      : (created.body.data!['createGuestCart'].cart.id as string);
    if (items.length) {
      const added = await as(who, ADD, { id, items }, store);
      expect(added.body.errors).toBeUndefined();
      expect(added.body.data!['addProductsToCart'].user_errors).toEqual([]);
    }
    return id;
  };
  const read = async (id: string, store = 'default', headers: Record<string, string> = {}) => {
    const { body } = await as(null, CART, { id }, store, headers);
    expect(body.errors).toBeUndefined();
    return body.data!['cart'];
  };
  const apply = (
    id: string,
    code: string,
    store = 'default',
    who: SignedInCustomer | null = null,
  ) => as(who, APPLY, { id, code }, store);

  beforeAll(async () => {
    commerce = await startTestCommerce();
    await insertPricesFixture(commerce.database.db);
    ada = await signUp(commerce, 'default');
    bob = await signUp(commerce, 'default');
  });
  afterAll(async () => {
    await commerce?.close();
  });

  describe('taxes per storefront', () => {
    it('takes Austrian VAT of 20 % out of prices that include it, rounding the row', async () => {
      const cart = await read(await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'at'), 'at');
      expect(cart.prices).toMatchObject({
        grand_total: { value: 49.9, currency: 'EUR' },
        subtotal_including_tax: { value: 49.9 },
        subtotal_excluding_tax: { value: 41.58 },
        subtotal_with_discount_excluding_tax: { value: 41.58 },
        applied_taxes: [{ label: 'MwSt. 20 %', amount: { value: 8.32, currency: 'EUR' } }],
        discounts: [],
        discount: null,
        gift_wrap: { value: 0 },
      });
      expect(cart.items[0].prices).toEqual({
        price: { value: 41.58, currency: 'EUR' },
        price_including_tax: { value: 49.9 },
        row_total: { value: 41.58 },
        row_total_including_tax: { value: 49.9 },
        total_item_discount: { value: 0 },
        discounts: [],
        fixed_product_taxes: [],
      });
    });

    it('includes the international store’s default destination VAT (Germany, 19 %)', async () => {
      const cart = await read(await cartWith([{ sku: 'CR-SHEET', quantity: 3 }]));
      // 149.70 × 19/119 = 23.9017 → 23.90
      expect(cart.prices.applied_taxes).toEqual([
        { label: 'DE VAT 19%', amount: { value: 23.9, currency: 'EUR' } },
      ]);
      expect(cart.prices.grand_total.value).toBe(149.7);
      expect(cart.prices.subtotal_excluding_tax.value).toBe(125.8);
    });

    it('adds New York sales tax on top of US prices, per row', async () => {
      const cart = await read(await cartWith([{ sku: 'CR-SHEET', quantity: 3 }], 'us'), 'us');
      // 59.97 × 8.875 % = 5.3223 → 5.32
      expect(cart.prices).toMatchObject({
        subtotal_excluding_tax: { value: 59.97 },
        subtotal_including_tax: { value: 65.29 },
        applied_taxes: [
          { label: 'US-NY Sales Tax 8.875%', amount: { value: 5.32, currency: 'USD' } },
        ],
        grand_total: { value: 65.29, currency: 'USD' },
      });
      expect(cart.items[0].prices.price).toEqual({ value: 19.99, currency: 'USD' });
      expect(cart.items[0].prices.price_including_tax.value).toBe(21.76);
    });

    it('includes 5 % VAT in the UAE and 15 % in Saudi Arabia', async () => {
      const uae = await read(await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'me'), 'me');
      // 199.00 × 5/105 = 9.476 → 9.48; × 15/115 = 25.956 → 25.96
      expect(uae.prices.applied_taxes).toEqual([
        { label: 'AE VAT 5%', amount: { value: 9.48, currency: 'AED' } },
      ]);
      expect(uae.prices.grand_total).toEqual({ value: 199, currency: 'AED' });
      const saudi = await read(await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'sa'), 'sa');
      expect(saudi.prices.applied_taxes).toEqual([
        { label: 'SA VAT 15%', amount: { value: 25.96, currency: 'SAR' } },
      ]);
      expect(saudi.prices.grand_total).toEqual({ value: 199, currency: 'SAR' });
    });

    it('shows a display currency from prices converted once each, adding up to the cent', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 2 }]);
      const cart = await read(id, 'default', { 'Content-Currency': 'USD' });
      // 49.90 EUR × 1.085 = 54.14 → 55.00 USD, as the product page shows it (ADR 0028)
      expect(cart.items[0].prices.price_including_tax).toEqual({ value: 55 });
      expect(cart.prices.grand_total).toEqual({ value: 110, currency: 'USD' });
      const tax = cart.prices.applied_taxes[0].amount.value as number;
      expect(Math.round((cart.prices.subtotal_excluding_tax.value + tax) * 100)).toBe(11000);
    });

    it('sums the subtotal at regular prices beside the special price paid', async () => {
      const cart = await read(await cartWith([{ sku: 'CR-PILLOW', quantity: 2 }], 'at'), 'at');
      expect(cart.prices.subtotal_including_tax.value).toBe(78);
      expect(cart.prices.subtotal_without_special_price_discount.value).toBe(118);
    });
  });

  describe('coupons', () => {
    it('applies the newsletter coupon: 10 % off before tax, with its Austrian label', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'at');
      const { body } = await apply(id, 'WELCOME10', 'at');
      expect(body.errors).toBeUndefined();
      const cart = body.data!['applyCouponToCart'].cart;
      expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
      expect(cart.applied_coupon).toEqual({ code: 'WELCOME10' });
      expect(cart.prices).toMatchObject({
        discounts: [{ label: 'Newsletter 10 %', amount: { value: 4.99, currency: 'EUR' } }],
        discount: { label: ['Newsletter 10 %'], amount: { value: 4.99 } },
        total_item_discount: { value: 4.99 },
        grand_total: { value: 44.91 },
        // 44.91 × 20/120 = 7.485 → 7.49
        applied_taxes: [{ label: 'MwSt. 20 %', amount: { value: 7.49 } }],
        subtotal_with_discount_excluding_tax: { value: 37.42 },
      });
      expect(cart.items[0].prices.total_item_discount.value).toBe(4.99);
      expect(cart.items[0].prices.discounts).toEqual([
        { label: 'Newsletter 10 %', amount: { value: 4.99 } },
      ]);
    });

    it('labels the tax and the discount with their codes in a store view without labels of its own', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'default');
      const { body } = await apply(id, 'WELCOME10', 'default');
      expect(body.errors).toBeUndefined();
      const prices = body.data!['applyCouponToCart'].cart.prices;
      expect(prices.discounts).toEqual([
        { label: 'Newsletter 10%', amount: expect.objectContaining({ value: expect.any(Number) }) },
      ]);
      expect(prices.applied_taxes.map((tax: { label: string }) => tax.label)).toEqual([
        'DE VAT 19%',
      ]);
    });

    it('takes the US newsletter coupon’s 20 % off the net price before sales tax', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 5 }], 'us');
      const { body } = await apply(id, 'welcome20', 'us');
      expect(body.errors).toBeUndefined();
      const cart = body.data!['applyCouponToCart'].cart;
      // The code matches without case; the cart shows it as stored.
      expect(cart.applied_coupons).toEqual([{ code: 'WELCOME20' }]);
      // 99.95 − 19.99 = 79.96; × 8.875 % = 7.0965 → 7.10
      expect(cart.prices.discounts[0].amount.value).toBe(19.99);
      expect(cart.prices.applied_taxes[0].amount.value).toBe(7.1);
      expect(cart.prices.grand_total.value).toBe(87.06);
    });

    it('takes a fixed amount off every piece', async () => {
      const id = await cartWith([
        { sku: 'CR-SHEET', quantity: 2 },
        { sku: 'CR-TOWEL', quantity: 1 },
      ]);
      const { body } = await apply(id, 'EACH5');
      expect(body.errors).toBeUndefined();
      const cart = body.data!['applyCouponToCart'].cart;
      expect(
        cart.items.map(
          (item: { prices: { total_item_discount: { value: number } } }) =>
            item.prices.total_item_discount.value,
        ),
      ).toEqual([10, 5]);
      expect(cart.prices.grand_total.value).toBe(114.7);
    });

    it('shares a fixed cart discount across the lines once the subtotal reaches its condition', async () => {
      const small = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      expect(firstError((await apply(small, 'TAKE20')).body)).toEqual({
        message: "The coupon code isn't valid. Verify the code and try again.",
        category: 'graphql-no-such-entity',
      });
      const id = await cartWith([
        { sku: 'CR-SHEET', quantity: 1 },
        { sku: 'CR-TOWEL', quantity: 2 },
      ]);
      const { body } = await apply(id, 'TAKE20');
      expect(body.errors).toBeUndefined();
      const cart = body.data!['applyCouponToCart'].cart;
      // 20.00 in proportion to 49.90 and 59.80: 9.10 and 10.90
      expect(
        cart.items.map(
          (item: { prices: { total_item_discount: { value: number } } }) =>
            item.prices.total_item_discount.value,
        ),
      ).toEqual([9.1, 10.9]);
      expect(cart.prices.total_item_discount.value).toBe(20);
      expect(cart.prices.grand_total.value).toBe(89.7);
    });

    it('discounts only the lines of a category rule’s category', async () => {
      const id = await cartWith([
        { sku: 'CR-SHEET', quantity: 1 },
        { sku: 'CR-TOWEL', quantity: 1 },
      ]);
      const { body } = await apply(id, 'BATH15');
      expect(body.errors).toBeUndefined();
      const cart = body.data!['applyCouponToCart'].cart;
      // 15 % of 29.90 = 4.485 → 4.49
      expect(
        cart.items.map(
          (item: { prices: { total_item_discount: { value: number } } }) =>
            item.prices.total_item_discount.value,
        ),
      ).toEqual([0, 4.49]);
      expect(cart.prices.discounts).toEqual([
        { label: 'Towels 15%', amount: { value: 4.49, currency: 'EUR' } },
      ]);
    });

    it('refuses a category coupon when no line is of its category', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      expect(firstError((await apply(id, 'BATH15')).body).message).toBe(
        "The coupon code isn't valid. Verify the code and try again.",
      );
    });

    it.each([
      ['an unknown code', 'NOPE-2026', 'default'],
      ['another website’s code', 'WELCOME20', 'default'],
      ['the EU code in the US', 'WELCOME10', 'us'],
      ['an ended rule’s code', 'SPRING25', 'default'],
      ['a used-up code', 'THANKYOU30', 'default'],
      ['a code longer than any stored one', 'W'.repeat(256), 'default'],
    ])('refuses %s as not valid, changing nothing', async (_case, code, store) => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], store);
      expect(firstError((await apply(id, code, store)).body)).toEqual({
        message: "The coupon code isn't valid. Verify the code and try again.",
        category: 'graphql-no-such-entity',
      });
      const cart = await read(id, store);
      expect(cart.applied_coupons).toEqual([]);
      expect(cart.prices.discounts).toEqual([]);
    });

    it('refuses a rule that starts later and accepts it within its dates', async () => {
      const db = commerce.database.db;
      const rule = async (name: string, from: string, to: string | null, code: string) => {
        const { id } = await db
          .insertInto('sales_rules')
          .values({
            name,
            label: name,
            action: 'by_percent',
            discount_percent: '5',
            uses_coupon: true,
            from_date: from,
            to_date: to,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const website = await db
          .selectFrom('websites')
          .where('code', '=', 'loomfront_int_website')
          .select('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('sales_rule_websites')
          .values({ rule_id: id, website_id: website.id })
          .execute();
        await db.insertInto('sales_rule_coupons').values({ rule_id: id, code }).execute();
      };
      await rule('Later', '2099-01-01', null, 'LATER5');
      await rule('Now', '2020-01-01', '2099-12-31', 'NOW5');
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      expect(firstError((await apply(id, 'LATER5')).body).category).toBe('graphql-no-such-entity');
      const { body } = await apply(id, 'NOW5');
      expect(body.data!['applyCouponToCart'].cart.applied_coupons).toEqual([{ code: 'NOW5' }]);
    });

    it('refuses a customer who used a once-per-customer coupon, and lets another use it', async () => {
      const db = commerce.database.db;
      const coupon = await db
        .selectFrom('sales_rule_coupons')
        .where('code', '=', 'WELCOME10')
        .select('id')
        .executeTakeFirstOrThrow();
      const adaId = await sql<{ id: number }>`select id from customers where email = ${ada.email}`
        .execute(db)
        .then((result) => result.rows[0]!.id);
      await db
        .insertInto('sales_rule_coupon_usage')
        .values({ coupon_id: coupon.id, customer_id: adaId, times_used: 1 })
        .execute();
      const adasCart = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'default', ada);
      expect(firstError((await apply(adasCart, 'WELCOME10', 'default', ada)).body).message).toBe(
        "The coupon code isn't valid. Verify the code and try again.",
      );
      const bobsCart = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'default', bob);
      const { body } = await apply(bobsCart, 'WELCOME10', 'default', bob);
      expect(body.data!['applyCouponToCart'].cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    });

    it('refuses a second coupon with Magento’s message, and replaces it with REPLACE', async () => {
      const id = await cartWith([
        { sku: 'CR-SHEET', quantity: 1 },
        { sku: 'CR-TOWEL', quantity: 1 },
      ]);
      expect((await apply(id, 'WELCOME10')).body.errors).toBeUndefined();
      expect(firstError((await apply(id, 'EACH5')).body)).toEqual({
        message: 'A coupon is already applied to the cart. Please remove it to apply another',
        category: 'graphql-input',
      });
      const appended = await as(null, APPLY_MANY, { id, codes: ['EACH5'], type: 'APPEND' });
      expect(firstError(appended.body)).toEqual({
        message: 'Maximum allowed number of applied coupons was exceeded.',
        category: 'graphql-input',
      });
      const replaced = await as(null, APPLY_MANY, { id, codes: ['EACH5'], type: 'REPLACE' });
      expect(replaced.body.errors).toBeUndefined();
      const cart = replaced.body.data!['applyCouponsToCart'].cart;
      expect(cart.applied_coupons).toEqual([{ code: 'EACH5' }]);
      expect(cart.prices.total_item_discount.value).toBe(10);
    });

    it('refuses two codes at once, as one coupon per cart allows', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const { body } = await as(null, APPLY_MANY, {
        id,
        codes: ['WELCOME10', 'EACH5'],
        type: 'REPLACE',
      });
      expect(firstError(body).message).toBe(
        'Maximum allowed number of applied coupons was exceeded.',
      );
      expect((await read(id)).applied_coupons).toEqual([]);
    });

    it('asks for a code when none is given', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      expect(firstError((await apply(id, '  ')).body)).toEqual({
        message: 'Required parameter "coupon_code" is missing',
        category: 'graphql-input',
      });
      const many = await as(null, APPLY_MANY, { id, codes: [], type: 'REPLACE' });
      expect(firstError(many.body).message).toBe('Required parameter "coupon_codes" is missing');
    });

    it('refuses a coupon on a cart without products', async () => {
      const id = await cartWith([]);
      expect(firstError((await apply(id, 'WELCOME10')).body)).toEqual({
        message: 'Cart does not contain products.',
        category: 'graphql-no-such-entity',
      });
    });

    it('removes the coupon and its discount, with either mutation', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      await apply(id, 'WELCOME10');
      const removed = await as(null, REMOVE, { id });
      expect(removed.body.errors).toBeUndefined();
      expect(removed.body.data!['removeCouponFromCart'].cart).toMatchObject({
        applied_coupons: [],
        applied_coupon: null,
        prices: { discounts: [], grand_total: { value: 49.9 } },
      });
      await apply(id, 'WELCOME10');
      const other = await as(null, REMOVE_MANY, { id, codes: ['EACH5'] });
      expect(other.body.data!['removeCouponsFromCart'].cart.applied_coupons).toEqual([
        { code: 'WELCOME10' },
      ]);
      const all = await as(null, REMOVE_MANY, { id, codes: [] });
      expect(all.body.data!['removeCouponsFromCart'].cart.applied_coupons).toEqual([]);
    });

    it('stops showing a coupon whose condition the cart no longer meets', async () => {
      const db = commerce.database.db;
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 3 }]);
      expect((await apply(id, 'TAKE20')).body.errors).toBeUndefined();
      const cart = await db
        .selectFrom('carts')
        .where('masked_id', '=', id)
        .select('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('cart_items')
        .set({ quantity: 1 })
        .where('cart_id', '=', cart.id)
        .execute();
      const after = await read(id);
      expect(after.applied_coupons).toEqual([]);
      expect(after.prices.discounts).toEqual([]);
    });

    it('bounds how many codes one request may name', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const codes = Array.from({ length: 21 }, (_, i) => `CODE${i}`);
      const { body } = await as(null, REMOVE_MANY, { id, codes });
      expect(firstError(body).category).toBe('graphql-input');
    });
  });

  describe('rules without a coupon and the order of rules', () => {
    it('applies an automatic rule beside a coupon rule that discards subsequent rules', async () => {
      const db = commerce.database.db;
      const website = await db
        .selectFrom('websites')
        .where('code', '=', 'loomfrontcom_me')
        .select('id')
        .executeTakeFirstOrThrow();
      const towels = await db
        .selectFrom('categories')
        .where('url_key', '=', 'towels')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const rule = async (values: {
        name: string;
        percent: string;
        sortOrder: number;
        stop: boolean;
        coupon?: string;
        category?: number;
      }) => {
        const { id } = await db
          .insertInto('sales_rules')
          .values({
            name: values.name,
            label: values.name,
            action: 'by_percent',
            discount_percent: values.percent,
            sort_order: values.sortOrder,
            stop_rules_processing: values.stop,
            uses_coupon: values.coupon !== undefined,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('sales_rule_websites')
          .values({ rule_id: id, website_id: website.id })
          .execute();
        if (values.category)
          await db
            .insertInto('sales_rule_categories')
            .values({ rule_id: id, category_id: values.category })
            .execute();
        if (values.coupon)
          await db
            .insertInto('sales_rule_coupons')
            .values({ rule_id: id, code: values.coupon })
            .execute();
        return id;
      };
      const ids = [
        await rule({
          name: 'Towel week',
          percent: '50',
          sortOrder: 1,
          stop: true,
          coupon: 'TOWELWEEK',
          category: towels.id,
        }),
        await rule({ name: 'Everything 10%', percent: '10', sortOrder: 5, stop: false }),
      ];
      try {
        const id = await cartWith(
          [
            { sku: 'CR-SHEET', quantity: 1 },
            { sku: 'CR-TOWEL', quantity: 1 },
          ],
          'me',
        );
        // Without a coupon, the automatic rule discounts every line.
        expect((await read(id, 'me')).prices.discounts).toEqual([
          { label: 'Everything 10%', amount: { value: 29.8, currency: 'AED' } },
        ]);
        const { body } = await apply(id, 'TOWELWEEK', 'me');
        expect(body.errors).toBeUndefined();
        const cart = body.data!['applyCouponToCart'].cart;
        // The towel gets the coupon's 50 % and nothing after it; the sheet keeps the 10 %.
        expect(
          cart.items.map((item: { prices: { discounts: Array<{ label: string }> } }) =>
            item.prices.discounts.map((entry) => entry.label),
          ),
        ).toEqual([['Everything 10%'], ['Towel week']]);
        expect(cart.prices.discounts).toEqual([
          { label: 'Towel week', amount: { value: 49.5, currency: 'AED' } },
          { label: 'Everything 10%', amount: { value: 19.9, currency: 'AED' } },
        ]);
        expect(cart.prices.grand_total.value).toBe(228.6);
      } finally {
        await db.deleteFrom('sales_rules').where('id', 'in', ids).execute();
      }
    });
  });

  describe('the cart guard in front of coupons', () => {
    it('answers another customer’s cart exactly as a missing one', async () => {
      const adas = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'default', ada);
      const missing = 'x'.repeat(32);
      for (const [query, variables] of [
        [APPLY, { code: 'WELCOME10' }],
        [REMOVE, {}],
        [REMOVE_MANY, { codes: [] }],
        [APPLY_MANY, { codes: ['WELCOME10'], type: 'REPLACE' }],
      ] as const) {
        const theirs = await bob.gql(query, { id: adas, ...variables });
        const none = await bob.gql(query, { id: missing, ...variables });
        expect(firstError(theirs.body)).toEqual({
          message: `Could not find a cart with ID "${adas}"`,
          category: 'graphql-no-such-entity',
        });
        expect(firstError(none.body)).toEqual({
          message: `Could not find a cart with ID "${missing}"`,
          category: 'graphql-no-such-entity',
        });
        const asGuest = await commerce.gql(query, { id: adas, ...variables }, { Store: 'default' });
        expect(firstError(asGuest.body).message).toBe(`Could not find a cart with ID "${adas}"`);
      }
      expect((await ada.gql(CART, { id: adas })).body.data!['cart'].applied_coupons).toEqual([]);
    });

    it('refuses a cart of another store view as Magento does', async () => {
      const id = await cartWith([{ sku: 'CR-SHEET', quantity: 1 }], 'at');
      const { body } = await apply(id, 'WELCOME10', 'default');
      expect(firstError(body).message).toBe(`Wrong store code specified for cart "${id}"`);
    });
  });
});
