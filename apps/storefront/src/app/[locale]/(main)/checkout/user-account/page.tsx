import { getTranslations } from 'next-intl/server';
import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { UserAccountStep } from '@/components/checkout/user-account-step';
import { LocaleLink } from '@/components/layout/locale-link';
import {
  checkoutLocale,
  checkoutMetadata,
  type CheckoutParams,
} from '@/lib/checkout/checkout-page';
import { checkoutForStep } from '@/lib/checkout/load-checkout';
import { checkoutPath } from '@/lib/checkout/steps';
import { isSignedIn } from '@/lib/customer/load-account';

export const generateMetadata = ({ params }: { params: CheckoutParams }) =>
  checkoutMetadata(params);

/** Step 1: a guest's e-mail or signing in; a signed-in shopper only confirms who is ordering. */
export default async function UserAccountPage({ params }: { params: CheckoutParams }) {
  const locale = await checkoutLocale(params);
  const view = await checkoutForStep(locale, 'user-account');
  const t = await getTranslations('Checkout.userAccount');
  return (
    <CheckoutFrame locale={locale} active="user-account" view={view}>
      {(await isSignedIn()) ? (
        <div className="space-y-6">
          <p>{t('signedInAs', { email: view.email ?? '' })}</p>
          <LocaleLink
            locale={locale}
            href={checkoutPath('shipping')}
            className="inline-block bg-ink px-4 py-3 font-medium text-ivory"
          >
            {t('continue')}
          </LocaleLink>
        </div>
      ) : (
        <UserAccountStep locale={locale} email={view.email} />
      )}
    </CheckoutFrame>
  );
}
