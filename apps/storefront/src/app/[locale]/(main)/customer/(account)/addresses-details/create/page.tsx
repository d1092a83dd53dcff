import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { AddressForm } from '@/components/account/address-form';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';
import { loadCountries } from '@/lib/customer/load-account';
import { shippingCountry } from '@/lib/customer/session-rules';

export const generateMetadata = ({ params }: { params: AccountParams }) =>
  accountMetadata(params, 'addresses.createHeading');

export default async function CreateAddressPage({ params }: { params: AccountParams }) {
  const locale = await accountLocale(params);
  const t = await getTranslations('Account.addresses');
  return (
    <AccountPage heading={t('createHeading')}>
      <AddressForm
        locale={locale}
        address={null}
        countries={await loadCountries(locale)}
        defaultCountry={shippingCountry(locale)}
      />
    </AccountPage>
  );
}
