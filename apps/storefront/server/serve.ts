// Puts the page cache in front of Next's request handler: a hit is answered from the page store, a
// miss is rendered by Next and, when storable, kept on its way out (ADR 0015, ADR 0027).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { RENDER_ID_HEADER, takeRenderFailed } from '../src/lib/security/render-marks';
import {
  createNonce,
  nonceOf,
  pageContentSecurityPolicy,
  type PolicyOptions,
} from '../src/lib/security/security-headers';
import {
  isStorable,
  negotiatedEncoding,
  pageCacheKey,
  replayableHeaders,
  varyWithEncoding,
  withNonce,
  type CachedPage,
  type ContentEncoding,
} from './page-cache';
import type { PageStore } from './page-store';

const gzipAsync = promisify(gzip);

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export function withPageCache(
  handle: RequestHandler,
  store: PageStore | null,
  policy: PolicyOptions = {},
): RequestHandler {
  if (!store) return handle;
  return async (request, response) => {
    const key = pageCacheKey(request);
    if (key === null) {
      response.setHeader('x-page-cache', 'BYPASS');
      return handle(request, response);
    }
    // Next compresses (or not) exactly as the cache would answer, so no other encoding is stored.
    const encoding = negotiatedEncoding(String(request.headers['accept-encoding'] ?? ''));
    const cached = await store.get(key);
    if (cached) return replay(cached, encoding, policy, response);

    request.headers['accept-encoding'] = encoding;
    const renderId = randomUUID();
    request.headers[RENDER_ID_HEADER] = renderId;
    capture(response, renderId, (page) => void store.set(key, page));
    response.setHeader('x-page-cache', 'MISS');
    await handle(request, response);
  };
}

async function replay(
  page: CachedPage,
  encoding: ContentEncoding,
  policy: PolicyOptions,
  response: ServerResponse,
) {
  // A nonce is good for one response only: the page gets a fresh one in its body and its policy.
  const nonce = createNonce();
  const identity = withNonce(page.body, page.nonce, nonce);
  const body = encoding === 'gzip' ? await gzipAsync(identity, { level: 4 }) : identity;
  response.writeHead(page.status, {
    ...page.headers,
    ...(page.nonce ? { 'content-security-policy': pageContentSecurityPolicy(nonce, policy) } : {}),
    ...(encoding === 'gzip' ? { 'content-encoding': 'gzip' } : {}),
    vary: varyWithEncoding(page.headers.vary),
    'content-length': body.length,
    age: String(Math.floor((Date.now() - page.storedAt) / 1000)),
    'x-page-cache': 'HIT',
  });
  response.end(body);
}

/** The body as it was before Next's compression, or null for an encoding the cache never asks for. */
function decodedBody(body: Buffer, contentEncoding: unknown): Buffer | null {
  const coding = String(contentEncoding ?? 'identity').toLowerCase();
  if (coding === 'identity') return body;
  if (coding === 'gzip') return gunzipSync(body);
  return null;
}

/** Copies what Next writes, and hands it over once the response is complete and storable. */
function capture(response: ServerResponse, renderId: string, keep: (page: CachedPage) => void) {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const copy = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    );
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    copy(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    copy(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
  }) as ServerResponse['end'];
  response.once('close', () => {
    // Always taken, so the mark is forgotten even for an aborted render.
    const failed = takeRenderFailed(renderId);
    if (failed || !response.writableFinished) return;
    const headers = response.getHeaders();
    if (!isStorable(response.statusCode, headers)) return;
    let body: Buffer | null;
    try {
      body = decodedBody(Buffer.concat(chunks), headers['content-encoding']);
    } catch {
      return;
    }
    if (!body) return;
    keep({
      status: response.statusCode,
      headers: replayableHeaders(headers),
      body,
      storedAt: Date.now(),
      nonce: nonceOf(String(headers['content-security-policy'] ?? '')),
    });
  });
}
