import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { ShippingStep } from '@/components/checkout/shipping-step';
import {
  checkoutLocale,
  checkoutMetadata,
  type CheckoutParams,
} from '@/lib/checkout/checkout-page';
import { checkoutForStep } from '@/lib/checkout/load-checkout';
import { isSignedIn, loadAddresses, loadCountries } from '@/lib/customer/load-account';
import { shippingCountry } from '@/lib/customer/session-rules';

export const generateMetadata = ({ params }: { params: CheckoutParams }) =>
  checkoutMetadata(params);

/** Step 2: the shipping address (the saved ones for a signed-in shopper) and method. */
export default async function ShippingPage({ params }: { params: CheckoutParams }) {
  const locale = await checkoutLocale(params);
  const view = await checkoutForStep(locale, 'shipping');
  const signedIn = await isSignedIn();
  const [addresses, countries] = await Promise.all([
    signedIn ? loadAddresses(locale).then((list) => list ?? []) : null,
    loadCountries(locale),
  ]);
  return (
    <CheckoutFrame locale={locale} active="shipping" view={view}>
      <ShippingStep
        locale={locale}
        view={view}
        addresses={addresses}
        countries={countries}
        defaultCountry={shippingCountry(locale)}
      />
    </CheckoutFrame>
  );
}
