import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { ChangeEmailForm } from '@/components/account/change-email-form';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { PersonalDataForm } from '@/components/account/personal-data-form';
import { ProfileTabs } from '@/components/account/profile-tabs';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';
import { loadCustomer } from '@/lib/customer/load-account';

export const generateMetadata = ({ params }: { params: AccountParams }) =>
  accountMetadata(params, 'profile.heading');

export default async function MyProfilePage({ params }: { params: AccountParams }) {
  const locale = await accountLocale(params);
  const t = await getTranslations('Account.profile');
  const customer = await loadCustomer(locale);
  if (!customer) return null;
  return (
    <AccountPage heading={t('heading')}>
      <ProfileTabs
        personal={
          <div className="space-y-10">
            <PersonalDataForm key={JSON.stringify(customer)} locale={locale} customer={customer} />
            <ChangeEmailForm locale={locale} email={customer.email} />
          </div>
        }
        password={<ChangePasswordForm locale={locale} />}
      />
    </AccountPage>
  );
}
