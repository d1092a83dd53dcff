import { describe, expect, it } from 'vitest';
import { createBoundedMemoryCache } from './response-cache-store';

const answer = (text: string) => ({ data: { text } });

describe('the in-process response cache', () => {
  it('stays within its byte bound, dropping the least recently used answers', async () => {
    const cache = createBoundedMemoryCache({ maxBytes: 20_000 });
    for (let index = 0; index < 100; index += 1)
      await cache.set(`key-${index}`, answer('x'.repeat(500)), [], 60_000);
    const usage = cache.usage()!;
    expect(usage.bytes).toBeLessThanOrEqual(20_000);
    expect(usage.entries).toBeLessThan(100);
    expect(await cache.get('key-0')).toBeNull();
    expect(await cache.get('key-99')).toEqual(answer('x'.repeat(500)));
  });

  it('does not keep an answer larger than a tenth of the bound', async () => {
    const cache = createBoundedMemoryCache({ maxBytes: 20_000 });
    await cache.set('big', answer('x'.repeat(5_000)), [], 60_000);
    expect(await cache.get('big')).toBeNull();
    expect(cache.usage()).toEqual({ entries: 0, bytes: 0 });
  });

  it('forgets answers after their lifetime and purges them by entity', async () => {
    const cache = createBoundedMemoryCache({ maxBytes: 20_000 });
    await cache.set('short', answer('a'), [], 20);
    await cache.set('product', answer('b'), [{ typename: 'SimpleProduct', id: 'MQ==' }], 60_000);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('short')).toBeNull();
    await cache.invalidate([{ typename: 'SimpleProduct', id: 'MQ==' }]);
    expect(await cache.get('product')).toBeNull();
  });
});
