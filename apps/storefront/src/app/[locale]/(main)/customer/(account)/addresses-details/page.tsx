import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { DeleteAddressButton } from '@/components/account/delete-address-button';
import { AddressSummary } from '@/components/checkout/address-summary';
import { LocaleLink } from '@/components/layout/locale-link';
import { localeConfig } from '@/i18n/locales';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';
import { countryName } from '@/lib/customer/address-lines';
import { loadAddresses } from '@/lib/customer/load-account';

export const generateMetadata = ({ params }: { params: AccountParams }) =>
  accountMetadata(params, 'addresses.heading');

export default async function AddressesPage({ params }: { params: AccountParams }) {
  const locale = await accountLocale(params);
  const t = await getTranslations('Account.addresses');
  const addresses = (await loadAddresses(locale)) ?? [];
  return (
    <AccountPage heading={t('heading')}>
      {addresses.length === 0 ? <p className="text-stone">{t('empty')}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2" data-testid="address-list">
        {addresses.map((address) => {
          const name = `${address.firstname} ${address.lastname}`;
          return (
            <li key={address.id} className="border border-mist bg-white p-4">
              <AddressSummary
                address={address}
                countryName={countryName(address.countryCode, localeConfig(locale).intlLocale)}
              />
              {address.defaultShipping ? (
                <p className="mt-2 text-sm text-stone">{t('isDefaultShipping')}</p>
              ) : null}
              {address.defaultBilling ? (
                <p className="text-sm text-stone">{t('isDefaultBilling')}</p>
              ) : null}
              <div className="mt-4 flex gap-4">
                <LocaleLink
                  locale={locale}
                  href={`/customer/addresses-details/edit/${address.id}`}
                  className="underline"
                  aria-label={t('editAddress', { name })}
                >
                  {t('edit')}
                </LocaleLink>
                <DeleteAddressButton locale={locale} id={address.id} name={name} />
              </div>
            </li>
          );
        })}
      </ul>
      <LocaleLink
        locale={locale}
        href="/customer/addresses-details/create"
        className="mt-6 inline-block bg-ink px-4 py-3 font-medium text-ivory"
      >
        {t('add')}
      </LocaleLink>
    </AccountPage>
  );
}
