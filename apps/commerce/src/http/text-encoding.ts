// A /graphql request whose text is not UTF-8 is refused before Yoga reads it (ADR 0024): the WHATWG
// decoders Yoga relies on turn every bad byte into U+FFFD, so a client would be served an answer to
// text it never sent, and that text could reach PostgreSQL. The query string is checked parameter by
// parameter as it was sent (percent-encoded); the body once buffered, which limitBody (running
// first) keeps to 1 MB, and a form body's parameters as the query string's.
import { isUtf8 } from 'node:buffer';
import type { Context, MiddlewareHandler } from 'hono';

export const invalidBodyMessage = 'The request body is not valid UTF-8.';
export const invalidQueryStringMessage = 'The query string is not valid UTF-8.';
export const malformedQueryStringMessage = 'The query string has malformed percent-encoding.';
export const malformedFormBodyMessage = 'The request body has malformed percent-encoding.';

/**
 * What is wrong with percent-encoded parameters (`a=%C3%A9&b=1`, a URL's search part or a form
 * body), in words for the client, or null. `subject` names them: "query string", "request body".
 */
export function percentEncodingProblem(encoded: string, subject = 'query string'): string | null {
  for (const part of encoded.replace(/^\?/, '').split('&')) {
    if (!part.includes('%')) continue;
    if (/%(?![0-9A-Fa-f]{2})/.test(part)) return `The ${subject} has malformed percent-encoding.`;
    try {
      // Strict: overlong forms (%C0%AE), surrogates (%ED%A0%80) and stray bytes (%FF) throw.
      decodeURIComponent(part);
    } catch {
      return `The ${subject} is not valid UTF-8.`;
    }
  }
  return null;
}

export const refuseInvalidText: MiddlewareHandler = async (c, next) => {
  const problem = percentEncodingProblem(new URL(c.req.url).search);
  if (problem) return refuse(c, problem);
  if (c.req.raw.body) {
    const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    if (!isUtf8(bytes)) return refuse(c, invalidBodyMessage);
    // Yoga reads a form's parameters as URLSearchParams, which decode bad bytes to U+FFFD too.
    if (/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) {
      const formProblem = percentEncodingProblem(new TextDecoder().decode(bytes), 'request body');
      if (formProblem) return refuse(c, formProblem);
    }
    // The stream is read: Yoga gets the same bytes from a request that can be read again.
    c.req.raw = new Request(c.req.raw, { body: bytes });
  }
  await next();
};

function refuse(c: Context, message: string): Response {
  return c.json({ errors: [{ message, extensions: { category: 'graphql-input' } }] }, 400);
}
