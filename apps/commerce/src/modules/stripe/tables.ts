// Table types of the Stripe module (migration 0023). db/tables.api.test.ts checks them against the
// migrated database.
import type { Generated } from 'kysely';
import type { Timestamp, TimestampWithDefault } from '../../db/column-types';

/** Ours: pending until paid, failed (declined or cancelled at Stripe) or expired (never paid in time). */
export type StripePaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface StripePaymentsTable {
  id: Generated<number>;
  cart_id: number;
  /** 1 for the cart's first attempt, then one more per placeOrderByStripe. */
  attempt: number;
  /** Sent with the PaymentIntent's creation: a retried request creates nothing twice. */
  idempotency_key: string;
  order_id: number;
  order_number: string;
  customer_id: number | null;
  store_view_code: string;
  /** Minor units of `currency`, as Stripe takes them. */
  amount: number;
  /** Lower case ISO 4217, as Stripe writes it. */
  currency: string;
  payment_intent_id: string | null;
  /** SHA-256 (hex) of the PaymentIntent's client secret: the proof a callback comes from its payer. */
  client_secret_hash: string | null;
  status: Generated<StripePaymentStatus>;
  /** The PaymentIntent's status as last seen (requires_action, succeeded, …). */
  stripe_status: string | null;
  expires_at: Timestamp;
  /** While the expiry job works on the row; after a crash it is taken again once this passes. */
  claimed_until: Timestamp | null;
  last_error: string | null;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  payment_intent_id: string | null;
  received_at: TimestampWithDefault;
}

export interface StripeTables {
  stripe_payments: StripePaymentsTable;
  stripe_events: StripeEventsTable;
}
