// `npm start -w apps/storefront`: the production build behind the page cache (page-cache.ts).
// Environment: STOREFRONT_PORT (3000), STOREFRONT_HOST (0.0.0.0), PAGE_CACHE_TTL_SECONDS (60; 0
// turns the cache off), PAGE_CACHE_MAX_MB (256).
import { createServer } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { createPageStore } from './page-cache';
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

async function main() {
  const app = next({ dev: false, dir: join(__dirname, '..'), hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const store =
    ttlSeconds > 0
      ? createPageStore({ ttlMs: ttlSeconds * 1000, maxBytes: maxMegabytes * 1024 * 1024 })
      : null;
  const serve = withPageCache((request, response) => handle(request, response), store);
  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error('[storefront] request failed', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    console.log(
      `[storefront] listening on http://${hostname}:${port} (page cache ${store ? `${ttlSeconds} s` : 'off'})`,
    );
  });

  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[storefront] failed to start', error);
  process.exit(1);
});
