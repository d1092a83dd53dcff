// The Redis client for the shared response cache and rate limits (REDIS_URL, ADR 0025). Every key
// starts with REDIS_KEY_PREFIX. Commands time out quickly and are not retried: an unreachable
// Redis makes cache misses and per-copy rate limits, never requests that hang.
import { Redis } from 'ioredis';
import type { CommerceConfig } from './config';
import type { Logger } from './logger';

export async function connectRedis(
  config: Pick<CommerceConfig, 'redisUrl' | 'redisKeyPrefix'>,
  logger: Logger,
): Promise<Redis> {
  if (!config.redisUrl) throw new Error('connectRedis needs REDIS_URL');
  const redis = new Redis(config.redisUrl, {
    keyPrefix: config.redisKeyPrefix,
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'));
  // Start-up fails when Redis cannot be reached: a copy that silently kept its own cache and
  // limits would disagree with the others.
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect(); // no reconnecting in the background of a start-up that failed
    throw error;
  }
  return redis;
}
