// Card payments through Stripe over HTTP, against the fake Stripe (testing/fake-stripe.ts) through
// the official SDK: a paid card, a declined one, 3-D Secure passed and failed, webhooks (signed,
// repeated, out of order, forged, stale), the expiry of unpaid orders, and isolation between
// shoppers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce } from '../../app';
import type { Clock } from '../../clock';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import {
  startFakeStripe,
  startTestCommerce,
  TEST_CARDS,
  type FakeStripe,
  type TestCommerce,
} from '../../testing/index';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_UNREACHABLE_MESSAGE } from './service';
import { cardOrderProbe, type CardOrderProbe } from './testing/card-orders';

const STORE = 'default';
const RETURN_URL = 'http://localhost:3000/checkout/payment-processing';

const CONFIGURATION = `{ getStripeConfiguration { apiKey } }`;
const PLACE = `mutation ($input: PlaceOrderByStripeInput!) {
  placeOrderByStripe(input: $input) {
    order_number payment_intent_id client_secret status redirect_url errors { code message }
  }
}`;
const CALLBACK = `mutation ($input: HandlePaymentCallbackInput!) {
  handlePaymentCallback(input: $input) { order_number status errors { code message } }
}`;
const CREATE_GUEST_CART = `mutation { createGuestCart { cart { id } } }`;
const CUSTOMER_CART = `{ customerCart { id } }`;

interface Placed {
  order_number: string | null;
  payment_intent_id: string | null;
  client_secret: string | null;
  status: string | null;
  redirect_url: string | null;
  errors: Array<{ code: string; message: string }>;
}

describe('card payments through Stripe', () => {
  let stripe: FakeStripe;
  let commerce: TestCommerce;
  let orders: CardOrderProbe;
  let ada: SignedInCustomer;
  let bob: SignedInCustomer;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

  const guest = (query: string, variables: Record<string, unknown> = {}) =>
    commerce.gql(query, variables, { Store: STORE });
  const guestCart = async () => {
    const { body } = await guest(CREATE_GUEST_CART);
    return body.data!['createGuestCart'].cart.id as string;
  };
  const customerCart = async (customer: SignedInCustomer) => {
    const { body } = await customer.gql(CUSTOMER_CART);
    return body.data!['customerCart'].id as string;
  };
  const place = async (
    cartId: string,
    card: string,
    as: SignedInCustomer | null = null,
  ): Promise<Placed> => {
    const input = { cart_id: cartId, payment_method_id: card, return_url: RETURN_URL };
    const { body } = as ? await as.gql(PLACE, { input }) : await guest(PLACE, { input });
    expect(body.errors).toBeUndefined();
    return body.data!['placeOrderByStripe'] as Placed;
  };
  const callback = (placed: Placed, as: SignedInCustomer | null = null, secret?: string) => {
    const input = {
      payment_intent_id: placed.payment_intent_id,
      client_secret: secret ?? placed.client_secret,
    };
    return as ? as.gql(CALLBACK, { input }) : guest(CALLBACK, { input });
  };
  const event = (intentId: string, type: string) => {
    const found = stripe.eventsFor(intentId, type);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    orders = cardOrderProbe();
    commerce = await startTestCommerce({
      clock,
      config: { stripe: stripe.config() },
      cardOrders: orders.factory,
    });
    ada = await signUp(commerce, STORE);
    bob = await signUp(commerce, STORE);
  });
  afterAll(async () => {
    await commerce?.close();
    await stripe?.close();
  });

  it('gives the storefront the publishable key and nothing secret', async () => {
    const { body } = await guest(CONFIGURATION);
    expect(body.data!['getStripeConfiguration']).toEqual({ apiKey: stripe.publishableKey });
    expect(JSON.stringify(body)).not.toContain(stripe.secretKey);
    expect(JSON.stringify(body)).not.toContain(stripe.webhookSecret);
  });

  describe('a card that is paid at once', () => {
    let placed: Placed;
    let cartId: string;

    beforeAll(async () => {
      cartId = await guestCart();
      placed = await place(cartId, TEST_CARDS.success);
    });

    it('places the order, charges the grand total and answers it paid with the client secret', async () => {
      expect(placed).toMatchObject({ status: 'PAID', redirect_url: null, errors: [] });
      expect(placed.order_number).toMatch(/\S/);
      expect(placed.payment_intent_id).toMatch(/^pi_/);
      expect(placed.client_secret).toMatch(new RegExp(`^${placed.payment_intent_id}_secret_`));
      const intent = stripe.intents.get(placed.payment_intent_id!)!;
      expect(intent).toMatchObject({
        status: 'succeeded',
        amount: orders.amountOf(placed.order_number!),
        currency: 'eur',
        payment_method: TEST_CARDS.success,
        metadata: { order_number: placed.order_number },
      });
      expect(orders.stateOf(placed.order_number!)).toBe('paid');
    });

    it('creates the PaymentIntent with an idempotency key of the cart and its attempt', async () => {
      const creation = stripe.requests.find(
        (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
      );
      expect(creation?.idempotencyKey).toMatch(/^loomfront-cart-[0-9a-f]{32}-attempt-1$/);
      expect(creation?.idempotencyKey).not.toContain(cartId);
    });

    it('acknowledges the succeeded event once, and the same event again without any change', async () => {
      const succeeded = event(placed.payment_intent_id!, 'payment_intent.succeeded');
      const first = await stripe.deliver(commerce.url, succeeded);
      expect(first).toEqual({ status: 200, body: { received: true, applied: true } });
      const again = await stripe.deliver(commerce.url, succeeded);
      expect(again).toEqual({ status: 200, body: { received: true, applied: false } });
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'paid']);
    });

    it('stays paid when an older event (created) or a failure arrives after the success', async () => {
      const created = event(placed.payment_intent_id!, 'payment_intent.created');
      expect((await stripe.deliver(commerce.url, created)).status).toBe(200);
      const failed = structuredClone(created);
      failed.id = `${failed.id}_failed`;
      failed.type = 'payment_intent.payment_failed';
      failed.data.object.status = 'requires_payment_method';
      failed.data.object.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      };
      expect((await stripe.deliver(commerce.url, failed)).status).toBe(200);
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'paid']);
      const { body } = await callback(placed);
      expect(body.data!['handlePaymentCallback']).toEqual({
        order_number: placed.order_number,
        status: 'PAID',
        errors: [],
      });
    });
  });

  describe('a declined card', () => {
    it('cancels the order, answers "Payment failed. Please try another payment method" and gives the cart back', async () => {
      const cartId = await guestCart();
      const placed = await place(cartId, TEST_CARDS.declined);
      expect(placed).toMatchObject({
        status: 'FAILED',
        errors: [{ code: 'PAYMENT_FAILED', message: PAYMENT_FAILED_MESSAGE }],
      });
      expect(PAYMENT_FAILED_MESSAGE).toBe('Payment failed. Please try another payment method');
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'canceled']);
      // The intent can never be paid afterwards for the cancelled order.
      expect(stripe.intents.get(placed.payment_intent_id!)!.status).toBe('canceled');
      // Its failure event and the cancellation's change nothing more.
      const failed = event(placed.payment_intent_id!, 'payment_intent.payment_failed');
      expect((await stripe.deliver(commerce.url, failed)).status).toBe(200);
      const canceled = event(placed.payment_intent_id!, 'payment_intent.canceled');
      expect((await stripe.deliver(commerce.url, canceled)).status).toBe(200);
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'canceled']);

      // The cart is the shopper's again: another card is a new attempt with its own key.
      const retried = await place(cartId, TEST_CARDS.success);
      expect(retried).toMatchObject({ status: 'PAID', errors: [] });
      expect(retried.order_number).not.toBe(placed.order_number);
      const last = stripe.requests
        .filter((request) => request.path === '/v1/payment_intents')
        .at(-1)!.idempotencyKey!;
      expect(last).toMatch(/^loomfront-cart-[0-9a-f]{32}-attempt-2$/);
      expect(stripe.requests.map((request) => request.idempotencyKey)).toContain(
        last.replace(/2$/, '1'),
      );
    });

    it('does not give the cart back when the order expired unpaid', async () => {
      const cartId = await guestCart();
      await place(cartId, TEST_CARDS.threeDSecure);
      offsetMs = 31 * 60_000;
      await commerce.commerce.services.stripe.expireDue();
      offsetMs = 0;
      const { body } = await guest(PLACE, {
        input: { cart_id: cartId, payment_method_id: TEST_CARDS.success, return_url: RETURN_URL },
      });
      expect(firstError(body).category).toBe('graphql-no-such-entity');
    });
  });

  describe('3-D Secure', () => {
    it('waits for the shopper, then settles the order paid through the callback, once', async () => {
      const cartId = await customerCart(ada);
      const placed = await place(cartId, TEST_CARDS.threeDSecure, ada);
      expect(placed).toMatchObject({ status: 'REQUIRES_ACTION', errors: [] });
      expect(placed.redirect_url).toMatch(new RegExp(`^${stripe.url}/3ds/pi_`));
      expect(orders.stateOf(placed.order_number!)).toBe('pending_payment');

      const waiting = await callback(placed, ada);
      expect(waiting.body.data!['handlePaymentCallback'].status).toBe('REQUIRES_ACTION');

      stripe.authenticate(placed.payment_intent_id!, true);
      for (let i = 0; i < 2; i++) {
        const { body } = await callback(placed, ada);
        expect(body.data!['handlePaymentCallback']).toEqual({
          order_number: placed.order_number,
          status: 'PAID',
          errors: [],
        });
      }
      // The webhook that follows the callback finds the work done.
      const succeeded = event(placed.payment_intent_id!, 'payment_intent.succeeded');
      expect((await stripe.deliver(commerce.url, succeeded)).status).toBe(200);
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'paid']);
    });

    it('cancels the order when authentication fails, whichever of callback and webhook comes first', async () => {
      const placed = await place(await guestCart(), TEST_CARDS.threeDSecure);
      stripe.authenticate(placed.payment_intent_id!, false);
      const failed = event(placed.payment_intent_id!, 'payment_intent.payment_failed');
      expect(await stripe.deliver(commerce.url, failed)).toEqual({
        status: 200,
        body: { received: true, applied: true },
      });
      const { body } = await callback(placed);
      expect(body.data!['handlePaymentCallback']).toEqual({
        order_number: placed.order_number,
        status: 'FAILED',
        errors: [{ code: 'PAYMENT_FAILED', message: PAYMENT_FAILED_MESSAGE }],
      });
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'canceled']);
      expect(stripe.intents.get(placed.payment_intent_id!)!.status).toBe('canceled');
    });

    it('settles once when callbacks and the webhook arrive at the same moment', async () => {
      const placed = await place(await guestCart(), TEST_CARDS.threeDSecure);
      stripe.authenticate(placed.payment_intent_id!, true);
      const succeeded = event(placed.payment_intent_id!, 'payment_intent.succeeded');
      const answers = await Promise.all([
        callback(placed),
        stripe.deliver(commerce.url, succeeded),
        callback(placed),
        stripe.deliver(commerce.url, succeeded),
        callback(placed),
      ]);
      for (const answer of answers) expect(answer.status).toBe(200);
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'paid']);
    });

    it('ends paid when the success arrives before the events that came first', async () => {
      const placed = await place(await guestCart(), TEST_CARDS.threeDSecure);
      stripe.authenticate(placed.payment_intent_id!, true);
      const intentId = placed.payment_intent_id!;
      for (const type of [
        'payment_intent.succeeded',
        'payment_intent.requires_action',
        'payment_intent.created',
      ]) {
        expect((await stripe.deliver(commerce.url, event(intentId, type))).status).toBe(200);
      }
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'paid']);
    });

    it('finds the payment by its metadata when the success arrives before the intent id was stored', async () => {
      const placed = await place(await guestCart(), TEST_CARDS.threeDSecure);
      await commerce.database.db
        .updateTable('stripe_payments')
        .set({ payment_intent_id: null })
        .where('payment_intent_id', '=', placed.payment_intent_id)
        .execute();
      stripe.authenticate(placed.payment_intent_id!, true);
      const succeeded = event(placed.payment_intent_id!, 'payment_intent.succeeded');
      expect((await stripe.deliver(commerce.url, succeeded)).body).toEqual({
        received: true,
        applied: true,
      });
      expect(orders.stateOf(placed.order_number!)).toBe('paid');
    });
  });

  describe('webhook signatures', () => {
    let placed: Placed;
    beforeAll(async () => {
      placed = await place(await guestCart(), TEST_CARDS.threeDSecure);
      stripe.authenticate(placed.payment_intent_id!, true);
    });

    it('applies an event delivered many times at once exactly once', async () => {
      const other = await place(await guestCart(), TEST_CARDS.threeDSecure);
      stripe.authenticate(other.payment_intent_id!, true);
      const succeeded = event(other.payment_intent_id!, 'payment_intent.succeeded');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => stripe.deliver(commerce.url, succeeded)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(
        answers.filter((answer) => (answer.body as { applied: boolean }).applied),
      ).toHaveLength(1);
      expect(orders.transitionsOf(other.order_number!)).toEqual(['pending_payment', 'paid']);
    });

    it('refuses a body signed with another secret, a tampered body and a missing signature', async () => {
      const succeeded = event(placed.payment_intent_id!, 'payment_intent.succeeded');
      const forged = await stripe.deliver(commerce.url, succeeded, {
        secret: 'whsec_someoneelse',
      });
      expect(forged).toEqual({ status: 400, body: { message: 'Invalid signature' } });
      const { signature } = stripe.sign(succeeded);
      const tampered = await fetch(`${commerce.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
        body: JSON.stringify({ ...succeeded, id: 'evt_other' }),
      });
      expect(tampered.status).toBe(400);
      const unsigned = await fetch(`${commerce.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(succeeded),
      });
      expect(unsigned.status).toBe(400);
      expect(orders.stateOf(placed.order_number!)).toBe('pending_payment');
    });

    it('refuses a signature older than 300 seconds and accepts one within them', async () => {
      const succeeded = event(placed.payment_intent_id!, 'payment_intent.succeeded');
      const now = Math.floor(Date.now() / 1000);
      const stale = await stripe.deliver(commerce.url, succeeded, { timestamp: now - 301 });
      expect(stale.status).toBe(400);
      expect(orders.stateOf(placed.order_number!)).toBe('pending_payment');
      const recent = await stripe.deliver(commerce.url, succeeded, { timestamp: now - 290 });
      expect(recent.status).toBe(200);
      expect(orders.stateOf(placed.order_number!)).toBe('paid');
    });

    it('never marks an order paid by an intent that charged another amount', async () => {
      const other = await place(await guestCart(), TEST_CARDS.threeDSecure);
      const cheaper = structuredClone(event(other.payment_intent_id!, 'payment_intent.created'));
      cheaper.id = `${cheaper.id}_cheaper`;
      cheaper.type = 'payment_intent.succeeded';
      cheaper.data.object.status = 'succeeded';
      cheaper.data.object.amount = 1;
      expect((await stripe.deliver(commerce.url, cheaper)).status).toBe(200);
      expect(orders.stateOf(other.order_number!)).toBe('pending_payment');
    });

    it('acknowledges an event about an intent that is not ours without doing anything', async () => {
      const other = structuredClone(event(placed.payment_intent_id!, 'payment_intent.succeeded'));
      other.id = 'evt_not_ours';
      other.data.object.id = 'pi_notours';
      other.data.object.metadata = {};
      expect(await stripe.deliver(commerce.url, other)).toEqual({
        status: 200,
        body: { received: true, applied: false },
      });
    });
  });

  describe('isolation', () => {
    it("keeps a customer's payment result from other customers and guests, whatever they know", async () => {
      const placed = await place(await customerCart(ada), TEST_CARDS.threeDSecure, ada);
      stripe.authenticate(placed.payment_intent_id!, true);
      for (const as of [bob, null]) {
        const { body } = await callback(placed, as);
        expect(firstError(body)).toEqual({
          message: `Could not find a payment with ID "${placed.payment_intent_id}"`,
          category: 'graphql-no-such-entity',
        });
      }
      expect(orders.stateOf(placed.order_number!)).toBe('pending_payment');
      const { body } = await callback(placed, ada);
      expect(body.data!['handlePaymentCallback'].status).toBe('PAID');
    });

    it("answers a guest payment's callback only with its client secret", async () => {
      const placed = await place(await guestCart(), TEST_CARDS.threeDSecure);
      const other = await place(await guestCart(), TEST_CARDS.threeDSecure);
      for (const secret of [other.client_secret!, 'x', `${placed.client_secret}x`]) {
        const { body } = await callback(placed, bob, secret);
        expect(firstError(body).category).toBe('graphql-no-such-entity');
      }
      const unknown = await callback({ ...placed, payment_intent_id: 'pi_unknown' });
      expect(firstError(unknown.body).category).toBe('graphql-no-such-entity');
    });

    it("never places an order for another shopper's cart", async () => {
      const adaCart = await customerCart(ada);
      const input = {
        cart_id: adaCart,
        payment_method_id: TEST_CARDS.success,
        return_url: RETURN_URL,
      };
      for (const call of [() => bob.gql(PLACE, { input }), () => guest(PLACE, { input })]) {
        const { body } = await call();
        expect(firstError(body)).toEqual({
          message: `Could not find a cart with ID "${adaCart}"`,
          category: 'graphql-no-such-entity',
        });
      }
    });
  });

  describe('refusals', () => {
    it("refuses a return URL outside the storefront and a payment method that is not Stripe's", async () => {
      const cartId = await guestCart();
      const cases = [
        { return_url: 'https://evil.example/checkout', payment_method_id: TEST_CARDS.success },
        { return_url: 'javascript:alert(1)', payment_method_id: TEST_CARDS.success },
        { return_url: `${RETURN_URL}?${'x'.repeat(3000)}`, payment_method_id: TEST_CARDS.success },
        { return_url: RETURN_URL, payment_method_id: 'card_123' },
        { return_url: RETURN_URL, payment_method_id: `pm_${'a'.repeat(300)}` },
      ];
      for (const input of cases) {
        const { body } = await guest(PLACE, { input: { cart_id: cartId, ...input } });
        expect(firstError(body).category).toBe('graphql-input');
      }
    });
  });

  describe('expiry', () => {
    it('cancels an unpaid order after 30 minutes, releases its stock and cancels the intent', async () => {
      const placed = await place(await guestCart(), TEST_CARDS.threeDSecure);
      offsetMs = 29 * 60_000;
      expect(await commerce.commerce.services.stripe.expireDue()).toBe(0);
      offsetMs = 31 * 60_000;
      expect(await commerce.commerce.services.stripe.expireDue()).toBeGreaterThanOrEqual(1);
      offsetMs = 0;
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'canceled']);
      expect(stripe.intents.get(placed.payment_intent_id!)!.status).toBe('canceled');
      const { body } = await callback(placed);
      expect(body.data!['handlePaymentCallback']).toMatchObject({
        status: 'EXPIRED',
        errors: [{ code: 'PAYMENT_EXPIRED' }],
      });
    });

    it('marks paid, not cancelled, an order whose payment succeeded but whose event never came', async () => {
      const placed = await place(await guestCart(), TEST_CARDS.threeDSecure);
      stripe.authenticate(placed.payment_intent_id!, true);
      offsetMs = 31 * 60_000;
      await commerce.commerce.services.stripe.expireDue();
      offsetMs = 0;
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'paid']);
    });
  });
});

describe('the expiry job', () => {
  it('cancels unpaid orders in the background after a restart, and takes over a crashed claim', async () => {
    const stripe = await startFakeStripe();
    const orders = cardOrderProbe();
    let offsetMs = 0;
    const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
    const first = await startTestCommerce({
      clock,
      config: { stripe: stripe.config() },
      cardOrders: orders.factory,
    });
    try {
      const placeOne = async () => {
        const cart = await first.gql(CREATE_GUEST_CART, {}, { Store: STORE });
        const input = {
          cart_id: cart.body.data!['createGuestCart'].cart.id,
          payment_method_id: TEST_CARDS.threeDSecure,
          return_url: RETURN_URL,
        };
        const { body } = await first.gql(PLACE, { input }, { Store: STORE });
        return body.data!['placeOrderByStripe'] as Placed;
      };
      const waiting = await placeOne();
      const claimed = await placeOne();
      // A process claimed this one and died: its claim runs out after a minute.
      await first.database.db
        .updateTable('stripe_payments')
        .set({ claimed_until: new Date(Date.now() + 31 * 60_000 + 30_000) })
        .where('payment_intent_id', '=', claimed.payment_intent_id)
        .execute();
      await first.commerce.close();

      offsetMs = 31 * 60_000;
      const second = await startCommerce({
        database: first.database,
        migrate: false,
        clock,
        cardOrders: orders.factory,
        config: {
          port: 0,
          host: '127.0.0.1',
          nodeEnv: 'test',
          logLevel: 'silent',
          redisUrl: null,
          stripe: stripe.config({ expiryPollIntervalMs: 50 }),
        },
      });
      try {
        await expect
          .poll(() => orders.stateOf(waiting.order_number!), { timeout: 5000 })
          .toBe('canceled');
        expect(orders.stateOf(claimed.order_number!)).toBe('pending_payment');
        offsetMs = 33 * 60_000;
        await expect
          .poll(() => orders.stateOf(claimed.order_number!), { timeout: 5000 })
          .toBe('canceled');
        expect(orders.transitionsOf(waiting.order_number!)).toEqual([
          'pending_payment',
          'canceled',
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await first.database.close();
      await stripe.close();
    }
  });
});

describe('card payments while Stripe cannot be reached', () => {
  it("cancels the order at once and gives the cart back, with Magento's server-error text", async () => {
    const unreachable = await startFakeStripe();
    await unreachable.close();
    const orders = cardOrderProbe();
    let offsetMs = 0;
    const commerce = await startTestCommerce({
      clock: { now: () => new Date(Date.now() + offsetMs) },
      config: { stripe: unreachable.config() },
      cardOrders: orders.factory,
    });
    try {
      const cart = await commerce.gql(CREATE_GUEST_CART, {}, { Store: STORE });
      const cartId = cart.body.data!['createGuestCart'].cart.id as string;
      const input = {
        cart_id: cartId,
        payment_method_id: TEST_CARDS.success,
        return_url: RETURN_URL,
      };
      const { body } = await commerce.gql(PLACE, { input }, { Store: STORE });
      const placed = body.data!['placeOrderByStripe'] as Placed;
      expect(placed).toMatchObject({
        status: 'FAILED',
        client_secret: null,
        payment_intent_id: null,
        errors: [{ code: 'PAYMENT_FAILED', message: PAYMENT_UNREACHABLE_MESSAGE }],
      });
      // Whole or nothing: no order waits for a payment nobody can take.
      expect(orders.transitionsOf(placed.order_number!)).toEqual(['pending_payment', 'canceled']);
      // The expiry job later finds nothing left to do.
      offsetMs = 31 * 60_000;
      expect(await commerce.commerce.services.stripe.expireDue()).toBe(0);
      const cartRow = await commerce.database.db
        .selectFrom('carts')
        .select('is_active')
        .where('masked_id', '=', cartId)
        .executeTakeFirstOrThrow();
      expect(cartRow.is_active).toBe(true);
    } finally {
      await commerce.close();
    }
  });
});

describe('card payments without Stripe configured', () => {
  let commerce: TestCommerce;
  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { stripe: null } });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('offers no publishable key, no card orders and no webhook route', async () => {
    const configuration = await commerce.gql(CONFIGURATION, {}, { Store: STORE });
    expect(configuration.body.data!['getStripeConfiguration']).toEqual({ apiKey: null });
    const { body } = await commerce.gql(
      PLACE,
      {
        input: {
          cart_id: 'x'.repeat(32),
          payment_method_id: TEST_CARDS.success,
          return_url: RETURN_URL,
        },
      },
      { Store: STORE },
    );
    expect(firstError(body)).toEqual({
      message: 'The requested Payment Method is not available.',
      category: 'graphql-input',
    });
    const webhook = await fetch(`${commerce.url}/webhooks/stripe`, { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(404);
  });
});
