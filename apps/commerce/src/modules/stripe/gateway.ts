// The Stripe API as this module uses it, through the official SDK: PaymentIntents created (and
// confirmed) with an idempotency key, read, cancelled; webhook events verified. Only here is the
// SDK named; the service sees plain values, so the rules can be read without Stripe's types.
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** A PaymentIntent as the service needs it. */
export interface PaymentIntentView {
  id: string;
  status: string;
  clientSecret: string | null;
  amount: number;
  currency: string;
  /** Our payment's id, written at creation: finds the payment even before its intent id is stored. */
  paymentId: number | null;
  /** Why the last attempt failed (a decline, a failed 3-D Secure); null when none did. */
  lastPaymentError: string | null;
  /** Where to send the shopper for 3-D Secure, when Stripe asks for a redirect. */
  redirectUrl: string | null;
}

/** A verified webhook event about a PaymentIntent (other objects give `paymentIntent` null). */
export interface StripeEventView {
  id: string;
  type: string;
  paymentIntent: PaymentIntentView | null;
}

export interface CreatePaymentIntent {
  amount: number;
  currency: string;
  paymentMethodId: string;
  returnUrl: string;
  paymentId: number;
  orderNumber: string;
  idempotencyKey: string;
}

export interface StripeGateway {
  /** Creates and confirms; a declined card answers the intent with its error, not a throw. */
  createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntentView>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
  /** Cancels; an intent that can no longer be cancelled (paid meanwhile) answers as it is now. */
  cancelPaymentIntent(id: string): Promise<PaymentIntentView>;
  /** Throws `InvalidStripeSignature` unless the body is signed with the secret, recently enough. */
  verifyEvent(rawBody: Uint8Array, signature: string | null, receivedAtMs: number): StripeEventView;
}

export class InvalidStripeSignature extends Error {
  override name = 'InvalidStripeSignature';
}

export class StripeSdkGateway implements StripeGateway {
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      ...(config.api ?? {}),
      // The SDK retries network failures with the same idempotency key; nothing is charged twice.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntentView> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          payment_method: input.paymentMethodId,
          confirm: true,
          return_url: input.returnUrl,
          description: `Order ${input.orderNumber}`,
          metadata: { payment_id: String(input.paymentId), order_number: input.orderNumber },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return viewOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        return viewOf(error.payment_intent);
      }
      throw error;
    }
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView> {
    return viewOf(await this.stripe.paymentIntents.retrieve(id));
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntentView> {
    try {
      return viewOf(await this.stripe.paymentIntents.cancel(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        // payment_intent_unexpected_state: succeeded or already cancelled; read what it is now.
        return this.retrievePaymentIntent(id);
      }
      throw error;
    }
  }

  verifyEvent(
    rawBody: Uint8Array,
    signature: string | null,
    receivedAtMs: number,
  ): StripeEventView {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        Buffer.from(rawBody),
        signature ?? '',
        this.config.webhookSecret,
        this.config.webhookToleranceSeconds,
        undefined,
        receivedAtMs,
      );
    } catch (error) {
      throw new InvalidStripeSignature(error instanceof Error ? error.message : String(error));
    }
    const object = event.data.object as { object?: string };
    return {
      id: event.id,
      type: event.type,
      paymentIntent:
        object.object === 'payment_intent' ? viewOf(object as Stripe.PaymentIntent) : null,
    };
  }
}

function viewOf(intent: Stripe.PaymentIntent): PaymentIntentView {
  const paymentId = Number(intent.metadata?.payment_id);
  const redirect = intent.next_action?.redirect_to_url?.url ?? null;
  return {
    id: intent.id,
    status: intent.status,
    clientSecret: intent.client_secret ?? null,
    amount: intent.amount,
    currency: intent.currency,
    paymentId: Number.isSafeInteger(paymentId) && paymentId > 0 ? paymentId : null,
    lastPaymentError: intent.last_payment_error
      ? (intent.last_payment_error.code ?? intent.last_payment_error.message ?? 'payment_failed')
      : null,
    redirectUrl: redirect,
  };
}
