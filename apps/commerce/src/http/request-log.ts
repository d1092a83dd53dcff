// Every request gets an id (the caller's x-request-id when acceptable), echoed in the response, and
// a child logger carrying it, handed on with the request (`requestContext`). One 'request
// completed' line is logged when the response has been sent, or the client went away.
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../graphql/context';
import { requestIdFrom, type Logger } from '../logger';

export interface EdgeEnv {
  /** Absent only when the app's fetch is called without the node adapter. */
  Bindings: Partial<HttpBindings>;
  Variables: { requestContext: Pick<ServerContext, 'requestId' | 'logger'> };
}

export function logRequests(logger: Logger): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const requestLogger = logger.child({ requestId });
    const started = performance.now();
    c.set('requestContext', { requestId, logger: requestLogger });
    const completed = (status: number, aborted: boolean) =>
      requestLogger.info(
        {
          method: c.req.method,
          url: c.env?.incoming?.url ?? c.req.path,
          status,
          durationMs: Math.round(performance.now() - started),
          ...(aborted ? { aborted } : {}),
        },
        'request completed',
      );
    const outgoing = c.env?.outgoing;
    outgoing?.once('close', () => completed(outgoing.statusCode, !outgoing.writableFinished));

    await next();
    // On the answer itself: `c.header()` after the handler would copy the whole response.
    c.res.headers.set('x-request-id', requestId);
    if (!outgoing) completed(c.res.status, false);
  };
}
