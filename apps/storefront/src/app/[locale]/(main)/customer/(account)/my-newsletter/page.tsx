import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { NewsletterForm } from '@/components/account/newsletter-form';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';
import { loadCustomer } from '@/lib/customer/load-account';

export const generateMetadata = ({ params }: { params: AccountParams }) =>
  accountMetadata(params, 'newsletter.heading');

export default async function MyNewsletterPage({ params }: { params: AccountParams }) {
  const locale = await accountLocale(params);
  const t = await getTranslations('Account.newsletter');
  const customer = await loadCustomer(locale);
  if (!customer) return null;
  return (
    <AccountPage heading={t('heading')}>
      <p className="mb-6 max-w-prose text-stone">{t('intro')}</p>
      <NewsletterForm locale={locale} subscribed={customer.isSubscribed} />
    </AccountPage>
  );
}
