// The service's routes on Hono (ADR 0020). Yoga, the media files and the webhooks each get the
// request as a fetch Request and answer a Response, streamed to the client as it is produced.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { YogaServerInstance } from 'graphql-yoga';
import type { CommerceDatabase } from '../db/database';
import type { GraphQLContext, ServerContext } from '../graphql/context';
import { acceptsWrites } from '../graphql/cross-site-writes';
import { internalErrorMessage } from '../graphql/masking';
import type { Logger } from '../logger';
import { MEDIA_PREFIX, serveMedia } from '../media/serve';
import { admitInTurn, type AdmissionGate } from './admission';
import { rejectMalformedPath } from './bad-request';
import { limitBody } from './body-limit';
import { clientAddress, trustedProxyList } from './client-address';
import { checkHealth } from './health';
import { logRequests, type EdgeEnv } from './request-log';
import { refuseInvalidText } from './text-encoding';
import { webhookRoutes, type WebhookHandlers } from './webhooks';

export function createRouter(options: {
  database: CommerceDatabase;
  mediaDir: string;
  logger: Logger;
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  webhooks: WebhookHandlers;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies: readonly string[];
  /** Browser origins CORS lets in (CORS_ORIGINS); none by default. */
  corsOrigins: readonly string[];
  /** Who runs now and who waits (ADR 0035). */
  admission: AdmissionGate;
}): Hono<EdgeEnv> {
  const { database, yoga } = options;
  const trusted = trustedProxyList(options.trustedProxies);
  const app = new Hono<EdgeEnv>();
  app.use(logRequests(options.logger));
  // ADR 0026: an origin not listed gets no Access-Control-Allow-Origin, so browsers keep its
  // pages from reading answers or sending JSON.
  const crossOrigin = cors({
    origin: [...options.corsOrigins],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Store', 'Content-Currency', 'Authorization', 'X-Request-Id'],
    maxAge: 600,
  });
  app.use(async (c, next) => {
    // Only browsers send Origin, and only a browser's request can get CORS headers. Without it,
    // the answer says only that it varies by Origin: set on the answer itself, because the CORS
    // middleware's `c.header()` after the handler copies the whole response (bench/).
    if (c.req.header('origin') !== undefined) await crossOrigin(c, next);
    else {
      await next();
      c.res.headers.append('Vary', 'Origin');
    }
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.use(rejectMalformedPath);

  app.get('/health', async (c) => {
    const report = await checkHealth(database);
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
  app.all(`${MEDIA_PREFIX}*`, serveMedia(options.mediaDir));
  app.all('/graphql', limitBody(), refuseInvalidText, admitInTurn(options.admission), (c) =>
    yoga.fetch(c.req.raw, {
      ...c.get('requestContext'),
      clientAddress: clientAddress(
        c.env?.incoming?.socket.remoteAddress,
        c.req.header('x-forwarded-for'),
        trusted,
      ),
      writesAllowed: acceptsWrites(c.req.raw),
    }),
  );
  const webhooks = webhookRoutes(options.webhooks);
  app.post('/webhooks/:provider', webhooks.knownProvider, limitBody(), webhooks.receive);

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    (c.get('requestContext')?.logger ?? options.logger).error({ err: error }, 'request failed');
    return c.json({ message: internalErrorMessage }, 500);
  });
  return app;
}
