import { localizePath } from '@/i18n/locale-path';
import { localeConfigs, locales, type Locale } from '@/i18n/locales';

/** Canonical (always the unprefixed form for en, also when served under /en) and hreflang alternates. */
export function pageAlternates(locale: Locale, path: string) {
  const languages: Record<string, string> = { 'x-default': localizePath('en', path) };
  for (const other of locales)
    languages[localeConfigs[other].intlLocale] = localizePath(other, path);
  return { canonical: localizePath(locale, path), languages };
}
