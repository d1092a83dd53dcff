// What a PaymentIntent's state means for our payment, whatever order Stripe's events arrive in.
// Our payment only moves forward: pending → paid, or pending → failed / expired, and a paid
// payment stays paid. So a `payment_failed` after `succeeded`, a `created` after `succeeded`, or
// the same event twice change nothing; an intent paid after its order was given up is reported.
import type { StripePaymentStatus } from './tables';

/** What a PaymentIntent says happened. */
export type IntentOutcome = 'succeeded' | 'failed' | 'canceled' | 'waiting';

export function outcomeOf(intent: {
  status: string;
  lastPaymentError: string | null;
}): IntentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      // A new intent asks for a method too; one that tried and failed carries the error.
      return intent.lastPaymentError ? 'failed' : 'waiting';
    default:
      // processing, requires_action, requires_confirmation, requires_capture
      return 'waiting';
  }
}

export type PaymentEffect =
  /** Nothing to do: a repeat, a step in between, or news older than what we know. */
  | 'none'
  /** The order is paid: it moves on to processing. */
  | 'mark_paid'
  /** The payment failed: the order is cancelled and its stock released. */
  | 'cancel_order'
  /** Money arrived for an order already given up: someone must refund it. */
  | 'paid_after_cancel';

export function decide(
  current: StripePaymentStatus,
  outcome: IntentOutcome,
): { next: StripePaymentStatus; effect: PaymentEffect } {
  if (current === 'paid') return { next: 'paid', effect: 'none' };
  if (current === 'failed' || current === 'expired') {
    return { next: current, effect: outcome === 'succeeded' ? 'paid_after_cancel' : 'none' };
  }
  switch (outcome) {
    case 'succeeded':
      return { next: 'paid', effect: 'mark_paid' };
    case 'failed':
    case 'canceled':
      return { next: 'failed', effect: 'cancel_order' };
    case 'waiting':
      return { next: 'pending', effect: 'none' };
  }
}
