// What the proxy does with a request path (pure, tested): prefixed paths are served as they are
// (/en too, with a canonical link to the unprefixed URL instead of a redirect), unprefixed paths are
// the en storefront, and only `/` may redirect by locale detection.
import { detectLocale, splitLocalePrefix } from './locale-path';
import { defaultLocale, type Locale } from './locales';

export type LocaleRoute =
  | { action: 'serve'; locale: Locale }
  | { action: 'rewrite'; locale: Locale; pathname: string }
  | { action: 'redirect'; locale: Locale; pathname: string };

/**
 * A path that is not valid percent encoding (e.g. /%E0%A4%A) stops Next.js's own route matching,
 * which then answers 500. Read literally ('%' as '%25') it is an ordinary path that names no page,
 * so the shopper gets the 404 page.
 */
export function routablePath(pathname: string): string {
  try {
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

export function routeByLocale(request: {
  pathname: string;
  cookieLocale?: string | null;
  acceptLanguage?: string | null;
}): LocaleRoute {
  const routable = routablePath(request.pathname);
  const { locale, path } = splitLocalePrefix(routable);
  if (locale) {
    return routable === request.pathname
      ? { action: 'serve', locale }
      : { action: 'rewrite', locale, pathname: routable };
  }
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
