// A /graphql request whose text is not UTF-8 is refused before Yoga decodes it (ADR 0024): the WHATWG
// decoders Yoga relies on turn every bad byte into U+FFFD, so a client would be served an answer to
// text it never sent, and that text could reach PostgreSQL. The query string is checked parameter by
// parameter as it was sent (percent-encoded); the body once buffered, which limitBody (running
// first) keeps to 1 MB, and a form body's parameters as the query string's.
import { isUtf8 } from 'node:buffer';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
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

/** The edge's half: the query string, checked before anything else reads the request. */
export const refuseInvalidText: MiddlewareHandler = async (c, next) => {
  const problem = percentEncodingProblem(new URL(c.req.url).search);
  if (problem) return refuse(c, problem);
  await next();
};

/** Yoga's reading of Content-Type: the first of a list, the type itself or with parameters. */
function hasMediaType(request: Request, expected: string): boolean {
  const type = request.headers.get('content-type')?.split(',')[0];
  return type === expected || !!type?.startsWith(`${expected};`);
}

function refusal(message: string): GraphQLError {
  return createGraphQLError(message, {
    extensions: { http: { status: 400 }, category: 'graphql-input' },
  });
}

/** Yoga's refusal of a JSON body that is not an object, in Yoga's words. */
function notAnObject(received: string): GraphQLError {
  return createGraphQLError(`POST body is expected to be object but received ${received}`, {
    extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
  });
}

async function utf8Body(request: Request): Promise<string> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (!isUtf8(bytes)) throw refusal(invalidBodyMessage);
  return new TextDecoder().decode(bytes);
}

/**
 * The body's half, as Yoga's own parsers for JSON and form bodies but reading the bytes once and
 * refusing what is not UTF-8. A parser rather than an edge middleware: reading the body before
 * Yoga would mean handing Yoga a rebuilt fetch Request, which costs a cached answer its speed
 * (ADR 0020).
 */
export function utf8RequestBodies(): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method !== 'POST') return;
      if (
        hasMediaType(request, 'application/json') ||
        hasMediaType(request, 'application/graphql+json')
      ) {
        setRequestParser(async (req) => {
          const text = await utf8Body(req);
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            throw createGraphQLError('POST body sent invalid JSON.', {
              extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
            });
          }
          if (body == null) throw notAnObject(String(body));
          if (typeof body !== 'object') throw notAnObject(typeof body);
          return body as GraphQLParams;
        });
      } else if (hasMediaType(request, 'application/x-www-form-urlencoded')) {
        setRequestParser(async (req) => {
          const text = await utf8Body(req);
          const problem = percentEncodingProblem(text, 'request body');
          if (problem) throw refusal(problem);
          return formParams(text);
        });
      }
    },
  };
}

/** A form body's GraphQL parameters, as Yoga reads them (variables and extensions as JSON). */
function formParams(text: string): GraphQLParams {
  const search = new URLSearchParams(text);
  const json = (name: string): Record<string, unknown> | undefined => {
    const value = search.get(name);
    return value ? (JSON.parse(value) as Record<string, unknown>) : undefined;
  };
  return {
    query: search.get('query') || undefined,
    operationName: search.get('operationName') || undefined,
    variables: json('variables'),
    extensions: json('extensions'),
  };
}

function refuse(c: Context, message: string): Response {
  return c.json({ errors: [{ message, extensions: { category: 'graphql-input' } }] }, 400);
}
