import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { FooterSwitchers } from '@/components/switchers/footer-switchers';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';

export const generateMetadata = ({ params }: { params: AccountParams }) =>
  accountMetadata(params, 'language.heading');

export default async function LanguagePage({ params }: { params: AccountParams }) {
  const locale = await accountLocale(params);
  const t = await getTranslations('Account.language');
  return (
    <AccountPage heading={t('heading')}>
      <p className="mb-6 max-w-prose text-stone">{t('intro')}</p>
      {/* The footer's switchers, on the footer's dark ground they are drawn for. */}
      <div className="inline-block bg-night p-6">
        <FooterSwitchers locale={locale} />
      </div>
    </AccountPage>
  );
}
