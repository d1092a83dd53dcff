// placeOrder end to end on the demo stores: every refusal with Magento's message and code (and
// nothing written), a placed order whole (items, addresses, totals, reservation, mail, the cart
// gone), order numbers per store view, totals equal to the cart's in all five storefronts, and the
// order lookups: a customer's history, guestOrder and guestOrderByToken, each closed to others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { customerContexts } from '../../testing/service-context';
import { setStock } from '../cart/testing/fixtures';
import { insertPricesFixture, type PricesFixture } from '../sales-rule/testing/fixtures';
import {
  ADD,
  ADDRESSES,
  CART_TOTALS,
  CUSTOMER_ORDERS,
  GUEST_EMAIL,
  GUEST_ORDER,
  GUEST_ORDER_BY_TOKEN,
  PLACE_ORDER,
  checkOut,
  type CheckoutSteps,
  type Gql,
} from './testing/fixtures';

const CREATE_GUEST_CART = `mutation { createGuestCart { cart { id } } }`;
const CUSTOMER_CART = `{ customerCart { id } }`;
const APPLY = `mutation ($id: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } }
}`;

describe('placing an order', () => {
  let commerce: TestCommerce;
  let products: PricesFixture;
  const as =
    (store: string): Gql =>
    (query, variables = {}) =>
      commerce.gql(query, variables, { Store: store });
  const db = () => commerce.database.db;

  /** A guest cart of `store` with `items`, the guest's e-mail and the checkout steps taken. */
  async function guestCart(
    store: string,
    items: Array<{ sku: string; quantity: number }>,
    options: { email?: string | null; steps?: CheckoutSteps } = {},
  ): Promise<string> {
    const gql = as(store);
    const id = (await gql(CREATE_GUEST_CART)).body.data!['createGuestCart'].cart.id as string;
    if (items.length > 0) {
      const added = (await gql(ADD, { id, items })).body;
      expect(added.data!['addProductsToCart'].user_errors).toEqual([]);
    }
    if (options.email !== null)
      await gql(GUEST_EMAIL, { id, email: options.email ?? 'guest@example.com' });
    if (items.length > 0 && options.steps !== undefined)
      await checkOut(gql, id, store, options.steps);
    return id;
  }

  async function customerCart(
    customer: SignedInCustomer,
    items: Array<{ sku: string; quantity: number }>,
  ): Promise<string> {
    const gql: Gql = (query, variables) => customer.gql(query, variables);
    const id = (await gql(CUSTOMER_CART)).body.data!['customerCart'].id as string;
    await gql(ADD, { id, items });
    await checkOut(gql, id);
    return id;
  }

  const ordersOfCart = async (maskedId: string) =>
    db()
      .selectFrom('orders')
      .innerJoin('carts', 'carts.id', 'orders.cart_id')
      .where('carts.masked_id', '=', maskedId)
      .select('orders.id')
      .execute();

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

  describe('refusals', () => {
    const refusal = async (gql: Gql, id: string) => {
      const { body } = await gql(PLACE_ORDER, { id });
      expect(body.data?.['placeOrder'] ?? null).toBeNull();
      const error = body.errors?.[0];
      return {
        message: error?.message,
        category: error?.extensions?.['category'],
        code: error?.extensions?.['error_code'],
      };
    };

    it('refuses a missing cart id', async () => {
      const { body } = await as('default')(
        `mutation { placeOrder(input: { cart_id: "" }) { order { order_number } } }`,
      );
      expect(body.errors?.[0]).toMatchObject({
        message: 'Required parameter "cart_id" is missing',
        extensions: { category: 'graphql-input' },
      });
    });

    it('answers an unknown cart and another customer’s cart alike, as missing', async () => {
      const unknown = 'x'.repeat(32);
      expect(await refusal(as('default'), unknown)).toEqual({
        message: `Could not find a cart with ID "${unknown}"`,
        category: 'graphql-no-such-entity',
        code: 'CART_NOT_FOUND',
      });
      const ada = await signUp(commerce);
      const adasCart = await customerCart(ada, [{ sku: 'CR-SHEET', quantity: 1 }]);
      expect(await refusal(as('default'), adasCart)).toEqual({
        message: `Could not find a cart with ID "${adasCart}"`,
        category: 'graphql-no-such-entity',
        code: 'CART_NOT_FOUND',
      });
      const bob = await signUp(commerce);
      expect(await refusal((q, v) => bob.gql(q, v), adasCart)).toMatchObject({
        code: 'CART_NOT_FOUND',
      });
      expect(await ordersOfCart(adasCart)).toEqual([]);
    });

    it('refuses a guest cart without an e-mail address', async () => {
      const id = await guestCart('default', [{ sku: 'CR-SHEET', quantity: 1 }], {
        email: null,
        steps: {},
      });
      expect(await refusal(as('default'), id)).toEqual({
        message: 'Guest email for cart is missing.',
        category: 'graphql-input',
        code: 'GUEST_EMAIL_MISSING',
      });
      expect(await ordersOfCart(id)).toEqual([]);
    });

    it('refuses an empty cart', async () => {
      const id = await guestCart('default', []);
      expect(await refusal(as('default'), id)).toEqual({
        message: 'Cart does not contain products.',
        category: 'graphql-input',
        code: 'UNABLE_TO_PLACE_ORDER',
      });
    });

    it.each([
      [
        'no shipping address',
        { shippingAddress: false } as CheckoutSteps,
        "Some addresses can't be used due to the configurations for specific countries.",
      ],
      [
        'no shipping method',
        { shippingMethod: false } as CheckoutSteps,
        'The shipping method is missing. Select the shipping method and try again.',
      ],
      [
        'no billing address',
        { billingAddress: false } as CheckoutSteps,
        'Please check the billing address information.',
      ],
      [
        'no payment method',
        { payment: false } as CheckoutSteps,
        'Enter a valid payment method and try again.',
      ],
    ])('refuses a cart with %s', async (_name, steps, message) => {
      const id = await guestCart('default', [{ sku: 'CR-SHEET', quantity: 1 }], { steps });
      expect(await refusal(as('default'), id)).toEqual({
        message,
        category: 'graphql-input',
        code: 'UNABLE_TO_PLACE_ORDER',
      });
      expect(await ordersOfCart(id)).toEqual([]);
    });

    it('refuses a cart whose product sold out after it was added, and reserves nothing', async () => {
      const id = await guestCart('default', [{ sku: 'CR-PILLOW', quantity: 3 }], { steps: {} });
      await setStock(db(), products.pillow, 2);
      try {
        expect(await refusal(as('default'), id)).toEqual({
          message: 'Your desired amount of the product is not available at this time',
          category: 'graphql-input',
          code: 'UNABLE_TO_PLACE_ORDER',
        });
        expect(await ordersOfCart(id)).toEqual([]);
        const stock = await db()
          .selectFrom('inventory')
          .select('reserved')
          .where('product_id', '=', products.pillow)
          .executeTakeFirstOrThrow();
        expect(stock.reserved).toBe(0);
      } finally {
        await setStock(db(), products.pillow, 500);
      }
    });

    it('refuses a cart whose coupon was used up meanwhile, and counts no use', async () => {
      const rule = await db()
        .insertInto('sales_rules')
        .values({
          name: 'Once',
          label: 'Once',
          action: 'by_percent',
          discount_percent: '10',
          uses_coupon: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const websites = await db().selectFrom('websites').select('id').execute();
      await db()
        .insertInto('sales_rule_websites')
        .values(websites.map((w) => ({ rule_id: rule.id, website_id: w.id })))
        .execute();
      const coupon = await db()
        .insertInto('sales_rule_coupons')
        .values({ rule_id: rule.id, code: 'ONCEONLY', usage_limit: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = await guestCart('default', [{ sku: 'CR-SHEET', quantity: 1 }], { steps: {} });
      expect((await as('default')(APPLY, { id, code: 'ONCEONLY' })).body.errors).toBeUndefined();
      await db()
        .updateTable('sales_rule_coupons')
        .set({ times_used: 1 })
        .where('id', '=', coupon.id)
        .execute();
      expect(await refusal(as('default'), id)).toEqual({
        message: "The coupon code isn't valid. Verify the code and try again.",
        category: 'graphql-input',
        code: 'UNABLE_TO_PLACE_ORDER',
      });
      expect(await ordersOfCart(id)).toEqual([]);
      const after = await db()
        .selectFrom('sales_rule_coupons')
        .select('times_used')
        .where('id', '=', coupon.id)
        .executeTakeFirstOrThrow();
      expect(after.times_used).toBe(1);
    });

    it('refuses a cart already ordered', async () => {
      const id = await guestCart('default', [{ sku: 'CR-SHEET', quantity: 1 }], { steps: {} });
      expect((await as('default')(PLACE_ORDER, { id })).body.errors).toBeUndefined();
      expect(await refusal(as('default'), id)).toEqual({
        message: "The cart isn't active.",
        category: 'graphql-no-such-entity',
        code: 'CART_NOT_ACTIVE',
      });
      expect(await ordersOfCart(id)).toHaveLength(1);
    });
  });

  describe('a placed order', () => {
    it('holds the cart’s items, addresses and totals, reserves the stock, queues the mail and retires the cart', async () => {
      const gql = as('default');
      const id = await guestCart(
        'default',
        [
          { sku: 'CR-SHEET', quantity: 2 },
          { sku: 'CR-TOWEL', quantity: 1 },
        ],
        { email: 'grace@example.com', steps: {} },
      );
      const cart = (await gql(CART_TOTALS, { id })).body.data!['cart'];
      const reservedBefore = await db()
        .selectFrom('inventory')
        .select('reserved')
        .where('product_id', '=', products.sheet)
        .executeTakeFirstOrThrow();
      const { body } = await gql(PLACE_ORDER, { id });
      expect(body.errors).toBeUndefined();
      const placed = body.data!['placeOrder'];
      const order = placed.orderV2;
      expect(placed.errors).toEqual([]);
      expect(placed.order.order_number).toBe(order.number);
      expect(placed.order.order_id).toBe(order.number);
      expect(order.number).toMatch(/^\d{9,}$/);
      expect(order).toMatchObject({
        status: 'Pending',
        email: 'grace@example.com',
        is_virtual: false,
        payment_methods: [{ type: 'checkmo', name: 'Check / Money order', additional_data: [] }],
        shipping_address: {
          firstname: 'Grace',
          lastname: 'Hopper',
          city: 'Berlin',
          country_code: 'DE',
        },
        billing_address: { firstname: 'Grace', postcode: '10115' },
        invoices: [],
        shipments: [],
        credit_memos: [],
      });
      expect(order.order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(order.token).toHaveLength(43);
      expect(
        order.items.map((item: Record<string, unknown>) => [
          item['__typename'],
          item['product_sku'],
          item['quantity_ordered'],
          item['status'],
        ]),
      ).toEqual([
        ['OrderItem', 'CR-SHEET', 2, 'Ordered'],
        ['OrderItem', 'CR-TOWEL', 1, 'Ordered'],
      ]);
      expect(order.total.grand_total).toEqual(cart.prices.grand_total);
      expect(order.total.base_grand_total.currency).toBe('EUR');
      expect(order.carrier).toBeTruthy();
      expect(order.shipping_method).toBeTruthy();

      // The cart is retired: the shopper starts a new one.
      const again = await gql(CART_TOTALS, { id });
      expect(again.body.errors?.[0]?.message).toBe("The cart isn't active.");

      // The stock is reserved, as MSI reservations, and the stock index shows it.
      const [row] = await db()
        .selectFrom('orders')
        .select(['id', 'state', 'status', 'base_grand_total_minor', 'grand_total_minor'])
        .where('number', '=', order.number)
        .execute();
      expect(row).toMatchObject({ state: 'new', status: 'pending' });
      const reservations = await db()
        .selectFrom('inventory_reservations')
        .select(['product_id', 'quantity', 'event_type'])
        .where('object_id', '=', row!.id)
        .orderBy('product_id')
        .execute();
      expect(reservations).toEqual([
        { product_id: products.sheet, quantity: -2, event_type: 'order_placed' },
        { product_id: products.towel, quantity: -1, event_type: 'order_placed' },
      ]);
      const reservedAfter = await db()
        .selectFrom('inventory')
        .select('reserved')
        .where('product_id', '=', products.sheet)
        .executeTakeFirstOrThrow();
      expect(reservedAfter.reserved - reservedBefore.reserved).toBe(2);
      const index = await db()
        .selectFrom('product_stock_index')
        .innerJoin('inventory', 'inventory.product_id', 'product_stock_index.product_id')
        .select(['product_stock_index.saleable_qty as indexed', 'inventory.saleable_qty as own'])
        .where('product_stock_index.product_id', '=', products.sheet)
        .executeTakeFirstOrThrow();
      expect(index.indexed).toBe(index.own);

      // The confirmation waits in the outbox, for the order's e-mail and store view.
      const mail = await db()
        .selectFrom('mail_outbox')
        .select(['template', 'store_view_code', 'recipient', 'variables'])
        .where('template', '=', 'order_confirmation')
        .where('recipient', '=', 'grace@example.com')
        .execute();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ store_view_code: 'default' });
      expect(mail[0]!.variables).toMatchObject({ number: order.number, currency: 'EUR' });
    });

    it('carries the cart’s gift message', async () => {
      const id = await guestCart('default', [{ sku: 'CR-TOWEL', quantity: 1 }], { steps: {} });
      const details = await as('default')(
        `mutation ($id: String!) {
          setGiftWrapDetails(input: { cart_id: $id, message: "Happy birthday", from: "Ann", to: "Bo" }) {
            cart { id }
          }
        }`,
        { id },
      );
      expect(details.body.errors).toBeUndefined();
      const { body } = await as('default')(
        `mutation ($id: String!) {
          placeOrder(input: { cart_id: $id }) { orderV2 { gift_message { from to message } } }
        }`,
        { id },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!['placeOrder'].orderV2.gift_message).toEqual({
        from: 'Ann',
        to: 'Bo',
        message: 'Happy birthday',
      });
    });

    it('orders a virtual cart without a shipping address or method', async () => {
      const id = await guestCart('default', [{ sku: 'CR-GUIDE', quantity: 1 }], {
        steps: { shippingAddress: false },
      });
      const { body } = await as('default')(PLACE_ORDER, { id });
      expect(body.errors).toBeUndefined();
      expect(body.data!['placeOrder'].orderV2).toMatchObject({
        is_virtual: true,
        shipping_address: null,
        carrier: null,
        shipping_method: null,
        billing_address: { firstname: 'Grace' },
        total: { total_shipping: { value: 0 } },
      });
    });

    it('keeps a configurable’s chosen variant and options, and reserves the variant', async () => {
      const pair = await db()
        .selectFrom('configurable_links as l')
        .innerJoin('products as parent', 'parent.id', 'l.parent_id')
        .innerJoin('products as child', 'child.id', 'l.child_id')
        .innerJoin('product_stock_index as s', 's.product_id', 'child.id')
        .where('s.in_stock', '=', true)
        .where('s.saleable_qty', '>', 2)
        .where('child.status', '=', 1)
        .select([
          'parent.sku as parentSku',
          'parent.name as parentName',
          'parent.id as parentId',
          'child.sku as childSku',
          'child.id as childId',
        ])
        .orderBy('child.id')
        .executeTakeFirstOrThrow();
      const indexed = async (productId: number) =>
        (
          await db()
            .selectFrom('product_stock_index')
            .select('saleable_qty')
            .where('product_id', '=', productId)
            .executeTakeFirstOrThrow()
        ).saleable_qty;
      const parentBefore = await indexed(pair.parentId);
      const id = await guestCart(
        'default',
        [{ sku: pair.childSku, parent_sku: pair.parentSku, quantity: 1 } as never],
        { steps: {} },
      );
      const { body } = await as('default')(PLACE_ORDER, { id });
      expect(body.errors).toBeUndefined();
      const [item] = body.data!['placeOrder'].orderV2.items;
      expect(item).toMatchObject({
        product_sku: pair.childSku,
        product_name: pair.parentName,
        product_type: 'configurable',
      });
      expect(item.selected_options.length).toBeGreaterThan(0);
      for (const option of item.selected_options) {
        expect(option.label).toBeTruthy();
        expect(option.value).toBeTruthy();
      }
      const [reservation] = await db()
        .selectFrom('inventory_reservations')
        .innerJoin('orders', 'orders.id', 'inventory_reservations.object_id')
        .where('orders.number', '=', body.data!['placeOrder'].order.order_number)
        .select(['inventory_reservations.product_id', 'inventory_reservations.quantity'])
        .execute();
      expect(reservation).toEqual({ product_id: pair.childId, quantity: -1 });
      // The stock index follows at once, the variant's parent included.
      expect(await indexed(pair.parentId)).toBe(parentBefore - 1);
    });

    it('numbers orders one after the other per store view, each store view with its prefix', async () => {
      const place = async (store: string) => {
        const id = await guestCart(store, [{ sku: 'CR-TOWEL', quantity: 1 }], { steps: {} });
        const { body } = await as(store)(PLACE_ORDER, { id });
        expect(body.errors).toBeUndefined();
        return body.data!['placeOrder'].order.order_number as string;
      };
      const first = await place('default');
      const second = await place('default');
      const austrian = await place('at');
      expect(Number(second)).toBe(Number(first) + 1);
      const at = await db()
        .selectFrom('store_views')
        .select('id')
        .where('code', '=', 'at')
        .executeTakeFirstOrThrow();
      expect(austrian).toMatch(new RegExp(`^${at.id}\\d{9}$`));
      expect(first).toMatch(/^\d{9}$/);
    });

    it.each(['default', 'at', 'us', 'me', 'sa'])(
      'costs in the %s storefront exactly what its cart showed, to the cent, line by line, with and without tax',
      async (store) => {
        const gql = as(store);
        const id = await guestCart(
          store,
          [
            { sku: 'CR-SHEET', quantity: 3 },
            { sku: 'CR-TOWEL', quantity: 2 },
            { sku: 'CR-PILLOW', quantity: 1 },
          ],
          { steps: {} },
        );
        const cart = (await gql(CART_TOTALS, { id })).body.data!['cart'];
        const { body } = await gql(PLACE_ORDER, { id });
        expect(body.errors).toBeUndefined();
        const order = body.data!['placeOrder'].orderV2;
        expect(order.total.grand_total).toEqual(cart.prices.grand_total);
        expect(order.total.subtotal.value).toBe(cart.prices.subtotal_excluding_tax.value);
        expect(order.total.subtotal_excl_tax.value).toBe(cart.prices.subtotal_excluding_tax.value);
        expect(order.total.subtotal_incl_tax.value).toBe(cart.prices.subtotal_including_tax.value);
        expect(order.items.map((item: { prices: unknown }) => item.prices)).toEqual(
          cart.items.map((item: { prices: unknown }) => item.prices),
        );
        const row = await db()
          .selectFrom('orders')
          .select([
            'base_currency_code',
            'order_currency_code',
            'base_to_order_rate',
            'grand_total_minor',
          ])
          .where('number', '=', order.number)
          .executeTakeFirstOrThrow();
        expect(row.order_currency_code).toBe(cart.prices.grand_total.currency);
        expect(order.total.base_grand_total.currency).toBe(row.base_currency_code);
        expect(Number(row.base_to_order_rate)).toBeGreaterThan(0);
      },
    );

    it('writes the Austrian order’s confirmation for the German store view', async () => {
      const id = await guestCart('at', [{ sku: 'CR-TOWEL', quantity: 1 }], {
        email: 'grete@example.com',
        steps: {},
      });
      const { body } = await as('at')(PLACE_ORDER, { id });
      expect(body.errors).toBeUndefined();
      expect(body.data!['placeOrder'].orderV2.status).toBe('Offen');
      const mail = await db()
        .selectFrom('mail_outbox')
        .select(['store_view_code'])
        .where('recipient', '=', 'grete@example.com')
        .where('template', '=', 'order_confirmation')
        .execute();
      expect(mail).toEqual([{ store_view_code: 'at' }]);
    });
  });

  describe('reading orders', () => {
    it('lists a customer’s own orders, newest first, and none of another’s', async () => {
      const ada = await signUp(commerce);
      const bob = await signUp(commerce);
      const numbers: string[] = [];
      for (const sku of ['CR-SHEET', 'CR-TOWEL']) {
        const id = await customerCart(ada, [{ sku, quantity: 1 }]);
        const { body } = await ada.gql(PLACE_ORDER, { id });
        expect(body.errors).toBeUndefined();
        numbers.push(body.data!['placeOrder'].order.order_number);
      }
      const adas = (await ada.gql(CUSTOMER_ORDERS, { pageSize: 10 })).body.data!['customer'].orders;
      expect(adas.total_count).toBe(2);
      expect(adas.items.map((order: { number: string }) => order.number)).toEqual([
        numbers[1],
        numbers[0],
      ]);
      expect(adas.items[0].email).toBe(ada.email);
      const filtered = (await ada.gql(CUSTOMER_ORDERS, { filter: { number: { eq: numbers[0] } } }))
        .body.data!['customer'].orders;
      expect(filtered.items.map((order: { number: string }) => order.number)).toEqual([numbers[0]]);
      const bobs = (await bob.gql(CUSTOMER_ORDERS, { filter: { number: { in: numbers } } })).body
        .data!['customer'].orders;
      expect(bobs).toMatchObject({ items: [], total_count: 0 });
      // A customer's order is not a guest order: guestOrder does not open it.
      const { body } = await commerce.gql(
        GUEST_ORDER,
        { number: numbers[0], email: ada.email, postcode: ADDRESSES['default']!['postcode'] },
        { Store: 'default' },
      );
      expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-no-such-entity');
    });

    it('opens a guest order by number, e-mail and postcode or by its token, and nothing else', async () => {
      const id = await guestCart('default', [{ sku: 'CR-SHEET', quantity: 1 }], {
        email: 'Lookup@Example.com',
        steps: {},
      });
      const placed = (await as('default')(PLACE_ORDER, { id })).body.data!['placeOrder'].orderV2;
      const lookup = (variables: Record<string, unknown>, store = 'default') =>
        commerce.gql(GUEST_ORDER, variables, { Store: store });
      const found = await lookup({
        number: placed.number,
        email: 'lookup@example.com',
        postcode: ' 101 15 ',
      });
      expect(found.body.errors).toBeUndefined();
      expect(found.body.data!['guestOrder'].number).toBe(placed.number);
      for (const [variables, store] of [
        [{ number: placed.number, email: 'other@example.com', postcode: '10115' }, 'default'],
        [{ number: placed.number, email: 'lookup@example.com', postcode: '1010' }, 'default'],
        [{ number: placed.number, email: 'lookup@example.com', postcode: '10115' }, 'at'],
        [{ number: 'x'.repeat(500), email: 'lookup@example.com', postcode: '10115' }, 'default'],
      ] as const) {
        const { body } = await lookup(variables, store);
        expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-no-such-entity');
        expect(body.data).toBeNull();
      }
      const byToken = await commerce.gql(
        GUEST_ORDER_BY_TOKEN,
        { token: placed.token },
        { Store: 'default' },
      );
      expect(byToken.body.data!['guestOrderByToken'].number).toBe(placed.number);
      const wrong = await commerce.gql(
        GUEST_ORDER_BY_TOKEN,
        { token: 'A'.repeat(43) },
        { Store: 'default' },
      );
      expect(wrong.body.errors?.[0]?.extensions?.['category']).toBe('graphql-no-such-entity');
      // Bob, signed in, cannot list it either.
      const bob = await signUp(commerce);
      const bobs = (await bob.gql(CUSTOMER_ORDERS, { filter: { number: { eq: placed.number } } }))
        .body.data!['customer'].orders;
      expect(bobs.total_count).toBe(0);
    });
  });

  describe('the card payment seam', () => {
    it('places an order waiting for its payment, then pays it or cancels it and releases its stock', async () => {
      const contextOf = customerContexts(() => commerce.commerce.services);
      const placement = commerce.commerce.services.orderPlacement;
      const reserved = async () =>
        (
          await db()
            .selectFrom('inventory')
            .select('reserved')
            .where('product_id', '=', products.towel)
            .executeTakeFirstOrThrow()
        ).reserved;
      const start = await reserved();
      const place = async () => {
        const id = await guestCart('default', [{ sku: 'CR-TOWEL', quantity: 2 }], {
          email: 'card@example.com',
          steps: {},
        });
        return placement.place(await contextOf(null), id, {
          payment: { code: 'stripe', title: 'Credit card' },
          start: { state: 'pending_payment', status: 'pending_payment' },
        });
      };
      const paid = await place();
      expect(paid).toMatchObject({ state: 'pending_payment', paymentMethod: 'stripe' });
      const waiting = await db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', 'card@example.com')
        .execute();
      expect(waiting).toEqual([]);
      expect(await reserved()).toBe(start + 2);
      expect(await placement.markPaid(paid.id)).toMatchObject({
        state: 'processing',
        status: 'processing',
      });
      expect(await placement.markPaid(paid.id)).toBeNull();
      const mailed = await db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', 'card@example.com')
        .execute();
      expect(mailed).toHaveLength(1);

      const failed = await place();
      expect(await reserved()).toBe(start + 4);
      const canceled = await placement.cancel(failed.id);
      expect(canceled).toMatchObject({ state: 'canceled', status: 'canceled' });
      expect(canceled!.items[0]!.quantityCanceled).toBe(2);
      expect(await reserved()).toBe(start + 2);
      expect(await placement.cancel(failed.id)).toBeNull();
      const rows = await db()
        .selectFrom('inventory_reservations')
        .select(['quantity', 'event_type'])
        .where('object_id', '=', failed.id)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { quantity: -2, event_type: 'order_placed' },
        { quantity: 2, event_type: 'order_canceled' },
      ]);
    });
  });
});
