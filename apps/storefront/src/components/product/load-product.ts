import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { requestCookieJar } from '@/lib/cookies';
import type { ProductView } from '@/lib/product/product-view';

/**
 * The product of a url_key, once per request (metadata and page share it). Null when it is
 * unknown or the call failed (spec §8: failures are logged and give an empty value → 404).
 */
export const loadProduct = cache(
  async (locale: Locale, urlKey: string): Promise<ProductView | null> => {
    const result = await apiMethods.productDetail.run(
      { urlKey },
      { locale, cookies: await requestCookieJar() },
    );
    if (!result.ok) {
      const detail =
        result.kind === 'graphql' ? result.errors.map((e) => e.message).join(', ') : result.message;
      console.error(`[productDetail] ${locale} ${urlKey}: ${detail}`);
      return null;
    }
    return result.data;
  },
);
