// The SDK gateway against the fake Stripe: what the service relies on from Stripe's API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, TEST_CARDS, type FakeStripe } from '../../testing/index';
import { InvalidStripeSignature, StripeSdkGateway } from './gateway';

describe('the Stripe gateway', () => {
  let stripe: FakeStripe;
  let gateway: StripeSdkGateway;
  const creation = (key: string, amount = 4990) => ({
    amount,
    currency: 'eur',
    paymentMethodId: TEST_CARDS.success,
    returnUrl: 'http://localhost:3000/checkout/payment-processing',
    paymentId: 7,
    orderNumber: '000000007',
    idempotencyKey: key,
  });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    gateway = new StripeSdkGateway(stripe.config());
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it('answers a repeated creation with the same key by the same intent, charging once', async () => {
    const first = await gateway.createPaymentIntent(creation('key-same'));
    const again = await gateway.createPaymentIntent(creation('key-same'));
    expect(again.id).toBe(first.id);
    expect(stripe.eventsFor(first.id, 'payment_intent.succeeded')).toHaveLength(1);
    expect(first).toMatchObject({ status: 'succeeded', amount: 4990, paymentId: 7 });
  });

  it('refuses the same key with other parameters, as Stripe does', async () => {
    await gateway.createPaymentIntent(creation('key-other'));
    await expect(gateway.createPaymentIntent(creation('key-other', 5000))).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('answers a declined card with its intent and error rather than throwing', async () => {
    const declined = await gateway.createPaymentIntent({
      ...creation('key-declined'),
      paymentMethodId: TEST_CARDS.declined,
    });
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: 'card_declined',
    });
  });

  it('answers the intent as it is when it can no longer be cancelled', async () => {
    const paid = await gateway.createPaymentIntent(creation('key-paid'));
    expect((await gateway.cancelPaymentIntent(paid.id)).status).toBe('succeeded');
  });

  it('refuses an API key Stripe does not know', async () => {
    const stranger = new StripeSdkGateway({ ...stripe.config(), secretKey: 'sk_test_unknown' });
    await expect(stranger.retrievePaymentIntent('pi_123')).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('verifies a signed event and refuses one signed with another secret', async () => {
    const paid = await gateway.createPaymentIntent(creation('key-event'));
    const event = stripe.eventsFor(paid.id, 'payment_intent.succeeded')[0]!;
    const signed = stripe.sign(event);
    const verified = gateway.verifyEvent(
      new TextEncoder().encode(signed.body),
      signed.signature,
      Date.now(),
    );
    expect(verified).toMatchObject({ id: event.id, paymentIntent: { id: paid.id } });
    const forged = stripe.sign(event, { secret: 'whsec_other' });
    expect(() =>
      gateway.verifyEvent(new TextEncoder().encode(forged.body), forged.signature, Date.now()),
    ).toThrow(InvalidStripeSignature);
  });
});
