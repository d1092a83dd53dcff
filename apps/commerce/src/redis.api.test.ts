import { describe, expect, it } from 'vitest';
import { startTestCommerce } from './testing/index';

describe('REDIS_URL', () => {
  it('refuses to start when Redis cannot be reached, rather than keep a cache of its own', async () => {
    await expect(
      startTestCommerce({ config: { redisUrl: 'redis://127.0.0.1:1' } }),
    ).rejects.toThrow(/ECONNREFUSED|connect/i);
  });
});
