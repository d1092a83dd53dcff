import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { PaymentStep } from '@/components/checkout/payment-step';
import {
  checkoutLocale,
  checkoutMetadata,
  type CheckoutParams,
} from '@/lib/checkout/checkout-page';
import { checkoutForStep } from '@/lib/checkout/load-checkout';

export const generateMetadata = ({ params }: { params: CheckoutParams }) =>
  checkoutMetadata(params);

/** Step 4: the order review, the payment method, and placing the order. */
export default async function PaymentPage({ params }: { params: CheckoutParams }) {
  const locale = await checkoutLocale(params);
  const view = await checkoutForStep(locale, 'payment');
  return (
    <CheckoutFrame locale={locale} active="payment" view={view}>
      <PaymentStep locale={locale} view={view} />
    </CheckoutFrame>
  );
}
