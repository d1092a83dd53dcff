import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { AddressForm } from '@/components/account/address-form';
import { accountLocale, accountMetadata } from '@/lib/customer/account-metadata';
import { loadAddresses, loadCountries } from '@/lib/customer/load-account';
import { shippingCountry } from '@/lib/customer/session-rules';

type Props = { params: Promise<{ locale: string; addressId: string }> };

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'addresses.editHeading');

/** Only the shopper's own addresses are listed, so another customer's id is simply not found. */
export default async function EditAddressPage({ params }: Props) {
  const locale = await accountLocale(params);
  const { addressId } = await params;
  const t = await getTranslations('Account.addresses');
  const address = (await loadAddresses(locale))?.find((entry) => String(entry.id) === addressId);
  if (!address) notFound();
  return (
    <AccountPage heading={t('editHeading')}>
      <AddressForm
        locale={locale}
        address={address}
        countries={await loadCountries(locale)}
        defaultCountry={shippingCountry(locale)}
      />
    </AccountPage>
  );
}
