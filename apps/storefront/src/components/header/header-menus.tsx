import type { Locale } from '@/i18n/locales';
import { getHeaderMenu } from '@/lib/catalog/load-menu';
import { packMenu } from '@/lib/catalog/packed-menu';
import { DesktopMenu } from './desktop-menu';

/**
 * The desktop menu, rendered on the server with the header_navigation tree. (The mobile menu loads
 * the tree itself when 'See catalog' is first pressed, spec §2.)
 */
export async function HeaderMenus({ locale }: { locale: Locale }) {
  const items = await getHeaderMenu(locale);
  return <DesktopMenu menu={packMenu(items)} locale={locale} />;
}
