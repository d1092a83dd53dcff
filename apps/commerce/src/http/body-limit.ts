// Request bodies are at most 1 MB (DESIGN.md "Limits"). Hono's bodyLimit answers from a declared
// Content-Length without reading anything, and counts a chunked upload as it streams in, stopping at
// the first byte over the limit.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 1024 * 1024;

export function limitBody(maxSize = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => bodyTooLarge(c, maxSize) });
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
