// Environment read once, at start-up, into a typed value. Everything else receives a `CommerceConfig`
// and never reads `process.env`, so tests and embedders (e2e, bench) can pass overrides.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AdmissionOptions } from './http/admission';

// Resolved from this file, not from the working directory: `npm start` at the root and
// `npm run start -w apps/commerce` must use the same embedded database.
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  COMMERCE_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  COMMERCE_HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default(resolve(repoRoot, 'var/pglite')),
  MEDIA_DIR: z.string().min(1).default(resolve(repoRoot, 'var/media')),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GRAPHQL_INTROSPECTION: booleanFlag.default(true),
  // How long a cacheable query's answer is served from memory; 0 turns the cache off.
  GRAPHQL_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Bounded work per request (ADR 0024); 0 turns a time limit off.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  GRAPHQL_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(8000),
  GRAPHQL_MAX_PAGE_SIZE: z.coerce.number().int().min(1).max(10_000).default(100),
  // GraphQL requests running at once, and waiting for their turn (ADR 0035); 0 runs all at once.
  // One per core by default (at least two): more only queue on the one event loop.
  GRAPHQL_MAX_ACTIVE: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(Math.max(2, availableParallelism())),
  GRAPHQL_MAX_QUEUED: z.coerce.number().int().min(0).max(100_000).default(256),
  // Off when operators run `npm run db:migrate` once per release before starting copies.
  MIGRATE_ON_START: booleanFlag.default(true),
  // Off for a database that must never receive the demo shop.
  SEED_ON_START: booleanFlag.default(true),
  // Shared response cache and rate limits (ADR 0025); unset keeps both in this process.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  ...sharedStateVariables(),
});

// ADR 0025 and 0026: cache bound, media URLs, shared state, client addresses, limits, CORS.
function sharedStateVariables() {
  const rateLimit = z
    .string()
    .regex(/^(0|[1-9]\d*\/[1-9]\d*)$/, 'a rate limit is <requests>/<seconds>, or 0 for none')
    .transform((value): RateLimitRule | null => {
      if (value === '0') return null;
      const [points, seconds] = value.split('/').map(Number) as [number, number];
      return { points, windowSeconds: seconds };
    });
  const list = (check: (item: string) => boolean, message: string) =>
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .refine((items) => items.every(check), message);
  return {
    GRAPHQL_CACHE_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(64),
    MEDIA_BASE_URL: z
      .string()
      .regex(/^(https?:\/\/[^/]+)?\//, 'MEDIA_BASE_URL is an http(s) URL or a path starting with /')
      .transform((value) => (value.endsWith('/') ? value : `${value}/`))
      .default('/media/'),
    REDIS_KEY_PREFIX: z.string().min(1).default('loomfront:'),
    TRUSTED_PROXIES: list(
      isAddressOrRange,
      'TRUSTED_PROXIES lists IP addresses or CIDR ranges',
    ).default([]),
    CORS_ORIGINS: list(
      (origin) => /^https?:\/\/[^/]+$/.test(origin),
      'CORS_ORIGINS lists origins such as https://shop.example',
    ).default([]),
    RATE_LIMIT_SEARCH: rateLimit.prefault('120/60'),
    RATE_LIMIT_MUTATIONS: rateLimit.prefault('120/60'),
    RATE_LIMIT_LOGIN: rateLimit.prefault('20/600'),
  };
}

function isAddressOrRange(item: string): boolean {
  const [address = '', prefix, extra] = item.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** At most `points` requests per `windowSeconds` for one client. */
export interface RateLimitRule {
  points: number;
  windowSeconds: number;
}

export type NodeEnv = 'development' | 'production' | 'test';

export interface CommerceConfig {
  port: number;
  host: string;
  database:
    | {
        driver: 'postgres';
        url: string;
        poolSize: number;
        /** statement_timeout of every pooled session; 0 = none. PGlite cannot honour one. */
        statementTimeoutMs: number;
      }
    | { driver: 'pglite'; dataDir: string | null };
  mediaDir: string;
  nodeEnv: NodeEnv;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  introspection: boolean;
  /** Lifetime of cached answers to `@cache` queries, in milliseconds; 0 disables the cache. */
  responseCacheTtlMs: number;
  redisUrl: string | null;
  /** Byte bound of the in-process response cache. */
  responseCacheMaxBytes: number;
  /** Base of every media URL in answers, ending in '/'; never taken from a request. */
  mediaBaseUrl: string;
  /** Prefix of every Redis key this service writes. */
  redisKeyPrefix: string;
  /** Peers whose X-Forwarded-For is believed (IP addresses and CIDR ranges). */
  trustedProxies: string[];
  /** Browser origins allowed by CORS; empty: none. */
  corsOrigins: string[];
  /** Requests per client and window, per family; null: no limit. */
  rateLimits: {
    search: RateLimitRule | null;
    mutations: RateLimitRule | null;
    login: RateLimitRule | null;
  };
  /** How long a GraphQL operation may run before it is answered "The request took too long"; 0 = no limit. */
  requestTimeoutMs: number;
  /** The largest `pageSize` any paged field accepts. */
  maxPageSize: number;
  /** GraphQL requests at once and waiting (ADR 0035); waiting ends with the request's deadline. */
  admission: AdmissionOptions;
  /** Apply pending migrations before listening; when off, start-up refuses a schema behind the code. */
  migrateOnStart: boolean;
  /** Seed the demo shop when the database has no stores yet. */
  seedOnStart: boolean;
}

/**
 * Only `development` and `test` show what production hides (GraphiQL, field suggestions, error
 * causes). Unset and every other value (`staging`, `prod`, …) run as production: a deployment
 * that names its environment, or forgets to, must never leak internals.
 */
export function nodeEnvFrom(value: string | undefined): NodeEnv {
  return value === 'development' || value === 'test' ? value : 'production';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): CommerceConfig {
  // An empty variable means "unset", as shells and .env files usually intend.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid commerce configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.COMMERCE_PORT,
    host: values.COMMERCE_HOST,
    database: values.DATABASE_URL
      ? {
          driver: 'postgres',
          url: values.DATABASE_URL,
          poolSize: values.DATABASE_POOL_SIZE,
          statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : { driver: 'pglite', dataDir: resolve(values.PGLITE_DATA_DIR) },
    mediaDir: resolve(values.MEDIA_DIR),
    nodeEnv: nodeEnvFrom(values.NODE_ENV),
    logLevel: values.LOG_LEVEL,
    introspection: values.GRAPHQL_INTROSPECTION,
    responseCacheTtlMs: values.GRAPHQL_CACHE_TTL_SECONDS * 1000,
    redisUrl: values.REDIS_URL ?? null,
    responseCacheMaxBytes: values.GRAPHQL_CACHE_MAX_MB * 1024 * 1024,
    mediaBaseUrl: values.MEDIA_BASE_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    trustedProxies: values.TRUSTED_PROXIES,
    corsOrigins: values.CORS_ORIGINS,
    rateLimits: {
      search: values.RATE_LIMIT_SEARCH,
      mutations: values.RATE_LIMIT_MUTATIONS,
      login: values.RATE_LIMIT_LOGIN,
    },
    requestTimeoutMs: values.GRAPHQL_REQUEST_TIMEOUT_MS,
    maxPageSize: values.GRAPHQL_MAX_PAGE_SIZE,
    admission: {
      maxActive: values.GRAPHQL_MAX_ACTIVE,
      maxQueued: values.GRAPHQL_MAX_QUEUED,
      maxWaitMs: values.GRAPHQL_REQUEST_TIMEOUT_MS,
    },
    migrateOnStart: values.MIGRATE_ON_START,
    seedOnStart: values.SEED_ON_START,
  };
}

let loaded: CommerceConfig | undefined;

/** The process configuration, parsed from `process.env` on first use. */
export function loadConfig(): CommerceConfig {
  loaded ??= parseConfig(process.env);
  return loaded;
}
