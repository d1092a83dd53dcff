// The storefront's full-page cache, as Magento shops put Varnish in front of their pages: a page
// that is the same for every anonymous shopper of a storefront and currency is rendered once and
// served from memory until it is PAGE_CACHE_TTL_SECONDS old. Anything personal bypasses it: a
// shopper with a session, a cart or a pending message always gets a fresh render.
import { LRUCache } from 'lru-cache';

/** Cookies that make a page personal (lib/cookie-policy.ts names them). */
export const PERSONAL_COOKIES = ['customer', 'refreshToken', 'cart', 'message'] as const;
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

/** Paths that are never pages: assets, API routes, media and the version file. */
const NOT_PAGES =
  /^\/(?:_next\/|api\/|media\/|version\.json$|icon\.svg$|favicon\.ico$|robots\.txt$|sitemap\.xml$|sw\.js$)/;

export interface PageRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
}

function header(request: PageRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

export function parseCookies(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/** The cache key of a request, or null when its answer must never come from the cache. */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== 'GET' || !request.url?.startsWith('/')) return null;
  const path = request.url.split('?')[0]!;
  if (NOT_PAGES.test(path)) return null;
  const cookies = parseCookies(header(request, 'cookie'));
  if (PERSONAL_COOKIES.some((name) => cookies.get(name))) return null;
  const gzip = /\bgzip\b/.test(header(request, 'accept-encoding'));
  return JSON.stringify([
    request.url,
    ...VARYING_COOKIES.map((name) => cookies.get(name) ?? ''),
    ...VARYING_HEADERS.map((name) => header(request, name)),
    gzip,
  ]);
}

/** Only complete, successful pages that set no cookie are kept. */
export function isStorable(status: number, headers: Record<string, unknown>): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const type = String(headers['content-type'] ?? '');
  return type.startsWith('text/html') || type.startsWith('text/x-component');
}

/** Headers that describe one connection or one moment, never replayed from the cache. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
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

export function createPageStore(options: { ttlMs: number; maxBytes: number }) {
  return new LRUCache<string, CachedPage>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.body.length),
  });
}

export type PageStore = ReturnType<typeof createPageStore>;
