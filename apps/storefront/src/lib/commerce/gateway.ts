import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import type { TypedDocumentString } from '@/gql/graphql';
import type { Locale } from '@/i18n/locales';
import {
  clearCustomerSession,
  requestCookieJar,
  sessionCookieValues,
  type CookieJar,
} from '@/lib/cookies';
import { CLIENT_IP_HEADER, markRenderFailed, RENDER_ID_HEADER } from '@/lib/security/render-marks';
import { cookieNames } from '@/lib/cookie-policy';
import { renewRefusedSession } from '@/lib/customer/session';
import { commerceHeaders } from './request-headers';
import { hasAuthorizationError, interpretGraphQLResponse, type CommerceResult } from './result';

/** Who is asking: the storefront locale (→ Store header) and the request's cookies. */
export interface CommerceContext {
  locale: Locale;
  cookies?: CookieJar;
  /** Overrides the Content-Currency derived from the cookies. */
  currency?: string;
  /** Sends no customer token (public data after an authorization error). */
  anonymous?: boolean;
}

const DEFAULT_COMMERCE_URL = 'http://127.0.0.1:4000';
const DEFAULT_TIMEOUT_MS = 10_000;

function commerceEndpoint(): string {
  const base = (process.env.COMMERCE_URL || DEFAULT_COMMERCE_URL).replace(/\/+$/, '');
  return `${base}/graphql`;
}

function timeoutMs(): number {
  const value = Number(process.env.COMMERCE_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIMEOUT_MS;
}

/** The request being served, if any: its render id and the shopper's address (lib/security). */
async function servedRequest(): Promise<{ renderId: string | null; clientIp: string | null }> {
  try {
    const incoming = await requestHeaders();
    return { renderId: incoming.get(RENDER_ID_HEADER), clientIp: incoming.get(CLIENT_IP_HEADER) };
  } catch {
    return { renderId: null, clientIp: null };
  }
}

async function send<TResult>(
  body: string,
  headers: Record<string, string>,
): Promise<CommerceResult<TResult>> {
  const timeout = timeoutMs();
  try {
    const response = await fetch(commerceEndpoint(), {
      method: 'POST',
      headers,
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(timeout),
    });
    return interpretGraphQLResponse<TResult>(response.status, await response.text());
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return name === 'TimeoutError' || name === 'AbortError'
      ? { ok: false, kind: 'timeout', message: `Commerce did not answer within ${timeout} ms` }
      : {
          ok: false,
          kind: 'network',
          message: error instanceof Error ? error.message : 'Request failed',
        };
  }
}

/** The one function that sends GraphQL to the commerce service. It never throws. */
export async function commerceRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  context: CommerceContext,
): Promise<CommerceResult<TResult>> {
  const jar = context.cookies ?? (await requestCookieJar());
  const served = await servedRequest();
  const headersFor = (cookies: CookieJar) => {
    const session = sessionCookieValues(cookies);
    const headers = commerceHeaders(
      context.locale,
      context.anonymous ? { ...session, customer: undefined } : session,
      context.currency ? { currency: context.currency } : {},
    );
    // Commerce rate-limits by shopper; it trusts this only from the storefront (TRUSTED_PROXIES).
    if (served.clientIp) headers['X-Forwarded-For'] = served.clientIp;
    return headers;
  };
  const body = JSON.stringify({ query: document.toString(), variables: variables ?? {} });
  let result = await send<TResult>(body, headersFor(jar));
  if (hasAuthorizationError(result)) {
    // Refused for a token a refresh retired while this call was on its way: once more with the
    // new one (ADR 0044). Otherwise, spec §4: the customer is logged out.
    const sent = context.anonymous ? undefined : jar.get(cookieNames.customer);
    const renewed = sent ? await renewRefusedSession(jar, context.locale, sent) : null;
    if (renewed) result = await send<TResult>(body, headersFor(renewed));
    if (hasAuthorizationError(result)) clearCustomerSession(jar);
  }
  // A page rendered without this answer must not be kept by the page cache.
  if (!result.ok) markRenderFailed(served.renderId);
  return result;
}
