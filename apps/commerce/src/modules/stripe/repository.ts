// SQL of card payments and the webhook events already applied. A payment's row is locked (FOR
// UPDATE) while a result is applied to it, so a callback and a webhook about the same intent take
// turns; the expiry job claims due rows with FOR UPDATE SKIP LOCKED, so several commerce
// processes never work on the same one.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { StripePaymentStatus, StripePaymentsTable } from './tables';

export type StripePaymentRow = Selectable<StripePaymentsTable>;

export interface NewStripePayment {
  cartId: number;
  /** The cart's masked id: random, so keys never repeat across databases sharing a Stripe account. */
  maskedCartId: string;
  orderId: number;
  orderNumber: string;
  customerId: number | null;
  storeViewCode: string;
  amount: number;
  currency: string;
  expiresAt: Date;
}

export class StripePaymentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The cart's next attempt, with the idempotency key of its PaymentIntent: the cart (a digest of
   * its masked id, which is never sent) and the attempt, so a retried creation of the same attempt
   * is answered by Stripe with the same intent.
   */
  async insert(payment: NewStripePayment): Promise<StripePaymentRow> {
    const { attempt } = await this.db
      .selectFrom('stripe_payments')
      .select((eb) => eb.fn.coalesce(eb.fn.max('attempt'), sql<number>`0`).as('attempt'))
      .where('cart_id', '=', payment.cartId)
      .executeTakeFirstOrThrow();
    const next = Number(attempt) + 1;
    return this.db
      .insertInto('stripe_payments')
      .values({
        cart_id: payment.cartId,
        attempt: next,
        idempotency_key: `loomfront-cart-${cartDigest(payment.maskedCartId)}-attempt-${next}`,
        order_id: payment.orderId,
        order_number: payment.orderNumber,
        customer_id: payment.customerId,
        store_view_code: payment.storeViewCode,
        amount: payment.amount,
        currency: payment.currency,
        expires_at: payment.expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async byId(id: number): Promise<StripePaymentRow | undefined> {
    return this.db
      .selectFrom('stripe_payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async byIntentId(intentId: string): Promise<StripePaymentRow | undefined> {
    return this.db
      .selectFrom('stripe_payments')
      .selectAll()
      .where('payment_intent_id', '=', intentId)
      .executeTakeFirst();
  }

  /** The row, locked until the transaction `this` runs in ends. */
  async lockedById(id: number): Promise<StripePaymentRow | undefined> {
    return this.db
      .selectFrom('stripe_payments')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The intent created for the payment (a webhook that came first may have stored its id). */
  async setIntent(
    id: number,
    intent: { id: string; clientSecretHash: string | null },
  ): Promise<void> {
    await this.db
      .updateTable('stripe_payments')
      .set({
        payment_intent_id: intent.id,
        client_secret_hash: intent.clientSecretHash,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('payment_intent_id', 'is', null), eb('payment_intent_id', '=', intent.id)]),
      )
      .execute();
  }

  async update(
    id: number,
    change: {
      status: StripePaymentStatus;
      stripeStatus?: string | null;
      lastError?: string | null;
      paymentIntentId?: string;
    },
  ): Promise<void> {
    await this.db
      .updateTable('stripe_payments')
      .set({
        status: change.status,
        ...(change.stripeStatus !== undefined ? { stripe_status: change.stripeStatus } : {}),
        ...(change.lastError !== undefined
          ? { last_error: change.lastError?.slice(0, 1000) ?? null }
          : {}),
        ...(change.paymentIntentId !== undefined
          ? { payment_intent_id: change.paymentIntentId }
          : {}),
        claimed_until: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Records a webhook event's id; false when it was recorded before (the event is a repeat). Run in
   * the transaction that applies the event, so a failure leaves it to be received again.
   */
  async recordEvent(event: {
    id: string;
    type: string;
    paymentIntentId: string | null;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, payment_intent_id: event.paymentIntentId })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /**
   * Takes up to `limit` pending payments whose time is up (and whose earlier claim, if any, has
   * expired): each is claimed until `claimMs` after `now`.
   */
  async claimExpired(now: Date, limit: number, claimMs: number): Promise<StripePaymentRow[]> {
    const until = new Date(now.getTime() + claimMs);
    const { rows } = await sql<StripePaymentRow>`
      update stripe_payments
         set claimed_until = ${until}
       where id in (
         select id from stripe_payments
          where status = 'pending' and expires_at <= ${now}
            and (claimed_until is null or claimed_until <= ${now})
          order by expires_at, id
          limit ${limit}
          for update skip locked)
      returning *`.execute(this.db);
    return rows;
  }

  /** A payment still in flight (e.g. `processing`) is looked at again after `at`. */
  async postpone(id: number, at: Date): Promise<void> {
    await this.db
      .updateTable('stripe_payments')
      .set({ expires_at: at, claimed_until: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Gives a claim back (the job is stopping or the attempt failed): taken again at the next pass. */
  async release(id: number, error: string | null): Promise<void> {
    await this.db
      .updateTable('stripe_payments')
      .set({ claimed_until: null, last_error: error?.slice(0, 1000) ?? null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }
}

function cartDigest(maskedCartId: string): string {
  return createHash('sha256').update(maskedCartId).digest('hex').slice(0, 32);
}
