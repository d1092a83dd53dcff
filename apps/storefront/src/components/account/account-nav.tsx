import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { AccountNavLinks } from './account-nav-links';
import { LogoutButton } from './logout-button';

/** Spec §2: /customer and its children, in the order a shopper looks for them. */
export const ACCOUNT_PAGES = [
  ['', 'overview'],
  ['/my-profile', 'myProfile'],
  ['/addresses-details', 'addresses'],
  ['/order-history', 'orders'],
  ['/my-wishlist', 'wishlist'],
  ['/my-reviews', 'reviews'],
  ['/my-newsletter', 'newsletter'],
  ['/language', 'language'],
  ['/shipping-location', 'shippingLocation'],
] as const;

export async function AccountNav({ locale }: { locale: Locale }) {
  const t = await getTranslations('Account.nav');
  const links = ACCOUNT_PAGES.map(([path, key]) => ({
    href: localizePath(locale, `/customer${path}`),
    label: t(key),
  }));
  return (
    <nav
      aria-label={t('label')}
      className="border-b border-mist pb-2 lg:border-r lg:border-b-0 lg:pr-6"
    >
      <AccountNavLinks links={links} />
      <div className="mt-2 border-t border-mist pt-2">
        <LogoutButton locale={locale} />
      </div>
    </nav>
  );
}
