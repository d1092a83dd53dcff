// The commerce HTTP service: GraphQL (Yoga) at /graphql and /health on a plain node:http server.
//
// Stable entry points for e2e and bench (`@loomfront/commerce/app`):
//   startCommerce(options) → { url, port, services, database, close() }
//   createCommerceApp({ config, database, logger }) → { handle, yoga, services }
// Both take a config override and an optional already-open database (which they then do not close).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { loadConfig, type CommerceConfig } from './config';
import { openDatabase, type CommerceDatabase } from './db/database';
import { buildContext, type GraphQLContext, type ServerContext } from './graphql/context';
import { guardRailPlugins } from './graphql/guard-rails';
import { responseCachePlugins } from './graphql/response-cache';
import { internalErrorMessage, maskError } from './graphql/masking';
import { createSchema } from './graphql/schema';
import { checkHealth } from './http/health';
import {
  BodyTooLargeError,
  declaresTooLargeBody,
  MAX_BODY_BYTES,
  readBody,
} from './http/request-body';
import {
  createLogger,
  currentLogger,
  requestIdFrom,
  withRequestLogger,
  type Logger,
} from './logger';
import { MEDIA_PREFIX, serveMedia } from './media/serve';
import { renderCatalogImages } from './seed/index';
import { createServices, type Services } from './composition-root';
import { demoImagesIncomplete, prepareDatabase } from './start-up';

export interface CommerceApp {
  /** A node:http request listener. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  services: Services;
}

export function createCommerceApp(options: {
  config: CommerceConfig;
  database: CommerceDatabase;
  logger: Logger;
}): CommerceApp {
  const { config, database, logger } = options;
  const production = config.nodeEnv === 'production';
  const services = createServices(database.db);

  const schema = createSchema();
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: production ? false : { title: 'Loomfront commerce' },
    // The storefront calls this service from its server; browsers never do (DESIGN.md).
    cors: false,
    maskedErrors: {
      errorMessage: internalErrorMessage,
      isDev: !production,
      maskError: (error, message, isDev) => maskError(error, message, isDev),
    },
    // Yoga holds one logger for the server; the request's own (with its id) is found per call.
    logging: {
      debug: (...args) => currentLogger(logger).debug({ yoga: args }, 'yoga'),
      info: (...args) => currentLogger(logger).info({ yoga: args }, 'yoga'),
      warn: (...args) => currentLogger(logger).warn({ yoga: args }, 'yoga'),
      // Yoga reports here the original of every masked error: the log keeps what clients never see.
      error: (...args) =>
        currentLogger(logger).error({ err: args[0] }, 'unexpected error while serving GraphQL'),
    },
    context: ({ request, requestId, logger: requestLogger }) =>
      buildContext(request, { requestId, logger: requestLogger }, services),
    plugins: [
      ...guardRailPlugins({ production, introspection: config.introspection }),
      ...responseCachePlugins(schema, { ttlMs: config.responseCacheTtlMs }),
    ],
  });

  function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestId = requestIdFrom(request.headers['x-request-id']);
    const requestLogger = logger.child({ requestId });
    return withRequestLogger(requestLogger, () =>
      serve(request, response, { requestId, logger: requestLogger }),
    );
  }

  async function serve(
    request: IncomingMessage,
    response: ServerResponse,
    requestContext: ServerContext,
  ): Promise<void> {
    const { requestId, logger: requestLogger } = requestContext;
    const started = performance.now();
    response.setHeader('x-request-id', requestId);
    response.on('finish', () => {
      requestLogger.info(
        {
          method: request.method,
          url: request.url,
          status: response.statusCode,
          durationMs: Math.round(performance.now() - started),
        },
        'request completed',
      );
    });

    try {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      if (url.pathname === '/health') {
        const report = await checkHealth(database);
        return sendJson(response, report.status === 'ok' ? 200 : 503, report);
      }
      if (url.pathname.startsWith(MEDIA_PREFIX)) {
        return await serveMedia(config.mediaDir, request, response, url.pathname);
      }
      if (url.pathname === '/graphql') {
        return await serveGraphQL(request, response, url, requestContext);
      }
      sendJson(response, 404, { message: 'Not found' });
    } catch (error) {
      requestLogger.error({ err: error }, 'request failed');
      if (!response.headersSent) sendJson(response, 500, { message: internalErrorMessage });
      else response.destroy();
    }
  }

  async function serveGraphQL(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    requestContext: ServerContext,
  ): Promise<void> {
    const method = request.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (hasBody) {
      if (declaresTooLargeBody(request)) return rejectTooLarge(response);
      try {
        body = new Uint8Array(await readBody(request));
      } catch (error) {
        if (error instanceof BodyTooLargeError) return rejectTooLarge(response);
        throw error;
      }
    }
    const headers = new Headers();
    for (let index = 0; index < request.rawHeaders.length; index += 2) {
      headers.append(request.rawHeaders[index]!, request.rawHeaders[index + 1]!);
    }
    const answer = await yoga.fetch(
      url,
      { method, headers, ...(body ? { body } : {}) },
      requestContext,
    );
    response.statusCode = answer.status;
    answer.headers.forEach((value, name) => response.setHeader(name, value));
    response.end(method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
  }

  return { handle, yoga, services };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function rejectTooLarge(response: ServerResponse) {
  // Closing the connection stops a client that is still uploading; the rest is never read.
  response.setHeader('connection', 'close');
  sendJson(response, 413, {
    errors: [
      {
        message: `Request body is larger than the limit of ${MAX_BODY_BYTES} bytes`,
        extensions: { category: 'graphql-input' },
      },
    ],
  });
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
}

export interface RunningCommerce {
  /** e.g. http://127.0.0.1:4000 — GraphQL at `${url}/graphql`. */
  url: string;
  port: number;
  database: CommerceDatabase;
  services: Services;
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
    const { seeded } = await prepareDatabase(database, {
      migrate: options.migrate ?? config.migrateOnStart,
      seedIfEmpty,
      logger,
    });
    // Demo images only for the demo shop: just seeded here, or an earlier render cut short.
    renderImages = seeded || (seedIfEmpty && (await demoImagesIncomplete(config.mediaDir)));
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const app = createCommerceApp({ config, database, logger });
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
        if (ownsDatabase) await database.close();
      })();
      return closing;
    },
  };
}
