// Request bodies are at most 1 MB (DESIGN.md "Limits"). A declared Content-Length is judged without
// reading anything (node's parser never delivers more bytes than it declares); a chunked upload is
// counted by Hono's bodyLimit as it streams in, stopping at the first byte over the limit. Hono's
// middleware is kept for the chunked case only: it turns every request it sees into a streamed
// fetch Request, which costs more than a cached answer does (bench/).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 1024 * 1024;

export function limitBody(maxSize = MAX_BODY_BYTES): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError: (c) => bodyTooLarge(c, maxSize) });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) {
      return streamed(c, next);
    }
    if (!/^\d+$/.test(declared) || Number(declared) > maxSize) return bodyTooLarge(c, maxSize);
    await next();
  };
}

function bodyTooLarge(c: Context, maxSize: number): Response {
  // Closing the connection stops a client that is still uploading; the rest is never read.
  c.header('connection', 'close');
  return c.json(
    {
      errors: [
        {
          message: `Request body is larger than the limit of ${maxSize} bytes`,
          extensions: { category: 'graphql-input' },
        },
      ],
    },
    413,
  );
}
