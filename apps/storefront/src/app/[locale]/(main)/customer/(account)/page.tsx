import { getTranslations } from 'next-intl/server';
import { LoginRegisterPage } from '@/components/account/login-register-page';
import { loadSocialProviders } from '@/lib/customer/load-social';
import { AccountPage } from '@/components/account/account-page';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';
import { isSignedIn, loadCustomer } from '@/lib/customer/load-account';

export const generateMetadata = ({ params }: { params: AccountParams }) =>
  accountMetadata(params, 'metaTitle');

/** /customer: My Account for a signed-in shopper; login and registration for a guest. */
export default async function CustomerPage({ params }: { params: AccountParams }) {
  const locale = await accountLocale(params);
  const t = await getTranslations('Account');
  if (!(await isSignedIn())) {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="mb-6 font-serif text-3xl font-medium sm:text-4xl">{t('metaTitle')}</h1>
        <LoginRegisterPage locale={locale} providers={await loadSocialProviders(locale)} />
      </div>
    );
  }
  const customer = await loadCustomer(locale);
  if (!customer) return null;
  return (
    <AccountPage heading={t('overview.greeting', { name: customer.firstname })}>
      <p className="max-w-prose text-stone">{t('overview.intro')}</p>
      <h2 className="mt-8 font-serif text-xl">{t('overview.contact')}</h2>
      <p className="mt-2" data-testid="account-contact">
        {customer.firstname} {customer.lastname}
        <br />
        {customer.email}
      </p>
      <p className="mt-4 text-stone">
        {customer.isSubscribed ? t('overview.newsletterOn') : t('overview.newsletterOff')}
      </p>
    </AccountPage>
  );
}
