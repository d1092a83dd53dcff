// The page cache shared through Redis: runs only when REDIS_URL is set (CI), e.g.
// REDIS_URL=redis://127.0.0.1:6379 npx vitest run apps/storefront/server/serve.redis.test.ts
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describePageCache } from './page-cache.contract';
import { createRedisPageStore } from './page-store';

const url = process.env.REDIS_URL;

describe.skipIf(!url)('the page cache on Redis', () => {
  describePageCache('Redis', (ttlMs) =>
    createRedisPageStore({ url: url!, ttlMs, prefix: `loomfront:test:${randomUUID()}:` }),
  );

  it('lets a second storefront copy answer the page the first one kept', async () => {
    const prefix = `loomfront:test:${randomUUID()}:`;
    const first = createRedisPageStore({ url: url!, ttlMs: 60_000, prefix });
    const second = createRedisPageStore({ url: url!, ttlMs: 60_000, prefix });
    try {
      await first.set('key', {
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from('<p>page</p>'),
        storedAt: 1,
        nonce: 'abc',
      });
      const page = await second.get('key');
      expect(page?.body.toString()).toBe('<p>page</p>');
      expect(page?.nonce).toBe('abc');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
