import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { failureMessage } from '@/lib/commerce/result';
import type { AddressView, CountryView, CustomerView } from '@/lib/commerce/types/customer';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';

/** Signed in means a customer token cookie is present (the proxy refreshed it if it was due). */
export async function isSignedIn(): Promise<boolean> {
  return Boolean((await requestCookieJar()).get(cookieNames.customer));
}

/**
 * The signed-in customer's profile, once per request; null when the load fails, which ends the
 * session (spec §4: "a failed profile load triggers logout").
 */
export const loadCustomer = cache(async (locale: Locale): Promise<CustomerView | null> => {
  const result = await apiMethods.customer.run({}, { locale, cookies: await requestCookieJar() });
  if (!result.ok) {
    console.error(`[customer] ${locale}: ${failureMessage(result)}`);
    return null;
  }
  return result.data;
});

export const loadAddresses = cache(async (locale: Locale): Promise<AddressView[] | null> => {
  const result = await apiMethods.getCustomerAddresses.run(
    {},
    { locale, cookies: await requestCookieJar() },
  );
  if (!result.ok) {
    console.error(`[getCustomerAddresses] ${locale}: ${failureMessage(result)}`);
    return null;
  }
  return result.data;
});

/** The countries the store ships to, with their regions, for the address form's selects. */
export const loadCountries = cache(async (locale: Locale): Promise<CountryView[]> => {
  const result = await apiMethods.countries.run({}, { locale, cookies: await requestCookieJar() });
  if (!result.ok) {
    console.error(`[countries] ${locale}: ${failureMessage(result)}`);
    return [];
  }
  return result.data;
});
