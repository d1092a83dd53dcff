// The catch-all route's URL handling (presentation-discovery §2 and §5): decoding the requested
// path and following route()'s redirects. Pure, so the page stays thin.
import { localizePath, safeLocalPath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';

/**
 * The site path of the catch-all segments, decoded; null when a segment is not valid percent
 * encoding (e.g. /%E0%A4%A), which is a missing page, never a server error.
 */
export function decodeSlugPath(slug: readonly string[]): string | null {
  try {
    return `/${slug.map((segment) => decodeURIComponent(segment)).join('/')}`;
  } catch {
    return null;
  }
}

export interface RouteRedirectInput {
  relativeUrl?: string | null;
  redirectCode?: number | null;
}

export interface RouteRedirect {
  href: string;
  permanent: boolean;
}

/**
 * Where route()'s 301 or 302 sends the shopper: the target's relative_url under the current locale,
 * with the query string kept (utm parameters survive). Null for any other code, a missing or
 * foreign target, or a target that is the requested path itself (no redirect loop).
 */
export function routeRedirect(
  route: RouteRedirectInput,
  locale: Locale,
  requestedPath: string,
  search = '',
): RouteRedirect | null {
  if (route.redirectCode !== 301 && route.redirectCode !== 302) return null;
  const target = route.relativeUrl?.trim();
  if (!target) return null;
  const path = safeLocalPath(`/${target.replace(/^\/+/, '')}`);
  if (path === '/' && target.replace(/^\/+/, '') !== '') return null;
  if (path === requestedPath) return null;
  return {
    href: `${localizePath(locale, path)}${search}`,
    permanent: route.redirectCode === 301,
  };
}
