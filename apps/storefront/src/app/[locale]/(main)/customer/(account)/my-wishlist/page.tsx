import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { WishlistItems } from '@/components/wishlist/wishlist-items';
import { localeConfig } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { failureMessage } from '@/lib/commerce/result';
import {
  accountMetadata,
  accountLocale,
  type AccountParams,
} from '@/lib/customer/account-metadata';
import { requestCookieJar } from '@/lib/cookies';

export const generateMetadata = ({ params }: { params: AccountParams }) =>
  accountMetadata(params, 'wishlist.heading');

/** The customer's wish list (spec routes: customer-my-wishlist), in the server's HTML first. */
export default async function MyWishlistPage({ params }: { params: AccountParams }) {
  const locale = await accountLocale(params);
  const t = await getTranslations('Account.wishlist');
  const result = await apiMethods.wishlist.run({}, { locale, cookies: await requestCookieJar() });
  if (!result.ok) console.error(`[wishlist] ${locale}: ${failureMessage(result)}`);
  return (
    <AccountPage heading={t('heading')}>
      <WishlistItems
        locale={locale}
        intlLocale={localeConfig(locale).intlLocale}
        initial={result.ok ? result.data : null}
      />
    </AccountPage>
  );
}
