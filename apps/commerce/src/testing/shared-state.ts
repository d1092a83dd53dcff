// The places the response cache and rate limits can live, for tests that must hold on both: in
// process always, and Redis when REDIS_URL is set (CI's Redis step). Each Redis backend writes
// under a key prefix of its own, deleted by `cleanUp()`.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CommerceConfig } from '../config';

export interface SharedStateBackend {
  name: 'memory' | 'redis';
  /** Configuration for every commerce instance that should share this state. */
  config: Partial<CommerceConfig>;
  cleanUp(): Promise<void>;
}

export function sharedStateBackends(
  env: Record<string, string | undefined> = process.env,
): SharedStateBackend[] {
  const backends: SharedStateBackend[] = [
    { name: 'memory', config: { redisUrl: null }, cleanUp: async () => {} },
  ];
  const redisUrl = env['REDIS_URL'];
  if (redisUrl) {
    const redisKeyPrefix = `loomfront-test-${randomBytes(6).toString('hex')}:`;
    backends.push({
      name: 'redis',
      config: { redisUrl, redisKeyPrefix },
      async cleanUp() {
        const redis = new Redis(redisUrl);
        try {
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(
              cursor,
              'MATCH',
              `${redisKeyPrefix}*`,
              'COUNT',
              500,
            );
            if (keys.length > 0) await redis.del(...keys);
            cursor = next;
          } while (cursor !== '0');
        } finally {
          redis.disconnect();
        }
      },
    });
  }
  return backends;
}
