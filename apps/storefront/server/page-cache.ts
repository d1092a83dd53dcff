// The storefront's full-page cache, as Magento shops put Varnish in front of their pages: a page
// that is the same for every anonymous shopper of a storefront and currency is rendered once and
// served from the store (memory, or Redis when REDIS_URL is set) until it is PAGE_CACHE_TTL_SECONDS
// old. Anything personal bypasses it: a shopper with a session or a pending message always gets a
// fresh render. A cart alone does not: its counts and contents load in the browser (ADR 0048). ADR 0027: the key is built from exactly what Next renders with, parsed by
// Next's own rules.
import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies';
import { routeByLocale } from '../src/i18n/locale-routing';

/**
 * Cookies that make a page personal (lib/cookie-policy.ts names them), whatever their value. The
 * `cart` cookie is not one: no page renders the cart into its HTML except /cart and checkout,
 * which are never cached (ADR 0048).
 */
export const PERSONAL_COOKIES = ['customer', 'refreshToken', 'message'] as const;
/** Cookies that change a page for everyone who shares them: part of the key. */
export const VARYING_COOKIES = ['currency', 'store'] as const;
/** Request headers Next.js varies its answers by (its own `Vary`): part of the key. */
export const VARYING_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const;

/**
 * The account area (/customer and its children, under any locale prefix), the cart page and
 * checkout are personal, and the newsletter confirmation link spends its code: never kept and
 * never answered from the cache, even for a request that carries no session cookie.
 */
const ACCOUNT_PAGES =
  /^\/(?:(?:en|us|me|sa|at)\/)?(?:customer(?:\/|$)|cart(?:\/|$)|checkout(?:\/|$)|newsletter\/confirm(?:\/|$))/;

/** Paths that are never pages: assets, API routes, media and the version file. */
const NOT_PAGES =
  /^\/(?:_next\/|api\/|media\/|version\.json$|icon\.svg$|favicon\.ico$|robots\.txt$|sitemap\.xml$|sw\.js$)/;

export interface PageRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** A kept page: its body always without content encoding, and the nonce it was rendered with. */
export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
  nonce: string | null;
}

function header(request: PageRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * The cookies as Next's `cookies()` and `request.cookies` see them: Next's own parser (names are
 * not trimmed, `name` alone is "true", a later duplicate wins, a value that is not valid percent
 * encoding is dropped). Node joins repeated Cookie headers with "; ", as Next reads them.
 */
export function requestCookies(request: PageRequest): Map<string, string> {
  const value = request.headers.cookie;
  return parseCookie(Array.isArray(value) ? value.join('; ') : (value ?? ''));
}

export type ContentEncoding = 'gzip' | 'identity';

/**
 * The encoding a replayed page is sent in: gzip when the client accepts it (by name or `*`, q > 0),
 * else none. Next is asked for the same one on a miss, so it never compresses any other way.
 */
export function negotiatedEncoding(acceptEncoding: string): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const quality = q ? Number(q.split('=')[1]) : 1;
    accepted.set(coding, Number.isFinite(quality) ? quality : 0);
  }
  const gzip = accepted.get('gzip') ?? accepted.get('x-gzip') ?? accepted.get('*') ?? 0;
  return gzip > 0 ? 'gzip' : 'identity';
}

/** The cache key of a request, or null when its answer must never come from the cache. */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== 'GET' || !request.url?.startsWith('/')) return null;
  const path = request.url.split('?')[0]!;
  if (NOT_PAGES.test(path) || ACCOUNT_PAGES.test(path)) return null;
  const cookies = requestCookies(request);
  if (PERSONAL_COOKIES.some((name) => cookies.has(name))) return null;
  // The proxy would redirect (locale detection on `/`, bad percent encoding): never a cached page.
  const route = routeByLocale({
    pathname: path,
    cookieLocale: cookies.get('locale'),
    acceptLanguage: header(request, 'accept-language') || null,
  });
  if (route.action === 'redirect') return null;
  return JSON.stringify([
    request.url,
    ...VARYING_COOKIES.map((name) => cookies.get(name) ?? null),
    ...VARYING_HEADERS.map((name) => header(request, name)),
  ]);
}

/** Only complete, successful pages that set no cookie are kept. */
export function isStorable(status: number, headers: Record<string, unknown>): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const type = String(headers['content-type'] ?? '');
  return type.startsWith('text/html') || type.startsWith('text/x-component');
}

/** Headers that describe one connection, one moment or one encoding, never replayed as stored. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'content-security-policy',
  'x-page-cache',
]);

export function replayableHeaders(
  headers: Record<string, number | string | string[] | undefined>,
): CachedPage['headers'] {
  const kept: CachedPage['headers'] = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    kept[name] = typeof value === 'number' ? String(value) : value;
  }
  return kept;
}

/** `Vary` with Accept-Encoding added once: the same URL answers in more than one encoding. */
export function varyWithEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) {
    names.push('Accept-Encoding');
  }
  return names.join(', ');
}

/** A page rendered with one nonce, answered with another (the nonce is 128 random bits). */
export function withNonce(body: Buffer, from: string | null, to: string): Buffer {
  if (!from || from === to) return body;
  return Buffer.from(body.toString('utf8').replaceAll(from, to), 'utf8');
}
