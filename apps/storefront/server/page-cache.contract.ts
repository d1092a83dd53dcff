// The page cache's behaviour in front of a renderer, as the next shopper receives it. Run once per
// page store: serve.test.ts (memory) and serve.redis.test.ts (Redis, when REDIS_URL is set).
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { routeByLocale } from '../src/i18n/locale-routing';
import { markRenderFailed, RENDER_ID_HEADER } from '../src/lib/security/render-marks';
import { nonceOf, pageContentSecurityPolicy } from '../src/lib/security/security-headers';
import { requestCookies } from './page-cache';
import type { PageStore } from './page-store';
import { withPageCache, type RequestHandler } from './serve';

interface Answer {
  status: number;
  cache: string | null;
  encoding: string | null;
  vary: string | null;
  policy: string | null;
  body: string;
}

/** Node's request, so the body arrives exactly as sent (fetch would decode it). */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(base + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'] ?? null;
        resolve({
          status: response.statusCode ?? 0,
          cache: (response.headers['x-page-cache'] as string | undefined) ?? null,
          encoding,
          vary: response.headers.vary ?? null,
          policy: (response.headers['content-security-policy'] as string | undefined) ?? null,
          body: (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * A stand-in for Next: it redirects as the proxy does, reads the currency with Next's cookie parser,
 * puts a fresh nonce in its policy and scripts, and compresses as Next's `compression` would (br,
 * then gzip, then deflate).
 */
const nextLike: RequestHandler = async (request, response) => {
  const path = request.url!.split('?')[0]!;
  const cookies = requestCookies(request);
  const route = routeByLocale({
    pathname: path,
    cookieLocale: cookies.get('locale'),
    acceptLanguage: request.headers['accept-language'] ?? null,
  });
  if (route.action === 'redirect') {
    response.writeHead(307, { location: route.pathname });
    response.end();
    return;
  }
  const nonce = `n${Math.random().toString(36).slice(2)}`;
  const currency = cookies.get('currency') ?? 'EUR';
  const html = Buffer.from(
    `<p>${path} in ${currency}</p><script nonce="${nonce}">self.x=1</script>`,
  );
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ['br', brotliCompressSync(html)]
    : /\bgzip\b/.test(accepted)
      ? ['gzip', gzipSync(html)]
      : /\bdeflate\b/.test(accepted)
        ? ['deflate', deflateSync(html)]
        : [undefined, html];
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', pageContentSecurityPolicy(nonce));
  response.setHeader('vary', 'RSC, Accept-Encoding');
  if (encoding) response.setHeader('content-encoding', encoding);
  response.end(body);
};

export function describePageCache(name: string, createStore: (ttlMs: number) => PageStore) {
  describe(`the page cache in front of the renderer (${name})`, () => {
    let server: Server | undefined;
    let store: PageStore | undefined;
    afterEach(async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await store?.close();
      server = undefined;
      store = undefined;
    });

    async function serve(render: RequestHandler, ttlMs = 60_000) {
      let renders = 0;
      store = createStore(ttlMs);
      const handler = withPageCache(async (request, response) => {
        renders += 1;
        await render(request, response);
      }, store);
      server = createServer((request, response) => void handler(request, response));
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
      return {
        renders: () => renders,
        get: (path: string, headers: Record<string, string> = {}) => rawGet(base, path, headers),
      };
    }

    const streamedPage: RequestHandler = async (request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.write(`<p>${request.url}</p>`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      response.end(`<p>rendered at ${Date.now()}</p>`);
    };

    it('renders a page once and answers the same bytes after that', async () => {
      const shop = await serve(streamedPage);
      const first = await shop.get('/bed-linen');
      const second = await shop.get('/bed-linen');
      expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
      expect(second.body).toBe(first.body);
      expect(shop.renders()).toBe(1);
    });

    it('renders again for another currency, for a personal shopper and once the lifetime is over', async () => {
      const shop = await serve(streamedPage, 150);
      await shop.get('/bed-linen');
      expect((await shop.get('/bed-linen', { cookie: 'currency=USD' })).cache).toBe('MISS');
      expect((await shop.get('/bed-linen', { cookie: 'message=Hi' })).cache).toBe('BYPASS');
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await shop.get('/bed-linen')).cache).toBe('MISS');
      expect(shop.renders()).toBe(4);
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

    for (const [label, trick] of [
      ['a space', 'currency=GBP; currency =EUR; store=default'],
      ['a tab', 'currency=GBP; currency\t=EUR; store=default'],
      ['a duplicate name', 'currency=EUR; currency=GBP; store=default'],
    ] as const) {
      it(`gives a euro shopper euros after a shopper sent GBP with ${label} in the cookie`, async () => {
        const shop = await serve(nextLike);
        expect((await shop.get('/duvets', { cookie: trick })).body).toContain('in GBP');
        const next = await shop.get('/duvets', { cookie: 'currency=EUR; store=default' });
        expect(next.body).toContain('in EUR');
      });
    }

    const encodings = ['deflate', 'br', 'gzip', 'identity', '*', 'gzip;q=0', 'br, gzip', ''];
    for (const first of encodings) {
      it(`never answers a later shopper in an encoding they did not accept after one sent "${first}"`, async () => {
        const shop = await serve(nextLike);
        expect((await shop.get('/pillows', { 'accept-encoding': first })).body).toContain(
          '/pillows in EUR',
        );
        for (const next of encodings) {
          const answer = await shop.get('/pillows', { 'accept-encoding': next });
          expect(answer.body).toContain('/pillows in EUR');
          const gzipAccepted = /gzip(?!;q=0)|\*/.test(next);
          expect(answer.encoding).toBe(gzipAccepted ? 'gzip' : null);
          expect(answer.vary).toMatch(/Accept-Encoding/);
        }
        expect(shop.renders()).toBe(1);
      });
    }

    it('never keeps a page that a failed commerce call rendered', async () => {
      let commerceDown = true;
      const shop = await serve(async (request, response) => {
        if (commerceDown) markRenderFailed(request.headers[RENDER_ID_HEADER] as string);
        response.setHeader('content-type', 'text/html');
        response.end(commerceDown ? '<p>No products</p>' : '<p>36 products</p>');
      });
      expect((await shop.get('/duvets')).body).toContain('No products');
      commerceDown = false;
      const next = await shop.get('/duvets');
      expect(next.cache).toBe('MISS');
      expect(next.body).toContain('36 products');
      expect((await shop.get('/duvets')).cache).toBe('HIT');
    });

    it('redirects a shopper whose locale cookie or language detection asks for it, even when / is kept', async () => {
      const shop = await serve(nextLike);
      await shop.get('/');
      expect((await shop.get('/')).cache).toBe('HIT');
      const byCookie = await shop.get('/', { cookie: 'locale=me' });
      expect([byCookie.status, byCookie.cache]).toEqual([307, 'BYPASS']);
      const byLanguage = await shop.get('/', { 'accept-language': 'de-AT,de;q=0.9' });
      expect([byLanguage.status, byLanguage.cache]).toEqual([307, 'BYPASS']);
    });

    it('renders for a shopper with a bare customer cookie or an empty refresh token', async () => {
      const shop = await serve(nextLike);
      await shop.get('/bath');
      for (const cookie of ['customer', 'refreshToken=', 'message']) {
        expect((await shop.get('/bath', { cookie })).cache).toBe('BYPASS');
      }
      expect(shop.renders()).toBe(4);
    });

    it('answers a shopper whose only personal cookie is a cart from the cache (ADR 0048)', async () => {
      const shop = await serve(nextLike);
      await shop.get('/bath');
      expect((await shop.get('/bath', { cookie: `cart=${'a'.repeat(32)}` })).cache).toBe('HIT');
      expect(shop.renders()).toBe(1);
    });

    it('never serves a signed-in shopper the page kept for guests, and never keeps theirs', async () => {
      const shop = await serve(async (request, response) => {
        const signedIn = /(?:^|;\s*)customer=/.test(String(request.headers.cookie ?? ''));
        response.setHeader('content-type', 'text/html');
        response.end(signedIn ? '<a href="/customer/my-wishlist">Anna</a>' : '<a>Sign in</a>');
      });
      expect((await shop.get('/duvets')).cache).toBe('MISS');
      expect((await shop.get('/duvets')).cache).toBe('HIT');
      const signedIn = await shop.get('/duvets', { cookie: 'customer=token-of-anna' });
      expect([signedIn.cache, signedIn.body]).toEqual([
        'BYPASS',
        '<a href="/customer/my-wishlist">Anna</a>',
      ]);
      const guest = await shop.get('/duvets');
      expect([guest.cache, guest.body]).toEqual(['HIT', '<a>Sign in</a>']);
    });

    it('renders the account area afresh for every request, with or without a session cookie', async () => {
      const shop = await serve(nextLike);
      for (const cookie of ['', 'customer=token-of-anna', '']) {
        const answer = await shop.get('/customer/my-profile', cookie ? { cookie } : {});
        expect(answer.cache).toBe('BYPASS');
      }
      expect(shop.renders()).toBe(3);
    });

    it('gives every replayed page its own nonce, in its policy and in its scripts', async () => {
      const shop = await serve(nextLike);
      const answers = [await shop.get('/bath'), await shop.get('/bath'), await shop.get('/bath')];
      expect(answers.map((answer) => answer.cache)).toEqual(['MISS', 'HIT', 'HIT']);
      const nonces = answers.map((answer) => nonceOf(answer.policy));
      expect(new Set(nonces).size).toBe(3);
      answers.forEach((answer, index) => {
        expect(answer.body).toContain(`nonce="${nonces[index]}"`);
      });
    });
  });
}
