// Where cached answers live (ADR 0025): in this process, bounded in bytes, or in Redis when
// REDIS_URL is set, shared by every copy of the service.
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { createRedisCache } from '@envelop/response-cache-redis';
import type { ExecutionResult } from 'graphql';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';

export interface ResponseCacheStore extends Cache {
  /** Entries and their bytes held in this process (null for a shared store). */
  usage(): { entries: number; bytes: number } | null;
}

interface Entry {
  /** Never changed once stored: the plugin and Yoga only read it (stringified per answer). */
  result: ExecutionResult;
  /** UTF-16 bytes of the serialised answer, its key and its entity ids. */
  bytes: number;
  entities: string[];
}

/**
 * An LRU bounded by the bytes of the serialised answers: the least recently used entries leave
 * when a new one would pass `maxBytes`. An answer larger than a tenth of the bound is not kept.
 */
export function createBoundedMemoryCache(options: { maxBytes: number }): ResponseCacheStore {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 10)),
    sizeCalculation: (entry) => entry.bytes,
    allowStale: false,
  });
  return {
    set(id, result, collected, ttl) {
      const entities = [...collected].map(({ typename, id: entityId }) =>
        entityId == null ? typename : `${typename}:${entityId}`,
      );
      // UTF-16 strings: two bytes a character. The answer is measured by its serialised length,
      // which is what it costs to hold (objects a little more; the bound is on the safe side
      // once GRAPHQL_CACHE_MAX_MB leaves headroom, ADR 0025).
      const body = JSON.stringify(result);
      const characters = body.length + id.length + entities.reduce((sum, e) => sum + e.length, 0);
      // Kept as parsed back from its text: plain objects that serialise faster on every hit than
      // the executor's null-prototype ones (and share nothing with the answer already sent).
      const stored = JSON.parse(body) as ExecutionResult;
      entries.set(id, { result: stored, bytes: Math.max(1, 2 * characters), entities }, { ttl });
    },
    get(id) {
      return entries.get(id)?.result ?? null;
    },
    invalidate(collected) {
      const gone = new Set(
        [...collected].map(({ typename, id }) => (id == null ? typename : `${typename}:${id}`)),
      );
      for (const [id, entry] of entries.entries()) {
        if (entry.entities.some((entity) => gone.has(entity) || gone.has(entity.split(':')[0]!)))
          entries.delete(id);
      }
    },
    usage: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/**
 * The plugin's Redis store, with two changes: no entity index (its sets never expire, and we do
 * not purge by entity yet), and Redis failures are misses, logged, so an unreachable Redis slows
 * the shop down instead of breaking it.
 */
// Cache ids arrive from clients too (If-None-Match): kept in their own namespace, they can only
// name cache entries, never the rate limits' counters.
const CACHE_KEYS = 'cache:';

export function createSharedRedisCache(
  redis: Redis,
  logger: Logger,
  /** The keys' namespace: answers of different kinds never share one. */
  namespace = CACHE_KEYS,
): ResponseCacheStore {
  const store = createRedisCache({ redis });
  const failed = (operation: string) => (error: unknown) => {
    logger.warn({ err: error, operation }, 'response cache unavailable');
    return null;
  };
  return {
    async set(id, result, _entities, ttl) {
      await Promise.resolve(store.set(`${namespace}${id}`, result, [], ttl)).catch(failed('set'));
    },
    async get(id) {
      const found = await Promise.resolve(store.get(`${namespace}${id}`)).catch(failed('get'));
      return (found as ExecutionResult | undefined) ?? null;
    },
    async invalidate(entities) {
      await Promise.resolve(store.invalidate(entities)).catch(failed('invalidate'));
    },
    usage: () => null,
  };
}
