import { localeConfig, type Locale } from '@/i18n/locales';

export interface SessionCookieValues {
  currency?: string | undefined;
  store?: string | undefined;
  customer?: string | undefined;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The display currency for a request. The `currency` cookie is honoured only while the `store` cookie
 * names this storefront's store: both are written together by the switchers, so a currency chosen in
 * one region never leaks into another (e.g. GBP into the US store).
 */
export function displayCurrency(locale: Locale, cookies: SessionCookieValues): string {
  const config = localeConfig(locale);
  const chosen = cookies.currency?.toUpperCase();
  if (cookies.store === config.storeCode && chosen && CURRENCY_CODE.test(chosen)) return chosen;
  return config.defaultCurrency;
}

/**
 * The display currency to send: the requested one while the store allows it, else the store's
 * default. The commerce service rejects any other Content-Currency on every operation, so a stale
 * or forged cookie must never reach it.
 */
export function allowedDisplayCurrency(
  requested: string,
  allowed: readonly string[],
  storeDefault: string,
): string {
  return allowed.includes(requested) ? requested : storeDefault;
}

/** Headers of one commerce GraphQL request: Store, Content-Currency and the customer token. */
export function commerceHeaders(
  locale: Locale,
  cookies: SessionCookieValues,
  options: { currency?: string } = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
    Store: localeConfig(locale).storeCode,
    'Content-Currency': options.currency ?? displayCurrency(locale, cookies),
  };
  if (cookies.customer) headers.Authorization = `Bearer ${cookies.customer}`;
  return headers;
}
