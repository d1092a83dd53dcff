'use server';

import { localizePath, safeLocalPath } from '@/i18n/locale-path';
import { isLocale } from '@/i18n/locales';
import { loadStoreData } from '@/lib/commerce/store';
import { requestCookieJar, setCurrencyCookie, setStorefrontCookies } from '@/lib/cookies';

/**
 * Store switching: sets the locale, store and currency cookies (currency reset to the new store's
 * default) and answers the same path under the new locale prefix; the client then loads it.
 */
export async function switchStore(
  locale: string,
  path: string,
  search: string,
): Promise<{ href: string } | { error: string }> {
  if (!isLocale(locale)) return { error: 'Unknown store' };
  setStorefrontCookies(await requestCookieJar(), locale);
  const query = typeof search === 'string' && search.startsWith('?') ? search : '';
  return { href: `${localizePath(locale, safeLocalPath(path))}${query}` };
}

/** Currency switching: stores the choice when the store allows that currency. */
export async function switchCurrency(locale: string, currency: string): Promise<{ ok: boolean }> {
  if (!isLocale(locale) || typeof currency !== 'string') return { ok: false };
  const jar = await requestCookieJar();
  const store = await loadStoreData(locale, jar);
  if (!store.ok || !store.data.currencies.includes(currency)) return { ok: false };
  setCurrencyCookie(jar, locale, currency);
  return { ok: true };
}
