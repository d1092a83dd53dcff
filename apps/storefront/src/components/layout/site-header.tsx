import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CategoryShortcuts } from '@/components/header/category-shortcuts';
import { HeaderFrame } from '@/components/header/header-frame';
import { HeaderHomeLink } from '@/components/header/header-home-link';
import { HeaderIcons } from '@/components/header/header-icons';
import { HeaderMenus } from '@/components/header/header-menus';
import { HeaderOverlay, HeaderPanelsProvider } from '@/components/header/header-panels';
import { HeaderRegionExtra } from '@/components/header/header-region-extra';
import { MobileMenu } from '@/components/header/mobile-menu';
import { SearchOverlay } from '@/components/header/search-overlay';
import { HeaderSwitchers } from '@/components/switchers/header-switchers';
import type { Locale } from '@/i18n/locales';
import { Logo } from './logo';

/**
 * The header (spec §2). One bar: on phones menu and search at the start, wishlist and cart at the
 * end; from 1024 px the store switcher, currency selector and account join them. Below it one
 * navigation row: the mega menu on desktop, the main-category shortcuts on phones. Every row has a
 * fixed height, so nothing that streams in later moves the page (CLS 0).
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('Layout');
  return (
    <HeaderPanelsProvider>
      <HeaderFrame>
        <div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 sm:px-6 lg:h-20">
          <div data-slot="header-start" className="flex min-w-0 items-center">
            <MobileMenu locale={locale} />
            <SearchOverlay locale={locale} />
            <Suspense fallback={null}>
              <HeaderRegionExtra locale={locale} />
            </Suspense>
          </div>
          <HeaderHomeLink locale={locale} label={t('homeLink')} className="justify-self-center">
            <Logo />
          </HeaderHomeLink>
          <div data-slot="header-end" className="flex min-w-0 items-center justify-end gap-1">
            {/* One boundary: selectors and icons arrive together, so neither pushes the other. */}
            <Suspense fallback={null}>
              <HeaderSwitchers locale={locale} />
              <HeaderIcons locale={locale} />
            </Suspense>
          </div>
        </div>
        <div className="hidden h-11 lg:block">
          <Suspense fallback={null}>
            <HeaderMenus locale={locale} />
          </Suspense>
        </div>
        <CategoryShortcuts locale={locale} className="lg:hidden" />
      </HeaderFrame>
      <HeaderOverlay />
    </HeaderPanelsProvider>
  );
}
