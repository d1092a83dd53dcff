// Environment read once, at start-up, into a typed value. Everything else receives a `CommerceConfig`
// and never reads `process.env`, so tests and embedders (e2e, bench) can pass overrides.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  // Off when operators run `npm run db:migrate` once per release before starting copies.
  MIGRATE_ON_START: booleanFlag.default(true),
  // Off for a database that must never receive the demo shop.
  SEED_ON_START: booleanFlag.default(true),
  // Reserved for the cache and rate limits (DESIGN.md); read now so a typo fails at start-up.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
});

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
  /** How long a GraphQL operation may run before it is answered "The request took too long"; 0 = no limit. */
  requestTimeoutMs: number;
  /** The largest `pageSize` any paged field accepts. */
  maxPageSize: number;
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
    requestTimeoutMs: values.GRAPHQL_REQUEST_TIMEOUT_MS,
    maxPageSize: values.GRAPHQL_MAX_PAGE_SIZE,
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
