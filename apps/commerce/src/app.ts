// The commerce HTTP service: GraphQL (Yoga) at /graphql, /media/*, /webhooks/:provider and /health,
// routed by Hono on node:http (http/router.ts, ADR 0020).
//
// Stable entry points for e2e and bench (`@loomfront/commerce/app`):
//   startCommerce(options) → { url, port, services, database, close() }
//   createCommerceApp({ config, database, logger, webhooks }) → { handle, fetch, yoga, services }
// Both take a config override and an optional already-open database (which they then do not close).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import { loadConfig, type CommerceConfig } from './config';
import { openDatabase, withoutStatementTimeout, type CommerceDatabase } from './db/database';
import { buildContext, type GraphQLContext, type ServerContext } from './graphql/context';
import { guardRailPlugins } from './graphql/guard-rails';
import { refuseCrossSiteWrites } from './graphql/cross-site-writes';
import { createRateLimits, rateLimitPlugin } from './graphql/rate-limits';
import { cartAnswerPlugin } from './graphql/cart-answers';
import { createIntrospectionCache } from './graphql/introspection-cache';
import { createRequestDeadline } from './graphql/request-deadline';
import { responseCachePlugins } from './graphql/response-cache';
import {
  createBoundedMemoryCache,
  createSharedRedisCache,
  type ResponseCacheStore,
} from './graphql/response-cache-store';
import { connectRedis } from './redis';
import { createUnexpectedErrorLog } from './graphql/error-log';
import { internalErrorMessage, maskError } from './graphql/masking';
import { createSchema } from './graphql/schema';
import { answerUnservableRequest } from './http/bad-request';
import { AdmissionGate } from './http/admission';
import { createRouter } from './http/router';
import { utf8RequestBodies } from './http/text-encoding';
import type { WebhookHandlers } from './http/webhooks';
import { createLogger, type Logger } from './logger';
import { renderCatalogImages } from './seed/index';
import { createServices, type ServiceOptions, type Services } from './composition-root';
import { PollingJob } from './jobs/polling-job';
import { paymentExpiryJob } from './modules/stripe/expiry-job';
import { SocialSignIn } from './modules/auth/social-sign-in';
import { demoImagesIncomplete, prepareDatabase } from './start-up';
import { startMailSender } from './modules/mail/start';

export interface CommerceApp {
  /** A node:http request listener. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** The same routes for a fetch Request, in process. */
  fetch(request: Request): Promise<Response>;
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  services: Services;
  responseCache: ResponseCacheStore;
}

export function createCommerceApp(options: {
  config: CommerceConfig;
  database: CommerceDatabase;
  logger: Logger;
  /** Payment providers' callbacks, by provider name: POST /webhooks/<name>. */
  webhooks?: WebhookHandlers;
  /** Shared cache and rate limits (REDIS_URL); the caller keeps ownership. */
  redis?: Redis | null;
  /** The services' time (token expiry, lockouts); tests pass one they can move. */
  clock?: Clock;
  /** Orders placed for card payments; the sales module's by default. */
  cardOrders?: ServiceOptions['cardOrders'];
}): CommerceApp {
  const { config, database, logger } = options;
  const production = config.nodeEnv === 'production';
  const services = createServices(database.db, {
    ...(options.clock ? { clock: options.clock } : {}),
    refreshTokenLifetimeMs: config.customerRefreshTokenLifetimeMs,
    reviewsAutoApprove: config.reviewsAutoApprove,
    stripe: { config: config.stripe, storefrontUrl: config.mail.storefrontUrl },
    ...(options.cardOrders ? { cardOrders: options.cardOrders } : {}),
    logger,
    cartPurgeBatchSize: config.cartPurge.batchSize,
    socialSignIn: new SocialSignIn(
      config.socialProviders.map((provider) => ({
        ...provider,
        redirectUri: `${config.mail.storefrontUrl}/customer/social-login/${provider.code}`,
      })),
      !production,
    ),
  });
  const redis = options.redis ?? null;
  const responseCache = redis
    ? createSharedRedisCache(redis, logger)
    : createBoundedMemoryCache({ maxBytes: config.responseCacheMaxBytes });
  // Personal answers in a namespace of their own: a client's If-None-Match can never name one.
  const cartAnswers = redis
    ? createSharedRedisCache(redis, logger, 'cart-answer:')
    : createBoundedMemoryCache({ maxBytes: config.cartAnswerMaxBytes });
  const rateLimits = createRateLimits({ rules: config.rateLimits, redis, logger });

  // The node adapter installs its own Response class as the global one when the listener is made.
  // A Response of that class with a string body goes to the socket in one write; one of Yoga's
  // fetch ponyfill is streamed through web streams, which doubled the CPU of a cached answer
  // (bench/). So the listener is made first and Yoga answers with the adapter's class.
  const handle = getRequestListener((request, env) => router.fetch(request, env), {
    // An HTTP/1.0 request may come without Host, as before: it is served as localhost.
    hostname: 'localhost',
    errorHandler: answerUnservableRequest(logger),
  });

  const schema = createSchema();
  const deadline = createRequestDeadline(config.requestTimeoutMs);
  const unexpectedErrors = createUnexpectedErrorLog(logger);
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    fetchAPI: { Response: globalThis.Response },
    // The HTTP edge limits bodies (http/body-limit.ts); Yoga's own limit would stream every
    // request through a second copy of it.
    maxRequestBodySize: false,
    graphiql: production ? false : { title: 'Loomfront commerce' },
    // CORS is the HTTP edge's (CORS_ORIGINS, none by default; ADR 0026): the storefront calls this
    // service from its server (DESIGN.md).
    cors: false,
    maskedErrors: {
      errorMessage: internalErrorMessage,
      isDev: !production,
      maskError: unexpectedErrors.mask(maskError),
    },
    // Yoga holds one logger for the server. It reports here the original of every masked error:
    // those the request's own logger reports (with the request's id) are left to it.
    logging: {
      debug: (...args) => logger.debug({ yoga: args }, 'yoga'),
      info: (...args) => logger.info({ yoga: args }, 'yoga'),
      warn: (...args) => logger.warn({ yoga: args }, 'yoga'),
      error: (...args) => unexpectedErrors.yogaError(args[0]),
    },
    context: ({ request, params, requestId, logger: requestLogger }) =>
      deadline.race(
        params,
        buildContext(request, { requestId, logger: requestLogger }, services, config.mediaBaseUrl),
      ),
    plugins: [
      // Bodies that are not UTF-8 are refused as they are read (ADR 0024).
      utf8RequestBodies(),
      // The log keeps what clients never see, under the request's id.
      unexpectedErrors.plugin,
      // Bounded work per request (ADR 0024): refusals first, then the cheapest answers.
      ...guardRailPlugins({
        production,
        introspection: config.introspection,
        maxPageSize: config.maxPageSize,
      }),
      refuseCrossSiteWrites(),
      rateLimitPlugin(rateLimits),
      createIntrospectionCache().plugin,
      deadline.plugin,
      cartAnswerPlugin({ ttlMs: config.cartAnswerTtlMs, store: cartAnswers }),
      ...responseCachePlugins(schema, { ttlMs: config.responseCacheTtlMs, store: responseCache }),
    ],
  });

  const router = createRouter({
    database,
    mediaDir: config.mediaDir,
    logger,
    yoga,
    // Stripe's events arrive at POST /webhooks/stripe when it is configured.
    webhooks: {
      ...(config.stripe
        ? { stripe: (rawBody, headers) => services.stripe.receiveWebhook(rawBody, headers) }
        : {}),
      ...options.webhooks,
    },
    trustedProxies: config.trustedProxies,
    corsOrigins: config.corsOrigins,
    admission: new AdmissionGate(config.admission),
  });
  return {
    handle: (request, response) => handle(request, response),
    fetch: async (request) => router.fetch(request),
    yoga,
    services,
    responseCache,
  };
}

export interface StartCommerceOptions {
  /** Overrides on top of the environment's configuration (e.g. `{ port: 0 }`). */
  config?: Partial<CommerceConfig>;
  /** An open database; the caller keeps ownership. Without it, the configured one is opened. */
  database?: CommerceDatabase;
  /**
   * Apply pending migrations before listening (default: `config.migrateOnStart`). When off, a
   * database with pending migrations is refused.
   */
  migrate?: boolean;
  /**
   * Seed the demo shop when the database has no stores yet, and finish rendering its images
   * (default false; `main.ts` passes `config.seedOnStart`).
   */
  seedIfEmpty?: boolean;
  logger?: Logger;
  /** Payment providers' callbacks, by provider name: POST /webhooks/<name>. */
  webhooks?: WebhookHandlers;
  /** The services' time (token expiry, lockouts); tests pass one they can move. */
  clock?: Clock;
  /** Orders placed for card payments; the sales module's by default. */
  cardOrders?: ServiceOptions['cardOrders'];
}

export interface RunningCommerce {
  /** e.g. http://127.0.0.1:4000 — GraphQL at `${url}/graphql`. */
  url: string;
  port: number;
  database: CommerceDatabase;
  services: Services;
  /** Entries and bytes of the in-process response cache (null when shared through Redis). */
  responseCacheUsage(): { entries: number; bytes: number } | null;
  close(): Promise<void>;
}

export async function startCommerce(options: StartCommerceOptions = {}): Promise<RunningCommerce> {
  const config: CommerceConfig = { ...loadConfig(), ...options.config };
  const logger = options.logger ?? createLogger(config);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database, { logger }));
  const seedIfEmpty = options.seedIfEmpty ?? false;

  let renderImages: boolean;
  try {
    // Migrations, the seed and a full reindex may take longer than a request's statement may.
    const preparing =
      ownsDatabase && config.database.driver === 'postgres'
        ? await openDatabase(withoutStatementTimeout({ ...config.database, poolSize: 1 }), {
            logger,
          })
        : database;
    const { seeded } = await prepareDatabase(preparing, {
      migrate: options.migrate ?? config.migrateOnStart,
      seedIfEmpty,
      logger,
    }).finally(() => (preparing === database ? undefined : preparing.close()));
    // Demo images only for the demo shop: just seeded here, or an earlier render cut short.
    renderImages = seeded || (seedIfEmpty && (await demoImagesIncomplete(config.mediaDir)));
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  let redis: Redis | null;
  try {
    redis = config.redisUrl ? await connectRedis(config, logger) : null;
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const app = createCommerceApp({
    config,
    database,
    logger,
    webhooks: options.webhooks,
    redis,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.cardOrders ? { cardOrders: options.cardOrders } : {}),
  });
  // Queued e-mail goes out from here, never from the request that queued it (modules/mail).
  const mailSender = startMailSender(database.db, config.mail, logger);
  // Unpaid card orders are cancelled from here once their time is up (modules/stripe).
  const paymentExpiry = config.stripe
    ? paymentExpiryJob(
        app.services.stripe,
        config.stripe.expiryPollIntervalMs,
        logger.child({ module: 'stripe' }),
      )
    : null;
  paymentExpiry?.start();
  // Carts past their website's lifetime are deleted from here (modules/cart/purge.ts).
  const cartPurge = new PollingJob({
    pass: (signal) => app.services.cartPurge.purgeStale(signal),
    intervalMs: config.cartPurge.intervalMs,
    logger: logger.child({ module: 'cart' }),
    messages: { key: 'deleted', handled: 'old carts deleted', failed: 'cart purge pass failed' },
  });
  cartPurge.start();
  const server = createServer((request, response) => void app.handle(request, response));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logger.info(
    { url, driver: database.driver, nodeEnv: config.nodeEnv },
    'commerce service listening',
  );
  // Catalog images render after the service is up (minutes on a fresh clone, on one core so
  // requests keep the other); until a file exists its URL answers 404. Files already there are
  // kept, so an interrupted render resumes on the next start. ADR 0012 records why.
  const stopRendering = new AbortController();
  const rendering = renderImages
    ? renderCatalogImages(config.mediaDir, {
        logger,
        signal: stopRendering.signal,
        concurrency: 1,
      }).catch((error: unknown) => logger.error({ err: error }, 'rendering catalog images failed'))
    : undefined;

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    database,
    services: app.services,
    responseCacheUsage: () => app.responseCache.usage(),
    close() {
      closing ??= (async () => {
        stopRendering.abort();
        await rendering;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Requests still running after a grace period are cut rather than holding shutdown.
          setTimeout(() => server.closeAllConnections(), 5_000).unref();
        });
        await app.yoga.dispose();
        await mailSender.stop();
        await paymentExpiry?.stop();
        await cartPurge.stop();
        await redis?.quit().catch(() => redis?.disconnect());
        if (ownsDatabase) await database.close();
      })();
      return closing;
    },
  };
}
