// Where kept pages live: this process's memory (LRU), or Redis when REDIS_URL is set, so that every
// storefront copy serves the page one of them rendered (ADR 0027).
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { CachedPage } from './page-cache';

export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryPageStore(options: { ttlMs: number; maxBytes: number }): PageStore {
  const pages = new LRUCache<string, CachedPage>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.body.length),
  });
  return {
    get: async (key) => pages.get(key),
    set: async (key, page) => void pages.set(key, page),
    close: async () => pages.clear(),
  };
}

/** One Redis value: 4 bytes of metadata length, the metadata as JSON, then the body. */
function encodePage(page: CachedPage): Buffer {
  const { body, ...meta } = page;
  const json = Buffer.from(JSON.stringify(meta), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, body]);
}

function decodePage(value: Buffer): CachedPage {
  const length = value.readUInt32BE(0);
  const meta = JSON.parse(value.subarray(4, 4 + length).toString('utf8')) as Omit<
    CachedPage,
    'body'
  >;
  return { ...meta, body: value.subarray(4 + length) };
}

/**
 * Pages in Redis under `<prefix><sha256 of the key>`, expiring after the TTL. A Redis that does not
 * answer is a miss (the page is rendered), never an error page.
 */
export function createRedisPageStore(options: {
  url: string;
  ttlMs: number;
  prefix?: string;
}): PageStore {
  const prefix = options.prefix ?? 'loomfront:page:';
  const redis = new Redis(options.url, { maxRetriesPerRequest: 1, commandTimeout: 1_000 });
  let warned = false;
  const warn = (error: unknown) => {
    if (warned) return;
    warned = true;
    console.error('[storefront] page cache: Redis failed, rendering instead', error);
  };
  redis.on('error', warn);
  const redisKey = (key: string) => prefix + createHash('sha256').update(key).digest('hex');
  return {
    get: async (key) => {
      try {
        const value = await redis.getBuffer(redisKey(key));
        return value ? decodePage(value) : undefined;
      } catch (error) {
        warn(error);
        return undefined;
      }
    },
    set: async (key, page) => {
      try {
        await redis.set(redisKey(key), encodePage(page), 'PX', Math.max(1, options.ttlMs));
      } catch (error) {
        warn(error);
      }
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
