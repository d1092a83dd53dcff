import { defaultLocale, isLocale, locales, type Locale } from './locales';

/** Splits a pathname into its locale prefix (if any) and the rest, always starting with '/'. */
export function splitLocalePrefix(path: string): { locale: Locale | null; path: string } {
  const [, first, ...rest] = path.split('/');
  if (first !== undefined && isLocale(first)) {
    return { locale: first, path: `/${rest.join('/')}` };
  }
  return { locale: null, path: path.startsWith('/') ? path : `/${path}` };
}

/** The path without its locale prefix, for URL resolution (spec: "the locale prefix is stripped"). */
export function stripLocalePrefix(path: string): string {
  return splitLocalePrefix(path).path;
}

/** The path under a locale: unprefixed for the default locale, `/{locale}/…` otherwise. */
export function localizePath(locale: Locale, path: string): string {
  const bare = stripLocalePrefix(path);
  if (locale === defaultLocale) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** A same-site path from untrusted input (form field, query), or '/' when it is not one. */
export function safeLocalPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  ) {
    return '/';
  }
  return value;
}

/**
 * Maps one Accept-Language tag to a storefront locale. Any English tag (en-US included, which is
 * what most browsers send) keeps the international storefront: region redirects are for other languages.
 */
function localeForLanguageTag(tag: string): Locale | null {
  const [language = '', region = ''] = tag.toLowerCase().split('-');
  if (language === 'en') return 'en';
  if (region === 'ae') return 'me';
  if (region === 'sa') return 'sa';
  if (region === 'at' || language === 'de') return 'at';
  if (language === 'ar') return 'me';
  return null;
}

/** Accept-Language entries ordered by quality, highest first. */
function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Locale for a visit to `/`: the `locale` cookie first, then Accept-Language, then en. */
export function detectLocale(input: {
  cookieLocale?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.cookieLocale)) return input.cookieLocale;
  for (const tag of parseAcceptLanguage(input.acceptLanguage ?? '')) {
    const locale = localeForLanguageTag(tag);
    if (locale) return locale;
  }
  return defaultLocale;
}

export { locales };
