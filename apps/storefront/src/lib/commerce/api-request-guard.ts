// The checks `POST /api/magento/{apiMethod}` makes before it reads a body (ADR 0027): JSON only
// (415), from the shop's own pages for a method that changes state (403, CSRF), and a body of at
// most API_BODY_LIMIT_BYTES, declared or streamed (413). Pure but for reading the stream.

export const DEFAULT_API_BODY_LIMIT_BYTES = 64 * 1024;

export function apiBodyLimit(value: string | undefined): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_API_BODY_LIMIT_BYTES;
}

export type GuardRefusal = { status: 403 | 413 | 415; body: { message: string } };

export interface GuardedRequest {
  contentType: string | null;
  contentLength: string | null;
  origin: string | null;
  secFetchSite: string | null;
}

/** `application/json`, with or without parameters (charset). */
export function isJsonContentType(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The shop: its configured origin (SITE_URL), or else the host the request was sent to. A host
 * alone, because TLS may end before the storefront, which then sees http for an https page.
 */
export type ShopIdentity = { origin: string } | { host: string };

/**
 * A browser names the page that sent a request in Origin (every POST) and Sec-Fetch-Site. Without
 * Origin, only a same-origin fetch metadata header will do.
 */
export function isFromShop(request: GuardedRequest, shop: ShopIdentity): boolean {
  if (request.origin === null) return request.secFetchSite === 'same-origin';
  if ('origin' in shop) return request.origin.toLowerCase() === shop.origin.toLowerCase();
  try {
    const sender = new URL(request.origin);
    return /^https?:$/.test(sender.protocol) && sender.host === shop.host.toLowerCase();
  } catch {
    return false;
  }
}

export function refuseApiRequest(
  request: GuardedRequest,
  options: { changesState: boolean; shop: ShopIdentity; limitBytes: number },
): GuardRefusal | null {
  if (!isJsonContentType(request.contentType)) {
    return { status: 415, body: { message: 'Content-Type must be application/json' } };
  }
  if (options.changesState && !isFromShop(request, options.shop)) {
    return { status: 403, body: { message: 'Cross-origin request refused' } };
  }
  const declared = request.contentLength === null ? NaN : Number(request.contentLength);
  if (Number.isFinite(declared) && declared > options.limitBytes)
    return tooLarge(options.limitBytes);
  return null;
}

const tooLarge = (limit: number): GuardRefusal => ({
  status: 413,
  body: { message: `Request body larger than ${limit} bytes` },
});

/** The body as text, reading no more than the limit of a stream that may lie about its length. */
export async function readLimitedText(
  body: ReadableStream<Uint8Array> | null,
  limitBytes: number,
): Promise<{ ok: true; text: string } | ({ ok: false } & GuardRefusal)> {
  if (!body) return { ok: true, text: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, ...tooLarge(limitBytes) };
    }
    chunks.push(value);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}
