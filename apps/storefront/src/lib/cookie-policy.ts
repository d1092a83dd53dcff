// Cookie names and options (DESIGN.md "Cookies", ADR 0006). Pure, so it can be unit-tested;
// reading and writing happens in the server-only `cookies.ts`.

export const cookieNames = {
  currency: 'currency',
  country: 'country',
  locale: 'locale',
  cart: 'cart',
  customer: 'customer',
  store: 'store',
  message: 'message',
  refreshToken: 'refreshToken',
} as const;

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames];

/** Spec §9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const httpOnlyCookies: ReadonlySet<CookieName> = new Set(['customer', 'refreshToken']);
const yearLongCookies: ReadonlySet<CookieName> = new Set(['locale', 'store', 'currency']);

export interface CookieOptions {
  path: '/';
  sameSite: 'lax';
  httpOnly: boolean;
  secure: boolean;
  maxAge?: number;
}

/**
 * Deliberate deviation from the spec's table: `customer` and `refreshToken` are httpOnly (and Secure
 * in production) because the browser never needs them — every commerce call passes our server.
 */
export function cookieOptions(
  name: CookieName,
  environment: { production: boolean },
): CookieOptions {
  const httpOnly = httpOnlyCookies.has(name);
  return {
    path: '/',
    sameSite: 'lax',
    httpOnly,
    secure: httpOnly && environment.production,
    ...(yearLongCookies.has(name) ? { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS } : {}),
  };
}

/** Spec §4 session: an authorization error clears the tokens and the cart id. */
export const sessionCookiesClearedOnAuthorizationError: readonly CookieName[] = [
  'customer',
  'refreshToken',
  'cart',
];
