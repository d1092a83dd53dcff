import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { PaymentStep } from '@/components/checkout/payment-step';
import {
  checkoutLocale,
  checkoutMetadata,
  type CheckoutParams,
} from '@/lib/checkout/checkout-page';
import { checkoutForStep } from '@/lib/checkout/load-checkout';
import { stripeMethods } from '@/lib/commerce/stripe-methods';
import { failureMessage } from '@/lib/commerce/result';
import { requestCookieJar } from '@/lib/cookies';

export const generateMetadata = ({ params }: { params: CheckoutParams }) =>
  checkoutMetadata(params);

/** Step 4: the order review, the payment method (a card through Stripe Elements), and placing the order. */
export default async function PaymentPage({ params }: { params: CheckoutParams }) {
  const locale = await checkoutLocale(params);
  const view = await checkoutForStep(locale, 'payment');
  // Stripe.js needs the publishable key, and only when the cart offers card payments (ADR 0056).
  let stripeKey: string | null = null;
  if (view.paymentMethods.some((method) => method.code === 'stripe_payments')) {
    const answer = await stripeMethods.stripeConfiguration.run(
      {},
      { locale, cookies: await requestCookieJar() },
    );
    if (answer.ok) stripeKey = answer.data.publishableKey;
    else console.error(`[stripeConfiguration] ${locale}: ${failureMessage(answer)}`);
  }
  return (
    <CheckoutFrame locale={locale} active="payment" view={view}>
      <PaymentStep locale={locale} view={view} stripeKey={stripeKey} />
    </CheckoutFrame>
  );
}
