import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { failureMessage } from '@/lib/commerce/result';
import { requestCookieJar } from '@/lib/cookies';
import { PageError } from '@/lib/errors/page-error';
import type { ProductView } from '@/lib/commerce/types/product';

/**
 * The product of a url_key, once per request (metadata and page share it); null when it is
 * unknown (→ 404). route() already found it, so a failing call is a page error, not a missing page:
 * 503 while commerce cannot be reached, else 500.
 */
export const loadProduct = cache(
  async (locale: Locale, urlKey: string): Promise<ProductView | null> => {
    const result = await apiMethods.productDetail.run(
      { urlKey },
      { locale, cookies: await requestCookieJar() },
    );
    if (!result.ok) {
      const unreachable = result.kind === 'network' || result.kind === 'timeout';
      throw new PageError(
        `[productDetail] ${locale} ${urlKey}: ${failureMessage(result)}`,
        unreachable ? 503 : undefined,
      );
    }
    return result.data;
  },
);
