// A /graphql request whose text is not UTF-8 is refused before Yoga reads it (ADR 0024): the WHATWG
// decoders Yoga relies on turn every bad byte into U+FFFD, so a client would be served an answer to
// text it never sent, and that text could reach PostgreSQL. The query string is checked parameter by
// parameter as it was sent (percent-encoded); the body once buffered, which limitBody (running
// first) keeps to 1 MB.
import { isUtf8 } from 'node:buffer';
import type { Context, MiddlewareHandler } from 'hono';

export const invalidBodyMessage = 'The request body is not valid UTF-8.';
export const invalidQueryStringMessage = 'The query string is not valid UTF-8.';
export const malformedQueryStringMessage = 'The query string has malformed percent-encoding.';

/** What is wrong with a URL's search part (`?a=%C3%A9&b=1`), in words for the client, or null. */
export function queryStringProblem(search: string): string | null {
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part.includes('%')) continue;
    if (/%(?![0-9A-Fa-f]{2})/.test(part)) return malformedQueryStringMessage;
    try {
      // Strict: overlong forms (%C0%AE), surrogates (%ED%A0%80) and stray bytes (%FF) throw.
      decodeURIComponent(part);
    } catch {
      return invalidQueryStringMessage;
    }
  }
  return null;
}

export const refuseInvalidText: MiddlewareHandler = async (c, next) => {
  const problem = queryStringProblem(new URL(c.req.url).search);
  if (problem) return refuse(c, problem);
  if (c.req.raw.body) {
    const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    if (!isUtf8(bytes)) return refuse(c, invalidBodyMessage);
    // The stream is read: Yoga gets the same bytes from a request that can be read again.
    c.req.raw = new Request(c.req.raw, { body: bytes });
  }
  await next();
};

function refuse(c: Context, message: string): Response {
  return c.json({ errors: [{ message, extensions: { category: 'graphql-input' } }] }, 400);
}
