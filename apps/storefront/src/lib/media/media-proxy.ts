// The /media/[...path] proxy (shared by the route handler and its tests): streams one file from
// the commerce service, passing its content and cache headers through.
import { commerceMediaUrl } from './media-url';

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
];
const DEFAULT_COMMERCE_URL = 'http://127.0.0.1:4000';
const TIMEOUT_MS = 10_000;

export function commerceBaseUrl(): string {
  return process.env.COMMERCE_URL || DEFAULT_COMMERCE_URL;
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export async function proxyMedia(
  request: Request,
  segments: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const url = commerceMediaUrl(commerceBaseUrl(), segments);
  if (!url) return notFound();
  const headers = new Headers();
  for (const name of ['if-none-match', 'if-modified-since']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let upstream: Response;
  try {
    upstream = await fetchImpl(url, {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return new Response('Bad gateway', { status: 502, headers: { 'cache-control': 'no-store' } });
  }
  if (upstream.status === 404) return notFound();
  if (upstream.status !== 200 && upstream.status !== 304) {
    return new Response('Bad gateway', { status: 502, headers: { 'cache-control': 'no-store' } });
  }
  const passed = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) passed.set(name, value);
  }
  passed.set('x-content-type-options', 'nosniff');
  const body = request.method === 'HEAD' || upstream.status === 304 ? null : upstream.body;
  return new Response(body, { status: upstream.status, headers: passed });
}
