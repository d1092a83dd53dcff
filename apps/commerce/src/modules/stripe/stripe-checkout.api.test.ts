// Card payments with real orders: a cart checked out through the real mutations, placed by
// placeOrderByStripe through the order placement (pending_payment, stock reserved, cart closed),
// then paid (processing), declined (cancelled, stock released, cart given back) or expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock';
import { signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import {
  startFakeStripe,
  startTestCommerce,
  TEST_CARDS,
  type FakeStripe,
  type TestCommerce,
} from '../../testing/index';
import { ADD, GUEST_EMAIL, PLACE_ORDER, checkOut, type Gql } from '../sales/testing/fixtures';
import { insertPricesFixture, type PricesFixture } from '../sales-rule/testing/fixtures';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_UNREACHABLE_MESSAGE } from './service';

const RETURN_URL = 'http://localhost:3000/checkout/payment-processing';
const CREATE_GUEST_CART = `mutation { createGuestCart { cart { id } } }`;
const PLACE = `mutation ($input: PlaceOrderByStripeInput!) {
  placeOrderByStripe(input: $input) {
    order_number order_token payment_intent_id client_secret status redirect_url
    errors { code message }
  }
}`;
const CALLBACK = `mutation ($input: HandlePaymentCallbackInput!) {
  handlePaymentCallback(input: $input) { order_number status }
}`;
const CUSTOMER_CART = `{ customerCart { id total_quantity } }`;
const METHODS = `query ($id: String!) { cart(cart_id: $id) { available_payment_methods { code title } } }`;

describe('card payments with real orders', () => {
  let stripe: FakeStripe;
  let commerce: TestCommerce;
  let products: PricesFixture;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const as =
    (store: string): Gql =>
    (query, variables = {}) =>
      commerce.gql(query, variables, { Store: store });
  const db = () => commerce.database.db;

  /** A guest cart of `store` with two towels, checked out (addresses, shipping) without a payment. */
  async function checkedOutCart(store = 'default'): Promise<string> {
    const gql = as(store);
    const id = (await gql(CREATE_GUEST_CART)).body.data!['createGuestCart'].cart.id as string;
    const added = (await gql(ADD, { id, items: [{ sku: 'CR-TOWEL', quantity: 2 }] })).body;
    expect(added.data!['addProductsToCart'].user_errors).toEqual([]);
    await gql(GUEST_EMAIL, { id, email: 'card@example.com' });
    await checkOut(gql, id, store, { payment: false });
    return id;
  }
  const placeByCard = async (id: string, card: string, store = 'default', gql = as(store)) => {
    const input = { cart_id: id, payment_method_id: card, return_url: RETURN_URL };
    const { body } = await gql(PLACE, { input });
    expect(body.errors).toBeUndefined();
    return body.data!['placeOrderByStripe'] as {
      order_number: string;
      order_token: string | null;
      payment_intent_id: string;
      client_secret: string;
      status: string;
      errors: Array<{ code: string; message: string }>;
    };
  };
  const customerCart = async (customer: SignedInCustomer) => {
    const { body } = await customer.gql(CUSTOMER_CART, {}, 'default');
    expect(body.errors).toBeUndefined();
    return body.data!['customerCart'] as { id: string; total_quantity: number };
  };
  /** A customer's cart with two towels, placed by a card that asks for 3-D Secure. */
  async function customerAtTheBank(customer: SignedInCustomer) {
    const gql: Gql = (query, variables = {}) => customer.gql(query, variables, 'default');
    const { id } = await customerCart(customer);
    const added = (await gql(ADD, { id, items: [{ sku: 'CR-TOWEL', quantity: 2 }] })).body;
    expect(added.data!['addProductsToCart'].user_errors).toEqual([]);
    await checkOut(gql, id, 'default', { payment: false });
    const placed = await placeByCard(id, TEST_CARDS.threeDSecure, 'default', gql);
    expect(placed.status).toBe('REQUIRES_ACTION');
    return { id, gql, placed };
  }
  /** The shopper fails 3-D Secure; the page the bank returns to asks how the payment stands. */
  async function failAuthentication(
    placed: { payment_intent_id: string; client_secret: string },
    gql: Gql,
  ) {
    stripe.authenticate(placed.payment_intent_id, false);
    const input = {
      payment_intent_id: placed.payment_intent_id,
      client_secret: placed.client_secret,
    };
    const { body } = await gql(CALLBACK, { input });
    expect(body.data!['handlePaymentCallback']).toMatchObject({ status: 'FAILED' });
  }
  const order = (number: string) =>
    db()
      .selectFrom('orders')
      .select([
        'id',
        'state',
        'status',
        'payment_method',
        'base_grand_total_minor',
        'base_currency_code',
        'token',
      ])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
  const reserved = async () =>
    (
      await db()
        .selectFrom('inventory')
        .select('reserved')
        .where('product_id', '=', products.towel)
        .executeTakeFirstOrThrow()
    ).reserved;
  const cartActive = async (maskedId: string) =>
    (
      await db()
        .selectFrom('carts')
        .select('is_active')
        .where('masked_id', '=', maskedId)
        .executeTakeFirstOrThrow()
    ).is_active;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    commerce = await startTestCommerce({ clock, config: { stripe: stripe.config() } });
    products = await insertPricesFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
    await stripe?.close();
  });

  it('offers Pay by Card on the cart, and placeOrder refuses a cart to be paid by card', async () => {
    const id = await checkedOutCart();
    const { body } = await as('default')(METHODS, { id });
    expect(body.data!['cart'].available_payment_methods).toContainEqual({
      code: 'stripe_payments',
      title: 'Pay by Card',
    });
    await checkOut(as('default'), id, 'default', {
      shippingAddress: false,
      billingAddress: false,
      payment: 'stripe_payments',
    });
    const placed = await as('default')(PLACE_ORDER, { id });
    expect(placed.body.errors?.[0]).toMatchObject({
      message: 'The requested Payment Method is not available.',
      extensions: { category: 'graphql-input', error_code: 'UNABLE_TO_PLACE_ORDER' },
    });
    expect(await cartActive(id)).toBe(true);
  });

  it("charges the order's grand total in the website's currency and moves the paid order to processing", async () => {
    const before = await reserved();
    for (const store of ['default', 'us']) {
      const id = await checkedOutCart(store);
      const placed = await placeByCard(id, TEST_CARDS.success, store);
      expect(placed).toMatchObject({ status: 'PAID', errors: [] });
      const placedOrder = await order(placed.order_number);
      expect(placedOrder).toMatchObject({
        state: 'processing',
        status: 'processing',
        payment_method: 'stripe_payments',
      });
      // The token opens the order to the shopper who placed it (ADR 0060), as placeOrder's does.
      expect(placed.order_token).toBe(placedOrder.token);
      const intent = stripe.intents.get(placed.payment_intent_id)!;
      expect(intent.amount).toBe(placedOrder.base_grand_total_minor);
      expect(intent.currency).toBe(placedOrder.base_currency_code.toLowerCase());
      expect(await cartActive(id)).toBe(false);
    }
    expect(await reserved()).toBe(before + 4);
  });

  it('places one order when the same cart is sent to be paid several times at once', async () => {
    const before = await reserved();
    const id = await checkedOutCart();
    const input = { cart_id: id, payment_method_id: TEST_CARDS.success, return_url: RETURN_URL };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => as('default')(PLACE, { input })),
    );
    const placed = answers.filter((answer) => !answer.body.errors);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body.data!['placeOrderByStripe'].status).toBe('PAID');
    expect(await reserved()).toBe(before + 2);
    const orders = await db()
      .selectFrom('orders')
      .innerJoin('carts', 'carts.id', 'orders.cart_id')
      .where('carts.masked_id', '=', id)
      .select('orders.id')
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('cancels a declined order, releases its stock and gives the cart back for another card', async () => {
    const before = await reserved();
    const id = await checkedOutCart();
    const declined = await placeByCard(id, TEST_CARDS.declined);
    expect(declined).toMatchObject({
      status: 'FAILED',
      errors: [{ code: 'PAYMENT_FAILED', message: PAYMENT_FAILED_MESSAGE }],
    });
    expect(await order(declined.order_number)).toMatchObject({
      state: 'canceled',
      status: 'canceled',
    });
    expect(await reserved()).toBe(before);
    expect(await cartActive(id)).toBe(true);

    const paid = await placeByCard(id, TEST_CARDS.success);
    expect(paid.status).toBe('PAID');
    expect(await reserved()).toBe(before + 2);
  });

  it("gives a customer's cart back after a failed 3-D Secure, though a cart call opened an empty one meanwhile", async () => {
    const customer = await signUp(commerce, 'default');
    const { id, gql, placed } = await customerAtTheBank(customer);
    // The page the bank returns to asks for the header's count: customerCart opens a new cart.
    const meanwhile = await customerCart(customer);
    expect(meanwhile).toMatchObject({ total_quantity: 0 });
    expect(meanwhile.id).not.toBe(id);

    await failAuthentication(placed, gql);
    expect(await customerCart(customer)).toEqual({ id, total_quantity: 2 });
    expect(await cartActive(meanwhile.id)).toBe(false);
  });

  it('keeps the cart a customer filled while at the bank, and does not give the closed one back', async () => {
    const customer = await signUp(commerce, 'default');
    const { id, gql, placed } = await customerAtTheBank(customer);
    const meanwhile = await customerCart(customer);
    const added = (await gql(ADD, { id: meanwhile.id, items: [{ sku: 'CR-TOWEL', quantity: 1 }] }))
      .body;
    expect(added.data!['addProductsToCart'].user_errors).toEqual([]);

    await failAuthentication(placed, gql);
    expect(await customerCart(customer)).toEqual({ id: meanwhile.id, total_quantity: 1 });
    expect(await cartActive(id)).toBe(false);
  });

  it('cancels an order left unpaid for 30 minutes and releases its stock', async () => {
    const before = await reserved();
    const waiting = await placeByCard(await checkedOutCart(), TEST_CARDS.threeDSecure);
    expect(waiting.status).toBe('REQUIRES_ACTION');
    expect(await order(waiting.order_number)).toMatchObject({ state: 'pending_payment' });
    expect(await reserved()).toBe(before + 2);
    offsetMs = 31 * 60_000;
    try {
      await commerce.commerce.services.stripe.expireDue();
    } finally {
      offsetMs = 0;
    }
    expect(await order(waiting.order_number)).toMatchObject({ state: 'canceled' });
    expect(await reserved()).toBe(before);
    // The shopper's late success at Stripe is impossible: the intent was cancelled first.
    expect(stripe.intents.get(waiting.payment_intent_id)!.status).toBe('canceled');
  });
});

describe('card payments with real orders while Stripe cannot be reached', () => {
  let commerce: TestCommerce;
  let products: PricesFixture;
  const gql: Gql = (query, variables = {}) => commerce.gql(query, variables, { Store: 'default' });

  beforeAll(async () => {
    const unreachable = await startFakeStripe();
    await unreachable.close();
    commerce = await startTestCommerce({ config: { stripe: unreachable.config() } });
    products = await insertPricesFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('cancels the order at once, releases its stock and leaves the cart usable for another payment', async () => {
    const db = commerce.database.db;
    const reserved = async () =>
      (
        await db
          .selectFrom('inventory')
          .select('reserved')
          .where('product_id', '=', products.towel)
          .executeTakeFirstOrThrow()
      ).reserved;
    const before = await reserved();
    const id = (await gql(CREATE_GUEST_CART)).body.data!['createGuestCart'].cart.id as string;
    await gql(ADD, { id, items: [{ sku: 'CR-TOWEL', quantity: 2 }] });
    await gql(GUEST_EMAIL, { id, email: 'card@example.com' });
    await checkOut(gql, id, 'default', { payment: false });
    const input = { cart_id: id, payment_method_id: TEST_CARDS.success, return_url: RETURN_URL };
    const { body } = await gql(PLACE, { input });
    expect(body.errors).toBeUndefined();
    const placed = body.data!['placeOrderByStripe'] as { order_number: string };
    expect(placed).toMatchObject({
      status: 'FAILED',
      payment_intent_id: null,
      client_secret: null,
      errors: [{ code: 'PAYMENT_FAILED', message: PAYMENT_UNREACHABLE_MESSAGE }],
    });
    const order = await db
      .selectFrom('orders')
      .select(['state', 'status'])
      .where('number', '=', placed.order_number)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ state: 'canceled', status: 'canceled' });
    expect(await reserved()).toBe(before);
    const cart = await db
      .selectFrom('carts')
      .select('is_active')
      .where('masked_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(cart.is_active).toBe(true);

    // The same cart, with another payment method, becomes an order.
    await checkOut(gql, id, 'default', {
      shippingAddress: false,
      billingAddress: false,
      payment: 'checkmo',
    });
    const again = await gql(PLACE_ORDER, { id });
    expect(again.body.errors).toBeUndefined();
    expect(await reserved()).toBe(before + 2);
  });
});

describe('the card method without Stripe configured', () => {
  let commerce: TestCommerce;
  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { stripe: null } });
    await insertPricesFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('is not offered on the cart and cannot be chosen', async () => {
    const gql: Gql = (query, variables = {}) =>
      commerce.gql(query, variables, { Store: 'default' });
    const id = (await gql(CREATE_GUEST_CART)).body.data!['createGuestCart'].cart.id as string;
    await gql(ADD, { id, items: [{ sku: 'CR-TOWEL', quantity: 1 }] });
    await gql(GUEST_EMAIL, { id, email: 'card@example.com' });
    await checkOut(gql, id, 'default', { payment: false });
    const { body } = await gql(METHODS, { id });
    const codes = (body.data!['cart'].available_payment_methods as Array<{ code: string }>).map(
      (method) => method.code,
    );
    expect(codes).toContain('checkmo');
    expect(codes).not.toContain('stripe_payments');
    await expect(
      checkOut(gql, id, 'default', {
        shippingAddress: false,
        billingAddress: false,
        payment: 'stripe_payments',
      }),
    ).rejects.toThrow('The requested Payment Method is not available.');
  });
});
