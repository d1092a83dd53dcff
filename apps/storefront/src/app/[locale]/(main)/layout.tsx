import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { OrganizationJsonLd } from '@/components/layout/organization-json-ld';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { defaultLocale, isLocale } from '@/i18n/locales';

/** The default layout (spec "Layouts"): header, main content, footer. */
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
  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <SiteHeader locale={locale} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <OrganizationJsonLd />
    </>
  );
}
