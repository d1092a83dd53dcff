import 'server-only';
import { cache } from 'react';
import { StoreConfigDocument } from '@/gql/graphql';
import { localeConfig, type Locale } from '@/i18n/locales';
import { requestCookieJar, sessionCookieValues, type CookieJar } from '@/lib/cookies';
import { commerceRequest } from './gateway';
import { displayCurrency } from './request-headers';
import { reshapeStoreData } from './reshape/store-data';
import type { StoreData } from './types/store';
import { failureMessage, mapResult, type CommerceResult } from './result';

/**
 * Spec "storeConfig (at start)": storeConfig, currency and availableStores in one request, once per
 * request. The answer is public and the same for every shopper of a store, so it is asked without
 * the customer token and in the store's default currency: neither a stale currency cookie nor an
 * expired token can break it (or log the shopper out on the way).
 */
const storeConfigAnswer = cache((locale: Locale) =>
  commerceRequest(
    StoreConfigDocument,
    {},
    { locale, currency: localeConfig(locale).defaultCurrency, anonymous: true },
  ),
);

export async function loadStoreData(
  locale: Locale,
  jar: CookieJar,
): Promise<CommerceResult<StoreData>> {
  const requested = displayCurrency(locale, sessionCookieValues(jar));
  return mapResult(await storeConfigAnswer(locale), (data) =>
    reshapeStoreData(data, locale, requested),
  );
}

/**
 * The Content-Currency every other call sends: the cookie's currency only while the store allows
 * it (available_currency_codes), else the store's default. The store default needs no lookup.
 */
export async function resolveDisplayCurrency(locale: Locale, jar: CookieJar): Promise<string> {
  const requested = displayCurrency(locale, sessionCookieValues(jar));
  const storeDefault = localeConfig(locale).defaultCurrency;
  if (requested === storeDefault) return storeDefault;
  const store = await loadStoreData(locale, jar);
  return store.ok ? store.data.currentCurrency : storeDefault;
}

/** Store data for server components, fetched once per request; null when commerce is unreachable. */
export const getStoreData = cache(async (locale: Locale): Promise<StoreData | null> => {
  const result = await loadStoreData(locale, await requestCookieJar());
  if (!result.ok) {
    console.error(`[storeConfig] ${locale}: ${failureMessage(result)}`);
    return null;
  }
  return result.data;
});
