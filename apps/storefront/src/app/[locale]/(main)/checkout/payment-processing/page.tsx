import { getTranslations } from 'next-intl/server';
import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { PaymentProcessing } from '@/components/checkout/payment-processing';
import {
  checkoutLocale,
  checkoutMetadata,
  type CheckoutParams,
} from '@/lib/checkout/checkout-page';
import { paymentCallbackArguments } from '@/lib/checkout/checkout-schemas';

export const generateMetadata = ({ params }: { params: CheckoutParams }) =>
  checkoutMetadata(params, 'processing.metaTitle');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Where Stripe sends the shopper back after 3-D Secure (`return_url`, ADR 0056), and where the
 * payment step goes after Stripe.js's own challenge: the intent's id and client secret in the
 * query, as Stripe appends them. The island asks commerce (handlePaymentCallback) and moves on:
 * paid to the thank-you page, failed back to the payment step. Never cached (a checkout page).
 */
export default async function PaymentProcessingPage({
  params,
  searchParams,
}: {
  params: CheckoutParams;
  searchParams: SearchParams;
}) {
  const locale = await checkoutLocale(params);
  const t = await getTranslations('Checkout.processing');
  const query = await searchParams;
  const parsed = paymentCallbackArguments.safeParse({
    paymentIntentId: single(query.payment_intent),
    clientSecret: single(query.payment_intent_client_secret),
  });
  return (
    <CheckoutFrame locale={locale} active="payment" view={null}>
      <section aria-labelledby="payment-processing-heading" data-testid="payment-processing">
        <h2 id="payment-processing-heading" className="mb-4 font-serif text-2xl">
          {t('heading')}
        </h2>
        <PaymentProcessing locale={locale} payment={parsed.success ? parsed.data : null} />
      </section>
    </CheckoutFrame>
  );
}
