// A request whose Host header or URL cannot be parsed is the client's fault: 400, never 500.
// The node adapter refuses a bad Host (`exa mple:99999`), a request target that is not a path, or a
// backslash in the path before the app sees the request (RequestError); the app refuses a path whose
// percent-encoding does not decode (`/%zz`). Malformed request lines never get past node's parser,
// which answers them 400 itself.
import { RequestError } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { internalErrorMessage } from '../graphql/masking';
import type { Logger } from '../logger';

const badRequestBody = { message: 'Bad request' };
// These answers never pass the app's middleware, which marks every other answer (ADR 0026).
const nosniff = { 'X-Content-Type-Options': 'nosniff' };

export const rejectMalformedPath: MiddlewareHandler = async (c, next) => {
  try {
    decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return c.json(badRequestBody, 400);
  }
  await next();
};

/** For the node adapter: errors raised before the app had a request to answer. */
export function answerUnservableRequest(logger: Logger) {
  return (error: unknown): Response => {
    if (error instanceof RequestError) {
      logger.info({ reason: error.message }, 'request rejected');
      return Response.json(badRequestBody, { status: 400, headers: nosniff });
    }
    logger.error({ err: error }, 'request failed');
    return Response.json({ message: internalErrorMessage }, { status: 500, headers: nosniff });
  };
}
