import type { Locale } from '@/i18n/locales';
import { getHeaderMenu } from '@/lib/catalog/load-menu';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';

/** Loads the header_navigation tree once and hands it to the desktop and mobile menus. */
export async function HeaderMenus({
  locale,
  part,
}: {
  locale: Locale;
  part: 'desktop' | 'mobile';
}) {
  const items = await getHeaderMenu(locale);
  return part === 'desktop' ? (
    <DesktopMenu items={items} locale={locale} />
  ) : (
    <MobileMenu items={items} locale={locale} />
  );
}
