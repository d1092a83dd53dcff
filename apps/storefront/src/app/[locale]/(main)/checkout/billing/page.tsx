import { BillingStep } from '@/components/checkout/billing-step';
import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import {
  checkoutLocale,
  checkoutMetadata,
  type CheckoutParams,
} from '@/lib/checkout/checkout-page';
import { checkoutForStep } from '@/lib/checkout/load-checkout';
import { loadCountries } from '@/lib/customer/load-account';
import { shippingCountry } from '@/lib/customer/session-rules';

export const generateMetadata = ({ params }: { params: CheckoutParams }) =>
  checkoutMetadata(params);

/** Step 3: the billing address, the same as shipping or its own. */
export default async function BillingPage({ params }: { params: CheckoutParams }) {
  const locale = await checkoutLocale(params);
  const view = await checkoutForStep(locale, 'billing');
  return (
    <CheckoutFrame locale={locale} active="billing" view={view}>
      <BillingStep
        locale={locale}
        view={view}
        countries={await loadCountries(locale)}
        defaultCountry={shippingCountry(locale)}
      />
    </CheckoutFrame>
  );
}
