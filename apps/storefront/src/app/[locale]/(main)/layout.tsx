import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CartSidebarHost } from '@/components/cart/cart-sidebar-host';
import { OrganizationJsonLd } from '@/components/layout/organization-json-ld';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { WishlistProvider } from '@/components/wishlist/wishlist-provider';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';

/** The default layout (spec "Layouts"): header, main content, footer, cart sidebar. */
export default async function MainLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  const t = await getTranslations('Layout');
  // Signed in means a customer token cookie is present (as for the header's account icon); a
  // signed-in shopper's pages are never kept in the page cache.
  const signedIn = Boolean((await requestCookieJar()).get(cookieNames.customer));
  return (
    <WishlistProvider locale={locale} signedIn={signedIn}>
      <SkipLink label={t('skipToContent')} />
      <SiteHeader locale={locale} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <CartSidebarHost locale={locale} signedIn={signedIn} />
      <OrganizationJsonLd />
    </WishlistProvider>
  );
}
