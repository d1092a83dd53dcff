import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { failureMessage } from '@/lib/commerce/result';
import type { RouteView } from '@/lib/commerce/types/navigation';
import { requestCookieJar } from '@/lib/cookies';

/**
 * route(url) for a path whose locale prefix is already stripped; null when there is no route or the
 * lookup fails (spec §5: a page is missing then). Cached per request: metadata and page share it.
 */
export const resolveRoute = cache(
  async (locale: Locale, path: string): Promise<RouteView | null> => {
    const url = path.replace(/^\/+/, '');
    if (!url || url.length > 512) return null;
    const result = await apiMethods.route.run(
      { url },
      { locale, cookies: await requestCookieJar() },
    );
    if (!result.ok) {
      console.error(`[route] ${locale} ${path}: ${failureMessage(result)}`);
      return null;
    }
    return result.data;
  },
);
