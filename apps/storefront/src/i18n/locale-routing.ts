// What the proxy does with a request path (pure, tested): prefixed paths are served as they are
// (/en too, with a canonical link to the unprefixed URL instead of a redirect), unprefixed paths are
// the en storefront, and only `/` may redirect by locale detection.
//
// Unprefixed paths reach app/[locale] through next.config rewrites (storefrontRewrites), not a
// proxy rewrite: Next.js turns a proxy rewrite into an HTTP request to itself when the server
// listens on a named host (`next start -H …`), and that request fails behind a TLS-terminating
// load balancer (X-Forwarded-Proto: https), answering 500 for every unprefixed page.
import { detectLocale, splitLocalePrefix } from './locale-path';
import { defaultLocale, locales, type Locale } from './locales';

export type LocaleRoute =
  { action: 'serve'; locale: Locale } | { action: 'redirect'; locale: Locale; pathname: string };

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
  if (routable !== request.pathname) {
    return { action: 'redirect', locale: locale ?? defaultLocale, pathname: routable };
  }
  if (locale) return { action: 'serve', locale };
  if (path === '/') {
    const detected = detectLocale(request);
    if (detected !== defaultLocale)
      return { action: 'redirect', locale: detected, pathname: `/${detected}` };
  }
  return { action: 'serve', locale: defaultLocale };
}

/** First path segments that are not storefront pages: locale prefixes, API, media, Next.js. */
const NOT_UNPREFIXED_PAGES = [...locales, 'api', 'media', '_next', '_vercel'];
/** Root files served by route handlers, or missing on purpose (404 without the storefront). */
const ROOT_FILES = [
  'version.json',
  'favicon.ico',
  'icon.svg',
  'robots.txt',
  'sitemap.xml',
  'sw.js',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The next.config rewrites that serve unprefixed paths as the en storefront (`/x` → `/en/x`). */
export function storefrontRewrites(): Array<{ source: string; destination: string }> {
  const reserved = [...NOT_UNPREFIXED_PAGES, ...ROOT_FILES].map(escapeRegExp).join('|');
  return [
    { source: '/', destination: `/${defaultLocale}` },
    {
      source: `/:first((?!(?:${reserved})(?:/|$))[^/]+)/:rest*`,
      destination: `/${defaultLocale}/:first/:rest*`,
    },
  ];
}
