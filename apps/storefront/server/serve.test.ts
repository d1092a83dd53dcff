import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageStore } from './page-cache';
import { withPageCache, type RequestHandler } from './serve';

describe('the page cache in front of the renderer', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function serve(render: RequestHandler, ttlMs = 60_000) {
    let renders = 0;
    const handler = withPageCache(
      async (request, response) => {
        renders += 1;
        await render(request, response);
      },
      createPageStore({ ttlMs, maxBytes: 1024 * 1024 }),
    );
    server = createServer((request, response) => void handler(request, response));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    return {
      renders: () => renders,
      get: async (path: string, headers: Record<string, string> = {}) => {
        const response = await fetch(base + path, { headers });
        return {
          status: response.status,
          cache: response.headers.get('x-page-cache'),
          body: await response.text(),
        };
      },
    };
  }

  const streamedPage: RequestHandler = async (request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.write(`<p>${request.url}</p>`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    response.end(`<p>rendered at ${Date.now()}</p>`);
  };

  it('renders a page once and answers the same bytes from memory after that', async () => {
    const shop = await serve(streamedPage);
    const first = await shop.get('/bed-linen');
    const second = await shop.get('/bed-linen');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(shop.renders()).toBe(1);
  });

  it('renders again for another currency, for a personal shopper and once the lifetime is over', async () => {
    const shop = await serve(streamedPage, 50);
    await shop.get('/bed-linen');
    expect((await shop.get('/bed-linen', { cookie: 'currency=USD' })).cache).toBe('MISS');
    expect((await shop.get('/bed-linen', { cookie: 'message=Hi' })).cache).toBe('BYPASS');
    expect((await shop.get('/bed-linen', { cookie: 'message=Hi' })).cache).toBe('BYPASS');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await shop.get('/bed-linen')).cache).toBe('MISS');
    expect(shop.renders()).toBe(5);
  });

  it('never keeps a page that sets a cookie or fails', async () => {
    const shop = await serve(async (request, response) => {
      if (request.url === '/cookie') response.setHeader('set-cookie', 'a=b');
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.setHeader('content-type', 'text/html');
      response.end('page');
    });
    for (const path of ['/cookie', '/cookie', '/missing', '/missing']) await shop.get(path);
    expect(shop.renders()).toBe(4);
  });
});
