// Card payments through Stripe (ADR 0053). One payment per placeOrderByStripe: the order is placed
// as pending_payment and the payment row written in one transaction, then the PaymentIntent is
// created and confirmed with an idempotency key per cart and attempt. Every result — the answer to
// the creation, handlePaymentCallback, a webhook event, the expiry job — goes through `settle`,
// which locks the payment and moves it only forward (state.ts): paid marks the order paid, failed
// or expired cancel it and release its stock. No intent created (Stripe refused or unreachable):
// the payment fails at once, the order is cancelled and the cart given back. A failed intent is
// cancelled at Stripe first, so it can never be paid afterwards for an order already given up.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { StripeConfig } from '../../config';
import type { RequestContext } from '../../context/request-context';
import type { Database } from '../../db/schema';
import { inputError, noSuchEntityError } from '../../errors';
import type { Logger } from '../../logger';
import {
  InvalidStripeSignature,
  type PaymentIntentView,
  type StripeEventView,
  type StripeGateway,
} from './gateway';
import type { CardOrders, CardOrderStatesOver } from './orders-port';
import type { StripePaymentRepository, StripePaymentRow } from './repository';
import { decide, outcomeOf, type IntentOutcome } from './state';
import type { StripePaymentStatus } from './tables';

export const STRIPE_METHOD = { code: 'stripe_payments', title: 'Pay by Card' } as const;
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try another payment method';
/** Magento's answer when placing the order failed for want of a service (Stripe unreachable). */
export const PAYMENT_UNREACHABLE_MESSAGE =
  'A server error stopped your order from being placed. Please try to place your order again.';
export const PAYMENT_EXPIRED_MESSAGE =
  'The time to pay this order has run out. Please place the order again';

export type PaymentAnswerStatus = 'PAID' | 'PENDING' | 'REQUIRES_ACTION' | 'FAILED' | 'EXPIRED';

export interface PaymentError {
  code: 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED';
  message: string;
}

export interface PlaceOrderByStripeResult {
  orderNumber: string | null;
  /** The order's token; null with no order or when the payment failed at once. */
  orderToken: string | null;
  paymentIntentId: string | null;
  clientSecret: string | null;
  status: PaymentAnswerStatus | null;
  redirectUrl: string | null;
  errors: PaymentError[];
}

export interface PaymentCallbackResult {
  orderNumber: string;
  status: PaymentAnswerStatus;
  errors: PaymentError[];
}

const INTENT_ID = /^pi_[A-Za-z0-9]{1,200}$/;
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,200}$/;
const MAX_URL_LENGTH = 2048;
const EXPIRY_BATCH = 10;
/** A payment Stripe still processes when its time is up is looked at again this much later. */
const PROCESSING_RECHECK_MS = 5 * 60_000;

export class StripePaymentService {
  constructor(
    private readonly config: StripeConfig | null,
    private readonly gateway: StripeGateway | null,
    private readonly db: Kysely<Database>,
    private readonly repositoryOver: (executor: Kysely<Database>) => StripePaymentRepository,
    private readonly orders: CardOrders,
    private readonly orderStatesOver: CardOrderStatesOver,
    private readonly clock: Clock,
    /** Origin of the storefront: the only place return_url may lead. */
    private readonly storefrontUrl: string,
    private readonly logger: Logger,
  ) {}

  /** Query.getStripeConfiguration: the publishable key alone. */
  configuration(): { apiKey: string | null } {
    return { apiKey: this.config?.publishableKey ?? null };
  }

  /** The card method for available_payment_methods; null when Stripe is not configured. */
  availableMethod(): { code: string; title: string } | null {
    return this.config ? { ...STRIPE_METHOD } : null;
  }

  private configured(): { config: StripeConfig; gateway: StripeGateway } {
    if (!this.config || !this.gateway) {
      throw inputError('The requested Payment Method is not available.');
    }
    return { config: this.config, gateway: this.gateway };
  }

  // ---- placeOrderByStripe -------------------------------------------------------------------

  async placeOrder(
    context: RequestContext,
    input: { cart_id: string; payment_method_id: string; return_url: string },
  ): Promise<PlaceOrderByStripeResult> {
    const { config, gateway } = this.configured();
    if (!PAYMENT_METHOD_ID.test(input.payment_method_id)) {
      throw inputError('The payment method id is not a Stripe PaymentMethod id (pm_…).');
    }
    const returnUrl = this.checkedReturnUrl(input.return_url);
    const expiresAt = new Date(this.clock.now().getTime() + config.paymentTimeoutMs);
    const { order, recorded: payment } = await this.orders.placePendingPayment(
      context,
      input.cart_id,
      (executor, placed) =>
        this.repositoryOver(executor).insert({
          cartId: placed.cartId,
          maskedCartId: input.cart_id,
          orderId: placed.orderId,
          orderNumber: placed.orderNumber,
          customerId: placed.customerId,
          storeViewCode: placed.storeViewCode,
          amount: placed.amount,
          currency: placed.currency.toLowerCase(),
          expiresAt,
        }),
    );
    let intent: PaymentIntentView;
    try {
      intent = await gateway.createPaymentIntent({
        amount: payment.amount,
        currency: payment.currency,
        paymentMethodId: input.payment_method_id,
        returnUrl,
        paymentId: payment.id,
        orderNumber: order.orderNumber,
        idempotencyKey: payment.idempotency_key,
      });
    } catch (error) {
      return this.creationFailed(payment, error);
    }
    await this.repositoryOver(this.db).setIntent(payment.id, {
      id: intent.id,
      clientSecretHash: intent.clientSecret ? secretHash(intent.clientSecret) : null,
    });
    const status = await this.settleFromStripe(payment.id, intent);
    return {
      orderNumber: order.orderNumber,
      orderToken: order.orderToken,
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      status: answerStatus(status, intent),
      redirectUrl: status === 'pending' ? intent.redirectUrl : null,
      errors: errorsOf(status),
    };
  }

  private checkedReturnUrl(value: string): string {
    let url: URL | null = null;
    try {
      url = value.length <= MAX_URL_LENGTH ? new URL(value) : null;
    } catch {
      url = null;
    }
    if (!url || url.origin !== new URL(this.storefrontUrl).origin) {
      throw inputError('The return URL must be a page of the storefront.');
    }
    return url.toString();
  }

  /**
   * No PaymentIntent: Stripe refused the creation, or could not be reached. Whole or nothing
   * (ADR 0058): the payment fails at once, so the order is cancelled, its stock released and the
   * cart given back, and the shopper may try again. Should an unreachable Stripe have created and
   * charged the intent after all, its webhook finds the payment failed and the charge is logged
   * for a refund (`paid_after_cancel`), as any payment made for an order already cancelled.
   */
  private async creationFailed(
    payment: StripePaymentRow,
    error: unknown,
  ): Promise<PlaceOrderByStripeResult> {
    const reason = error instanceof Error ? error.message : String(error);
    const refused = isStripeRefusal(error);
    this.logger.warn(
      { paymentId: payment.id, orderNumber: payment.order_number, refused, reason },
      'creating a PaymentIntent failed',
    );
    const status = await this.settle(payment.id, { outcome: 'failed', error: reason });
    return {
      orderNumber: payment.order_number,
      orderToken: null,
      paymentIntentId: null,
      clientSecret: null,
      status: answerStatus(status, null),
      redirectUrl: null,
      errors: [
        {
          code: 'PAYMENT_FAILED',
          message: refused ? PAYMENT_FAILED_MESSAGE : PAYMENT_UNREACHABLE_MESSAGE,
        },
      ],
    };
  }

  // ---- handlePaymentCallback ----------------------------------------------------------------

  /**
   * The payer's own look at the payment after a redirect or 3-D Secure: the intent's id with its
   * client secret (which only the payer received), and, for a customer's payment, that customer
   * signed in. Anyone else finds no payment. The intent is read from Stripe, never from the caller.
   */
  async handleCallback(
    context: RequestContext,
    input: { payment_intent_id: string; client_secret: string },
  ): Promise<PaymentCallbackResult> {
    const { gateway } = this.configured();
    const id = input.payment_intent_id;
    const notFound = () =>
      noSuchEntityError(`Could not find a payment with ID "${id.slice(0, 64)}"`);
    if (!INTENT_ID.test(id) || input.client_secret.length > 512) throw notFound();
    const payment = await this.repositoryOver(this.db).byIntentId(id);
    if (
      !payment ||
      !payment.client_secret_hash ||
      !sameHash(payment.client_secret_hash, secretHash(input.client_secret)) ||
      (payment.customer_id !== null && payment.customer_id !== context.customer?.id)
    ) {
      throw notFound();
    }
    const intent = await gateway.retrievePaymentIntent(id);
    const status = await this.settleFromStripe(payment.id, intent);
    return {
      orderNumber: payment.order_number,
      status: answerStatus(status, intent),
      errors: errorsOf(status),
    };
  }

  // ---- Webhooks -----------------------------------------------------------------------------

  /**
   * POST /webhooks/stripe. The signature is checked over the raw body (300 s tolerance); an event
   * id seen before is acknowledged without effect; an event about no payment of ours is
   * acknowledged and ignored. A failure to apply answers 500, so Stripe sends the event again.
   */
  async receiveWebhook(rawBody: Uint8Array, headers: Headers): Promise<Response> {
    const { gateway } = this.configured();
    let event: StripeEventView;
    try {
      event = gateway.verifyEvent(
        rawBody,
        headers.get('stripe-signature'),
        this.clock.now().getTime(),
      );
    } catch (error) {
      if (error instanceof InvalidStripeSignature) {
        this.logger.warn({ reason: error.message }, 'Stripe webhook refused: bad signature');
        return Response.json({ message: 'Invalid signature' }, { status: 400 });
      }
      throw error;
    }
    const intent = event.paymentIntent;
    const payment = intent ? await this.paymentOf(intent) : undefined;
    if (!intent || !payment) {
      return Response.json({ received: true, applied: false });
    }
    const applied = await this.settleFromStripe(payment.id, intent, {
      id: event.id,
      type: event.type,
    });
    return Response.json({ received: true, applied: applied !== 'duplicate' });
  }

  /** By the intent's id, or — before the id is stored — by the payment id in its metadata. */
  private async paymentOf(intent: PaymentIntentView): Promise<StripePaymentRow | undefined> {
    const repository = this.repositoryOver(this.db);
    const byIntent = await repository.byIntentId(intent.id);
    if (byIntent) return byIntent;
    if (intent.paymentId === null) return undefined;
    const byMetadata = await repository.byId(intent.paymentId);
    return byMetadata &&
      (byMetadata.payment_intent_id === null || byMetadata.payment_intent_id === intent.id)
      ? byMetadata
      : undefined;
  }

  // ---- Expiry -------------------------------------------------------------------------------

  /**
   * One pass of the expiry job: every pending payment whose time is up is cancelled at Stripe and
   * its order cancelled (stock released). One paid meanwhile is marked paid instead; one Stripe
   * still processes is looked at again later; one Stripe cannot be asked about now stays claimed
   * until its claim runs out and is tried again. Answers how many payments were claimed.
   */
  async expireDue(): Promise<number> {
    const { config, gateway } = this.configured();
    const repository = this.repositoryOver(this.db);
    let claimed = 0;
    for (;;) {
      const now = this.clock.now();
      const due = await repository.claimExpired(now, EXPIRY_BATCH, config.expiryClaimMs);
      claimed += due.length;
      for (const payment of due) {
        try {
          await this.expire(payment, gateway);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          this.logger.warn({ paymentId: payment.id, reason }, 'expiring a payment failed');
          await repository.release(payment.id, reason);
        }
      }
      if (due.length < EXPIRY_BATCH) return claimed;
    }
  }

  private async expire(payment: StripePaymentRow, gateway: StripeGateway): Promise<void> {
    if (!payment.payment_intent_id) {
      // Stripe could not be reached when the order was placed, and no event told us of an intent
      // since: the shopper was told the payment failed, so it fails, and the cart is given back.
      await this.settle(payment.id, { outcome: 'failed', error: 'no PaymentIntent was created' });
      return;
    }
    const intent = await gateway.cancelPaymentIntent(payment.payment_intent_id);
    if (intent.status === 'processing') {
      await this.repositoryOver(this.db).postpone(
        payment.id,
        new Date(this.clock.now().getTime() + PROCESSING_RECHECK_MS),
      );
      return;
    }
    await this.settle(payment.id, {
      outcome: outcomeOf(intent),
      expiring: true,
      intent,
      error: intent.lastPaymentError,
    });
  }

  // ---- Settling -----------------------------------------------------------------------------

  /**
   * Applies what Stripe says of the intent. A failed intent is cancelled at Stripe before the order
   * is, and what the cancellation answers is what counts (it may have been paid in between).
   */
  private async settleFromStripe(
    paymentId: number,
    intent: PaymentIntentView,
    event?: { id: string; type: string },
  ): Promise<StripePaymentStatus | 'duplicate'> {
    let current = intent;
    if (outcomeOf(intent) === 'failed') {
      try {
        current = await this.gateway!.cancelPaymentIntent(intent.id);
      } catch (error) {
        this.logger.warn(
          { paymentId, intentId: intent.id, err: error },
          'cancelling a failed PaymentIntent at Stripe failed',
        );
      }
    }
    const outcome = outcomeOf(current);
    return this.settle(paymentId, {
      outcome: outcome === 'canceled' && outcomeOf(intent) === 'failed' ? 'failed' : outcome,
      intent: current,
      error: intent.lastPaymentError,
      ...(event ? { event } : {}),
    });
  }

  /** In one transaction: the event recorded (a repeat stops here), the payment locked and moved. */
  private async settle(
    paymentId: number,
    news: {
      outcome: IntentOutcome;
      intent?: PaymentIntentView;
      error: string | null;
      event?: { id: string; type: string };
      expiring?: boolean;
    },
  ): Promise<StripePaymentStatus | 'duplicate'> {
    return this.db.transaction().execute(async (trx) => {
      const repository = this.repositoryOver(trx);
      if (news.event) {
        const first = await repository.recordEvent({
          id: news.event.id,
          type: news.event.type,
          paymentIntentId: news.intent?.id ?? null,
        });
        if (!first) return 'duplicate';
      }
      const payment = await repository.lockedById(paymentId);
      if (!payment) throw new Error(`payment ${paymentId} vanished`);
      let outcome = news.outcome;
      if (outcome === 'succeeded' && news.intent && !chargesWhatIsOwed(payment, news.intent)) {
        this.logger.error(
          { paymentId, intentId: news.intent.id, amount: news.intent.amount },
          'a PaymentIntent succeeded for another amount than its order; not marked paid',
        );
        outcome = 'waiting';
      }
      let { next, effect } = decide(payment.status, outcome);
      if (news.expiring && payment.status === 'pending' && outcome !== 'succeeded') {
        next = 'expired';
        effect = 'cancel_order';
      }
      const orders = this.orderStatesOver(trx);
      if (effect === 'mark_paid') await orders.markPaid(payment.order_id);
      if (effect === 'cancel_order') {
        await orders.cancel(payment.order_id);
        // A failed payment gives the cart back, so the shopper can try another card; an order left
        // unpaid until it expired does not.
        if (next === 'failed') await orders.reopenCart(payment.cart_id);
      }
      if (effect === 'paid_after_cancel') {
        this.logger.error(
          { paymentId, orderNumber: payment.order_number, intentId: news.intent?.id },
          'a PaymentIntent was paid for an order already cancelled; refund it in the Stripe dashboard',
        );
      }
      await repository.update(payment.id, {
        status: next,
        ...(news.intent
          ? {
              stripeStatus: news.intent.status,
              ...(payment.payment_intent_id === null ? { paymentIntentId: news.intent.id } : {}),
            }
          : {}),
        ...(effect === 'cancel_order' ? { lastError: news.error ?? next } : {}),
      });
      if (effect !== 'none') {
        this.logger.info(
          { paymentId, orderNumber: payment.order_number, from: payment.status, to: next, effect },
          'card payment settled',
        );
      }
      return next;
    });
  }
}

function chargesWhatIsOwed(payment: StripePaymentRow, intent: PaymentIntentView): boolean {
  return intent.amount === payment.amount && intent.currency.toLowerCase() === payment.currency;
}

function answerStatus(
  status: StripePaymentStatus | 'duplicate',
  intent: PaymentIntentView | null,
): PaymentAnswerStatus {
  switch (status) {
    case 'paid':
      return 'PAID';
    case 'failed':
      return 'FAILED';
    case 'expired':
      return 'EXPIRED';
    default:
      return intent?.status === 'requires_action' ? 'REQUIRES_ACTION' : 'PENDING';
  }
}

function errorsOf(status: StripePaymentStatus | 'duplicate'): PaymentError[] {
  if (status === 'failed') return [{ code: 'PAYMENT_FAILED', message: PAYMENT_FAILED_MESSAGE }];
  if (status === 'expired') return [{ code: 'PAYMENT_EXPIRED', message: PAYMENT_EXPIRED_MESSAGE }];
  return [];
}

function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A Stripe answer that refused the request (4xx): nothing was created or charged. */
function isStripeRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 409;
}
