// What the proxy does with a request path (pure, tested): prefixed paths are served as they are
// (/en too, with a canonical link to the unprefixed URL instead of a redirect), unprefixed paths are
// the en storefront, and only `/` may redirect by locale detection.
import { detectLocale, splitLocalePrefix } from './locale-path';
import { defaultLocale, type Locale } from './locales';

export type LocaleRoute =
  | { action: 'serve'; locale: Locale }
  | { action: 'rewrite'; locale: Locale; pathname: string }
  | { action: 'redirect'; locale: Locale; pathname: string };

export function routeByLocale(request: {
  pathname: string;
  cookieLocale?: string | null;
  acceptLanguage?: string | null;
}): LocaleRoute {
  const { locale, path } = splitLocalePrefix(request.pathname);
  if (locale) return { action: 'serve', locale };
  if (path === '/') {
    const detected = detectLocale(request);
    if (detected !== defaultLocale)
      return { action: 'redirect', locale: detected, pathname: `/${detected}` };
  }
  return {
    action: 'rewrite',
    locale: defaultLocale,
    pathname: path === '/' ? `/${defaultLocale}` : `/${defaultLocale}${path}`,
  };
}
