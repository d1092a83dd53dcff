// Exchanges the refresh token for a new access token (acc-core's `refreshCustomerToken`), on the
// server, before any page or API call needs the access token. Runs in the proxy and in the API
// route, so it uses neither `next/headers` nor the server-only gateway.
import {
  CustomerTokenLifetimeDocument,
  RefreshCustomerTokenDocument,
  type CustomerTokenLifetimeQuery,
  type RefreshCustomerTokenMutation,
  type TypedDocumentString,
} from '@/gql/graphql';
import type { Locale } from '@/i18n/locales';
import { commerceHeaders } from '@/lib/commerce/request-headers';
import { interpretGraphQLResponse, type CommerceResult } from '@/lib/commerce/result';
import { customerCookieMaxAge } from './session-rules';

export type RefreshOutcome =
  | { kind: 'refreshed'; token: string; refreshToken: string | null; maxAge: number }
  /** Commerce refused the refresh token (expired, spent or revoked): the session is over. */
  | { kind: 'ended' }
  /** Commerce did not answer: keep the cookies and try again on the next request. */
  | { kind: 'unavailable' };

const DEFAULT_COMMERCE_URL = 'http://127.0.0.1:4000';
const REFRESH_TIMEOUT_MS = 5_000;

async function send<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  locale: Locale,
): Promise<CommerceResult<TResult>> {
  const base = (process.env.COMMERCE_URL || DEFAULT_COMMERCE_URL).replace(/\/+$/, '');
  try {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: commerceHeaders(locale, {}),
      body: JSON.stringify({ query: document.toString(), variables }),
      cache: 'no-store',
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
    return interpretGraphQLResponse<TResult>(response.status, await response.text());
  } catch (error) {
    return { ok: false, kind: 'network', message: error instanceof Error ? error.message : '' };
  }
}

async function exchange(refreshToken: string, locale: Locale): Promise<RefreshOutcome> {
  const result = await send<RefreshCustomerTokenMutation, { refreshToken: string }>(
    RefreshCustomerTokenDocument,
    { refreshToken },
    locale,
  );
  if (!result.ok) return result.kind === 'graphql' ? { kind: 'ended' } : { kind: 'unavailable' };
  const token = result.data.refreshCustomerToken?.token;
  if (!token) return { kind: 'ended' };
  const lifetime = await send<CustomerTokenLifetimeQuery, Record<string, never>>(
    CustomerTokenLifetimeDocument,
    {},
    locale,
  );
  return {
    kind: 'refreshed',
    token,
    refreshToken: result.data.refreshCustomerToken?.refresh_token ?? null,
    maxAge: customerCookieMaxAge(
      lifetime.ok ? lifetime.data.storeConfig?.customer_access_token_lifetime : null,
    ),
  };
}

/**
 * A page and the requests it starts at once (prefetches, islands) may all arrive with the same
 * spent customer cookie. Refresh tokens rotate and a reused one ends the whole session, so the
 * requests of one storefront process share one exchange per refresh token for a short while.
 *
 * Next bundles the proxy and the API route apart, each with its own copy of this module, while
 * both run in the one process: the exchanges are kept on the process's global object, or a page
 * and an island's call arriving together would spend the same refresh token twice.
 */
const SHARED_FOR_MS = 30_000;
const REGISTRY = Symbol.for('loomfront.storefront.customerTokenRefreshes');
type Exchanges = Map<string, { outcome: Promise<RefreshOutcome>; at: number }>;
const processScope = globalThis as typeof globalThis & { [REGISTRY]?: Exchanges };
const inFlight: Exchanges = (processScope[REGISTRY] ??= new Map());

export function refreshCustomerSession(
  refreshToken: string,
  locale: Locale,
): Promise<RefreshOutcome> {
  const now = Date.now();
  for (const [key, entry] of inFlight) if (now - entry.at > SHARED_FOR_MS) inFlight.delete(key);
  const shared = inFlight.get(refreshToken);
  if (shared) return shared.outcome;
  const outcome = exchange(refreshToken, locale);
  inFlight.set(refreshToken, { outcome, at: now });
  return outcome;
}
