// `npm start -w apps/storefront`: the production build behind the page cache (page-cache.ts).
// Environment: STOREFRONT_PORT (3000), STOREFRONT_HOST (0.0.0.0), PAGE_CACHE_TTL_SECONDS (60; 0
// turns the cache off), PAGE_CACHE_MAX_MB (256, in memory), REDIS_URL (pages shared in Redis),
// SITE_URL (https adds HSTS).
import { createServer } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { siteIsHttps } from '../src/lib/security/security-headers';
import { withEdge } from './edge';
import { createMemoryPageStore, createRedisPageStore, type PageStore } from './page-store';
import { withPageCache } from './serve';

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed
    : fallback;
};

const port = number(process.env.STOREFRONT_PORT, 3000);
const hostname = process.env.STOREFRONT_HOST || '0.0.0.0';
const ttlSeconds = number(process.env.PAGE_CACHE_TTL_SECONDS, 60);
const maxMegabytes = number(process.env.PAGE_CACHE_MAX_MB, 256);
const redisUrl = process.env.REDIS_URL?.trim();
const https = siteIsHttps(process.env.SITE_URL);

function pageStore(): PageStore | null {
  if (ttlSeconds <= 0) return null;
  const ttlMs = ttlSeconds * 1000;
  return redisUrl
    ? createRedisPageStore({ url: redisUrl, ttlMs })
    : createMemoryPageStore({ ttlMs, maxBytes: maxMegabytes * 1024 * 1024 });
}

async function main() {
  const app = next({ dev: false, dir: join(__dirname, '..'), hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const store = pageStore();
  const serve = withEdge(
    withPageCache((request, response) => handle(request, response), store, { https }),
    { https },
  );
  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error('[storefront] request failed', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    const cache = store ? `${ttlSeconds} s${redisUrl ? ', Redis' : ''}` : 'off';
    console.log(`[storefront] listening on http://${hostname}:${port} (page cache ${cache})`);
  });

  const stop = () => server.close(() => void store?.close().finally(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[storefront] failed to start', error);
  process.exit(1);
});
