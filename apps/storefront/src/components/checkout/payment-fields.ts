// The contract between the payment step and a method's own fields (a card): the fields render
// inside the method's choice and hand the step a `PaymentPlacer`, which places the order its way.
import type { Locale } from '@/i18n/locales';
import type { PaymentMethodView } from '@/lib/commerce/types/checkout';

/** What placing by a method's fields came to; the step shows it and moves on. */
export type PaymentOutcome =
  /** Paid: the thank-you page. */
  | { kind: 'placed'; accountError: string | null }
  /** The page is leaving (3-D Secure, the payment-processing page): nothing more to do. */
  | { kind: 'away' }
  /** Refused (a declined card): the shopper stays and may pay again. */
  | { kind: 'failed'; message: string }
  /** The fields are not filled in; they say what is missing and hold the focus. */
  | { kind: 'incomplete' };

export type PaymentPlacer = (options: {
  accountPassword: string | null;
}) => Promise<PaymentOutcome>;

export interface PaymentFieldsProps {
  locale: Locale;
  method: PaymentMethodView;
  /** Stripe's publishable key (never a secret); null when card payments are off. */
  stripeKey: string | null;
  /** The fields hand the step their placer once they can place, and null when they cannot. */
  onPlacer(placer: PaymentPlacer | null): void;
}
