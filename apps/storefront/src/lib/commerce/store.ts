import 'server-only';
import { cache } from 'react';
import { StoreConfigDocument } from '@/gql/graphql';
import { localeConfig, type Locale } from '@/i18n/locales';
import { requestCookieJar, sessionCookieValues, type CookieJar } from '@/lib/cookies';
import { commerceRequest } from './gateway';
import { displayCurrency } from './request-headers';
import { reshapeStoreData, type StoreData } from './reshape/store-data';
import { mapResult, type CommerceResult } from './result';

/** Spec "storeConfig (at start)": storeConfig, currency and availableStores in one request. */
export async function loadStoreData(
  locale: Locale,
  jar: CookieJar,
): Promise<CommerceResult<StoreData>> {
  const requested = displayCurrency(locale, sessionCookieValues(jar));
  let result = await commerceRequest(StoreConfigDocument, {}, { locale, cookies: jar });
  const fallback = localeConfig(locale).defaultCurrency;
  // Store data is public: a currency the store no longer allows or an expired customer token (the
  // gateway has logged the customer out) must not break the page, so ask once more without them.
  if (!result.ok && result.kind === 'graphql') {
    result = await commerceRequest(
      StoreConfigDocument,
      {},
      { locale, cookies: jar, currency: fallback, anonymous: true },
    );
  }
  return mapResult(result, (data) => reshapeStoreData(data, locale, requested));
}

/** Store data for server components, fetched once per request; null when commerce is unreachable. */
export const getStoreData = cache(async (locale: Locale): Promise<StoreData | null> => {
  const result = await loadStoreData(locale, await requestCookieJar());
  if (!result.ok) {
    console.error(
      `[storeConfig] ${locale}: ${result.kind === 'graphql' ? result.errors.map((e) => e.message).join(', ') : result.message}`,
    );
    return null;
  }
  return result.data;
});
