import 'server-only';
import { cookieNames, type CookieName } from '@/lib/cookie-policy';
import type { CookieJar } from '@/lib/cookies';
import type { Locale } from '@/i18n/locales';
import { customerCookieMaxAge, SIGNED_OUT_COOKIES } from './session-rules';
import { refreshCustomerSession } from './token-refresh';

export interface CustomerTokens {
  token: string;
  refreshToken: string | null;
}

/** Spec §4: a login stores the customer token and the refresh token (httpOnly, DESIGN.md). */
export function startCustomerSession(
  jar: CookieJar,
  tokens: CustomerTokens,
  lifetimeHours: number | null,
): void {
  jar.set(cookieNames.customer, tokens.token, { maxAge: customerCookieMaxAge(lifetimeHours) });
  if (tokens.refreshToken) jar.set(cookieNames.refreshToken, tokens.refreshToken);
  else jar.delete(cookieNames.refreshToken);
}

/** Spec §4: logout clears the tokens and the cart id (the browser clears its checkout state). */
export function endCustomerSession(jar: CookieJar): void {
  for (const name of SIGNED_OUT_COOKIES) jar.delete(name);
}

/**
 * For client calls (the API route, which the proxy does not run for): a due access token is
 * exchanged before the method runs, as the proxy does for pages (ADR 0044).
 */
export async function refreshDueSession(jar: CookieJar, locale: Locale): Promise<void> {
  const refreshToken = jar.get(cookieNames.refreshToken);
  if (jar.get(cookieNames.customer) || !refreshToken) return;
  const outcome = await refreshCustomerSession(refreshToken, locale);
  if (outcome.kind === 'refreshed') {
    jar.set(cookieNames.customer, outcome.token, { maxAge: outcome.maxAge });
    if (outcome.refreshToken) jar.set(cookieNames.refreshToken, outcome.refreshToken);
  } else if (outcome.kind === 'ended') {
    endCustomerSession(jar);
  }
}

/** A jar that reads what was written to it during this request (Next's may not). */
export function overlayJar(jar: CookieJar): CookieJar {
  const written = new Map<string, string | undefined>();
  return {
    get: (name) => (written.has(name) ? written.get(name) : jar.get(name)),
    set: (name, value, options) => {
      written.set(name, value);
      jar.set(name, value, options);
    },
    delete: (name) => {
      written.set(name, undefined);
      jar.delete(name);
    },
  };
}

/**
 * A call refused for its access token may have crossed a refresh: the page's proxy, or another
 * call, exchanged the refresh token while this call was on its way with the access token that
 * exchange retired. The exchange of a refresh token is shared for a while (token-refresh.ts), so
 * asking for it again hands over the same new tokens without spending anything. Returns a jar that
 * reads the new tokens (also written to the response where it can be), or null when the session is
 * really over: no refresh token, commerce refused it, or the refused token is the newest one.
 */
export async function renewRefusedSession(
  jar: CookieJar,
  locale: Locale,
  refusedToken: string,
): Promise<CookieJar | null> {
  const refreshToken = jar.get(cookieNames.refreshToken);
  if (!refreshToken) return null;
  const outcome = await refreshCustomerSession(refreshToken, locale);
  if (outcome.kind !== 'refreshed' || outcome.token === refusedToken) return null;
  const renewed = overlayJar(jar);
  const write = (name: CookieName, value: string, options?: { maxAge?: number }) => {
    try {
      renewed.set(name, value, options);
    } catch {
      // A server component cannot write cookies: the overlay still reads the new value.
    }
  };
  write(cookieNames.customer, outcome.token, { maxAge: outcome.maxAge });
  if (outcome.refreshToken) write(cookieNames.refreshToken, outcome.refreshToken);
  return renewed;
}
