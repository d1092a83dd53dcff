// Puts the page cache in front of Next's request handler: a hit is answered from memory, a miss is
// rendered by Next and, when storable, kept on its way out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  isStorable,
  pageCacheKey,
  replayableHeaders,
  type CachedPage,
  type PageStore,
} from './page-cache';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export function withPageCache(handle: RequestHandler, store: PageStore | null): RequestHandler {
  if (!store) return handle;
  return async (request, response) => {
    const key = pageCacheKey(request);
    const cached = key === null ? undefined : store.get(key);
    if (cached) return replay(cached, response);
    if (key !== null) capture(response, (page) => store.set(key, page));
    response.setHeader('x-page-cache', key === null ? 'BYPASS' : 'MISS');
    await handle(request, response);
  };
}

function replay(page: CachedPage, response: ServerResponse) {
  response.writeHead(page.status, {
    ...page.headers,
    'content-length': page.body.length,
    age: String(Math.floor((Date.now() - page.storedAt) / 1000)),
    'x-page-cache': 'HIT',
  });
  response.end(page.body);
}

/** Copies what Next writes, and hands it over once the response is complete and storable. */
function capture(response: ServerResponse, keep: (page: CachedPage) => void) {
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
  response.once('finish', () => {
    const headers = response.getHeaders();
    if (!isStorable(response.statusCode, headers)) return;
    keep({
      status: response.statusCode,
      headers: replayableHeaders({ ...headers, 'x-page-cache': undefined }),
      body: Buffer.concat(chunks),
      storedAt: Date.now(),
    });
  });
}
