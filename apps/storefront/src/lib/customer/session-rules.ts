// Session rules (commerce-core §4), pure so they are unit-tested: how long the customer cookie
// lives, which account paths need a signed-in shopper and where the session's cookies go on logout.
import { stripLocalePrefix } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import type { CookieName } from '@/lib/cookie-policy';

/** Magento's default `customer_access_token_lifetime` (hours), when commerce does not say. */
export const DEFAULT_TOKEN_LIFETIME_HOURS = 1;
/** The access token is exchanged this long before it expires (the customer cookie ends then). */
export const REFRESH_MARGIN_SECONDS = 5 * 60;
const SHORTEST_COOKIE_SECONDS = 60;

/**
 * The customer cookie's lifetime: the token's, less the refresh margin. When it has gone, a request
 * that still carries the refresh token exchanges it on the server before anything is rendered, so
 * commerce never sees an expired access token.
 */
export function customerCookieMaxAge(lifetimeHours: number | null | undefined): number {
  const hours =
    typeof lifetimeHours === 'number' && Number.isFinite(lifetimeHours) && lifetimeHours > 0
      ? lifetimeHours
      : DEFAULT_TOKEN_LIFETIME_HOURS;
  return Math.max(SHORTEST_COOKIE_SECONDS, Math.floor(hours * 3600) - REFRESH_MARGIN_SECONDS);
}

/** Spec §4: logout and an authorization error clear the tokens and the cart id. */
export const SIGNED_OUT_COOKIES: readonly CookieName[] = ['customer', 'refreshToken', 'cart'];

/** Browser storage of the cart and checkout steps (spec §9: keys prefixed `vsf-`), cleared on logout. */
export const CHECKOUT_STORAGE_PREFIXES = ['vsf-cart', 'vsf-checkout'] as const;

export function isCheckoutStorageKey(key: string): boolean {
  return CHECKOUT_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Spec named routes. */
export const CUSTOMER_PATH = '/customer';
export const LOGIN_REGISTER_PATH = '/customer/login-register';
export const RESET_PASSWORD_PATH = '/customer/reset-password';
/** The confirmation e-mail's link (ADR 0041). */
export const CONFIRM_ACCOUNT_PATH = '/customer/account/confirm';
/** A social provider's callback: /customer/social-login/{provider} (commerce's socialLoginProviders). */
export const SOCIAL_LOGIN_CALLBACK_PREFIX = '/customer/social-login/';
export const MY_PROFILE_PATH = '/customer/my-profile';
export const WISHLIST_PATH = '/customer/my-wishlist';

/** Account pages a guest may open: /customer itself, the sign-in page and the e-mails' links. */
const PUBLIC_ACCOUNT_PATHS = new Set([
  CUSTOMER_PATH,
  LOGIN_REGISTER_PATH,
  RESET_PASSWORD_PATH,
  CONFIRM_ACCOUNT_PATH,
]);

/**
 * Spec §2: the account middleware sends a shopper without a customer token to the customer route
 * (which then offers login and registration). The path may carry a locale prefix.
 */
export function needsSignedInShopper(pathname: string): boolean {
  const path = stripLocalePrefix(pathname).replace(/\/+$/, '') || '/';
  if (path !== CUSTOMER_PATH && !path.startsWith(`${CUSTOMER_PATH}/`)) return false;
  return !PUBLIC_ACCOUNT_PATHS.has(path) && !path.startsWith(SOCIAL_LOGIN_CALLBACK_PREFIX);
}

/** Spec §2: `ref=passwordReset` sends the shopper to login/register keeping the same query. */
export function passwordResetRedirect(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('ref') !== 'passwordReset') return null;
  const path = stripLocalePrefix(pathname).replace(/\/+$/, '') || '/';
  if (path === LOGIN_REGISTER_PATH) return null;
  return `${LOGIN_REGISTER_PATH}${search.startsWith('?') ? search : `?${search}`}`;
}

/** The country a new address starts with: the storefront's region (the shopper may change it). */
const REGION_COUNTRIES: Record<Locale, string> = {
  en: 'AT',
  at: 'AT',
  us: 'US',
  me: 'AE',
  sa: 'SA',
};

export function shippingCountry(locale: Locale): string {
  return REGION_COUNTRIES[locale];
}
