// BreadcrumbList structured data (schema.org) for a breadcrumb trail.
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';

export interface Crumb {
  label: string;
  /** Site path without locale prefix. */
  href: string;
}

export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(localizePath(locale, crumb.href), origin).toString(),
    })),
  };
}
