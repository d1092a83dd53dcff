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
  // Not in the spec's list: the social sign-in's state, checked on the provider's callback (CSRF).
  socialLoginState: 'socialLoginState',
  // Not in the spec's list: the order just placed, for the thank-you page (ADR 0054).
  lastOrder: 'lastOrder',
  // Not in the spec's list: the cart a card payment waits on (3-D Secure), given back if it fails.
  payingCart: 'payingCart',
} as const;

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames];

/** Spec §9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const httpOnlyCookies: ReadonlySet<CookieName> = new Set([
  'customer',
  'refreshToken',
  // ADR 0048: every cart call passes our server, which finds the cart from this cookie.
  'cart',
  'socialLoginState',
  // ADR 0054: the order's number and e-mail stay between our server and the thank-you page.
  'lastOrder',
  // ADR 0056: a cart id, as secret as the `cart` cookie's.
  'payingCart',
]);

/** Magento keeps a guest quote 30 days; the `cart` cookie lasts as long (ADR 0048). */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The thank-you page shows the order just placed for an hour (ADR 0054). */
export const LAST_ORDER_COOKIE_MAX_AGE_SECONDS = 60 * 60;
/** A card payment waiting on the shopper's bank is remembered as long as the order (ADR 0056). */
export const PAYING_CART_COOKIE_MAX_AGE_SECONDS = 60 * 60;
const yearLongCookies: ReadonlySet<CookieName> = new Set(['locale', 'store', 'currency']);

export interface CookieOptions {
  path: '/';
  sameSite: 'lax';
  httpOnly: boolean;
  secure: boolean;
  maxAge?: number;
}

/**
 * Deliberate deviation from the spec's table: `customer`, `refreshToken` and `cart` are httpOnly
 * (and Secure in production) because the browser never needs them — every commerce call passes
 * our server (ADR 0044, ADR 0048).
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
    ...(name === 'cart' ? { maxAge: CART_COOKIE_MAX_AGE_SECONDS } : {}),
    ...(name === 'lastOrder' ? { maxAge: LAST_ORDER_COOKIE_MAX_AGE_SECONDS } : {}),
    ...(name === 'payingCart' ? { maxAge: PAYING_CART_COOKIE_MAX_AGE_SECONDS } : {}),
  };
}

/** Spec §4 session: an authorization error clears the tokens and the cart id. */
export const sessionCookiesClearedOnAuthorizationError: readonly CookieName[] = [
  'customer',
  'refreshToken',
  'cart',
];
