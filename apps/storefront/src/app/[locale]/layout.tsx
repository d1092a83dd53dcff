import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { AppHealth } from '@/components/app-health/app-health';
import { CartProvider } from '@/components/cart/cart-provider';
import { IslandMessages } from '@/components/layout/island-messages';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { isLocale, localeConfig } from '@/i18n/locales';
import { getBuildId } from '@/lib/build-id';
import { bodyFont, displayFont } from '@/lib/fonts';
import { siteOrigin } from '@/lib/site-url';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(await siteOrigin()),
    title: { default: t('homeTitle'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
  };
}

/** The document of every storefront: providers and islands shared by the default and empty layouts. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const buildId = await getBuildId();
  const { intlLocale } = localeConfig(locale);
  return (
    <html
      lang={intlLocale}
      // A stable scrollbar gutter: locking the page behind an open panel does not shift it.
      className={`${displayFont.variable} ${bodyFont.variable} [scrollbar-gutter:stable]`}
    >
      <body className="flex min-h-screen flex-col bg-ivory font-sans text-ink">
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
        {/* Client islands format with the server's tag and time zone, so hydration never differs;
            they receive only the messages they translate (i18n/client-messages.ts). */}
        <IslandMessages scope="shell">
          <NotificationsProvider>
            <CartProvider locale={locale}>{children}</CartProvider>
          </NotificationsProvider>
          <AppHealth buildId={buildId} />
        </IslandMessages>
      </body>
    </html>
  );
}
