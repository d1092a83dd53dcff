import 'server-only';
import { cookies } from 'next/headers';
import { localeConfig, type Locale } from '@/i18n/locales';
import {
  cookieNames,
  cookieOptions,
  sessionCookiesClearedOnAuthorizationError,
  type CookieName,
} from './cookie-policy';
import type { SessionCookieValues } from './commerce/request-headers';

/** The cookies of one request, as the gateway needs them (a route handler's or `next/headers`'). */
export interface CookieJar {
  get(name: CookieName): string | undefined;
  /** Writing throws while a server component renders; callers treat it as best effort. */
  set(name: CookieName, value: string, options?: { maxAge?: number }): void;
  delete(name: CookieName): void;
}

const production = () => process.env.NODE_ENV === 'production';

/** The cookie jar of the current request (server components, server actions, route handlers). */
export async function requestCookieJar(): Promise<CookieJar> {
  const store = await cookies();
  return {
    get: (name) => store.get(name)?.value,
    set: (name, value, options) => {
      store.set(name, value, { ...cookieOptions(name, { production: production() }), ...options });
    },
    delete: (name) => {
      store.set(name, '', { ...cookieOptions(name, { production: production() }), maxAge: 0 });
    },
  };
}

export function sessionCookieValues(jar: CookieJar): SessionCookieValues {
  return {
    currency: jar.get(cookieNames.currency),
    store: jar.get(cookieNames.store),
    customer: jar.get(cookieNames.customer),
  };
}

function bestEffort(write: () => void): void {
  try {
    write();
  } catch {
    // A server component cannot write cookies; the next action or API call clears them.
  }
}

/** Spec §4: an authorization error logs the customer out (tokens and cart id cleared). */
export function clearCustomerSession(jar: CookieJar): void {
  for (const name of sessionCookiesClearedOnAuthorizationError) bestEffort(() => jar.delete(name));
}

/** Store switching: locale, store and currency (reset to the new store's default). */
export function setStorefrontCookies(jar: CookieJar, locale: Locale): void {
  const config = localeConfig(locale);
  jar.set(cookieNames.locale, locale);
  jar.set(cookieNames.store, config.storeCode);
  jar.set(cookieNames.currency, config.defaultCurrency);
}

/** Currency switching: the choice is paired with the store it was made in. */
export function setCurrencyCookie(jar: CookieJar, locale: Locale, currency: string): void {
  jar.set(cookieNames.store, localeConfig(locale).storeCode);
  jar.set(cookieNames.currency, currency);
}
