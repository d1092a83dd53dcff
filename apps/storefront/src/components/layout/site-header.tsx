import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CategoryShortcuts } from '@/components/header/category-shortcuts';
import { HeaderFrame } from '@/components/header/header-frame';
import { HeaderHomeLink } from '@/components/header/header-home-link';
import { HeaderIcons } from '@/components/header/header-icons';
import { HeaderMenus } from '@/components/header/header-menus';
import { HeaderOverlay, HeaderPanelsProvider } from '@/components/header/header-panels';
import { SearchOverlay } from '@/components/header/search-overlay';
import type { Locale } from '@/i18n/locales';
import { CurrencyIndicator } from './currency-indicator';
import { Logo } from './logo';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('Layout');
  return (
    <HeaderPanelsProvider>
      <HeaderFrame>
        <div className="mx-auto grid h-20 max-w-7xl grid-cols-[1fr_auto_1fr] items-center px-6">
          <div data-slot="header-start" className="flex items-center gap-2">
            <Suspense fallback={null}>
              <HeaderMenus locale={locale} part="mobile" />
            </Suspense>
            <SearchOverlay locale={locale} />
          </div>
          <HeaderHomeLink locale={locale} label={t('homeLink')} className="justify-self-center">
            <Logo />
          </HeaderHomeLink>
          <div data-slot="header-end" className="flex items-center justify-end gap-6">
            <Suspense fallback={null}>
              <CurrencyIndicator locale={locale} />
            </Suspense>
            <Suspense fallback={null}>
              <HeaderIcons locale={locale} />
            </Suspense>
          </div>
        </div>
        <Suspense fallback={null}>
          <HeaderMenus locale={locale} part="desktop" />
        </Suspense>
        <CategoryShortcuts locale={locale} />
      </HeaderFrame>
      <HeaderOverlay />
    </HeaderPanelsProvider>
  );
}
