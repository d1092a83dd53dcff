// The service's routes on Hono (ADR 0020). Yoga, the media files and the webhooks each get the
// request as a fetch Request and answer a Response, streamed to the client as it is produced.
import { Hono } from 'hono';
import type { YogaServerInstance } from 'graphql-yoga';
import type { CommerceDatabase } from '../db/database';
import type { GraphQLContext, ServerContext } from '../graphql/context';
import { internalErrorMessage } from '../graphql/masking';
import type { Logger } from '../logger';
import { MEDIA_PREFIX, serveMedia } from '../media/serve';
import { rejectMalformedPath } from './bad-request';
import { limitBody } from './body-limit';
import { checkHealth } from './health';
import { logRequests, type EdgeEnv } from './request-log';
import { webhookRoutes, type WebhookHandlers } from './webhooks';

export function createRouter(options: {
  database: CommerceDatabase;
  mediaDir: string;
  logger: Logger;
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  webhooks: WebhookHandlers;
}): Hono<EdgeEnv> {
  const { database, yoga } = options;
  const app = new Hono<EdgeEnv>();
  app.use(logRequests(options.logger));
  app.use(rejectMalformedPath);

  app.get('/health', async (c) => {
    const report = await checkHealth(database);
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
  app.all(`${MEDIA_PREFIX}*`, serveMedia(options.mediaDir));
  app.all('/graphql', limitBody(), (c) => yoga.fetch(c.req.raw, c.get('requestContext')));
  const webhooks = webhookRoutes(options.webhooks);
  app.post('/webhooks/:provider', webhooks.knownProvider, limitBody(), webhooks.receive);

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    (c.get('requestContext')?.logger ?? options.logger).error({ err: error }, 'request failed');
    return c.json({ message: internalErrorMessage }, 500);
  });
  return app;
}
