// Environment read once, at start-up, into a typed value. Everything else receives a `CommerceConfig`
// and never reads `process.env`, so tests and embedders (e2e, bench) can pass overrides.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AdmissionOptions } from './http/admission';
import { PURGE_BATCH_SIZE } from './modules/cart/purge-rules';

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
  // How long a cart's answer is served again while the cart has not changed (ADR 0062): what it
  // reads from outside the cart (stock, prices, rules) is at most this old; 0 turns it off.
  GRAPHQL_CART_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  GRAPHQL_CART_CACHE_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(16),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Bounded work per request (ADR 0024); 0 turns a time limit off.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  // Repeated keyed statements are prepared once per connection (ADR 0062); off behind a pooler
  // that cannot keep a session's prepared statements.
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
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
  // Magento keeps a new review pending until an administrator approves it; the demo approves at once.
  REVIEWS_AUTO_APPROVE: booleanFlag.default(false),
  // Shared response cache and rate limits (ADR 0025); unset keeps both in this process.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  // How long a customer's refresh token stays exchangeable (each use issues a new one).
  CUSTOMER_REFRESH_TOKEN_DAYS: z.coerce.number().min(0.01).max(365).default(30),
  // How often the cart purge runs (ADR 0061; the lifetime itself is per website, in config_values).
  CART_PURGE_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  // Social sign-in (OpenID Connect): a provider is on when its client id and secret are set.
  SOCIAL_GOOGLE_CLIENT_ID: z.string().optional(),
  SOCIAL_GOOGLE_CLIENT_SECRET: z.string().optional(),
  SOCIAL_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  SOCIAL_FACEBOOK_CLIENT_ID: z.string().optional(),
  SOCIAL_FACEBOOK_CLIENT_SECRET: z.string().optional(),
  SOCIAL_FACEBOOK_ISSUER: z.url().default('https://www.facebook.com'),
  ...sharedStateVariables(),
  ...mailVariables(),
  ...stripeVariables(),
});

// Card payments through Stripe (modules/stripe, ADR 0053): on when STRIPE_SECRET_KEY is set.
function stripeVariables() {
  return {
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'STRIPE_SECRET_KEY is a secret key (sk_test_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'STRIPE_PUBLISHABLE_KEY is a publishable key (pk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=]+$/, 'STRIPE_WEBHOOK_SECRET is a signing secret (whsec_…)')
      .optional(),
    // Another Stripe API endpoint (a local fake or stripe-mock); unset is Stripe's own.
    STRIPE_API_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+\/?$/, 'STRIPE_API_URL is an origin such as http://127.0.0.1:12111')
      .optional(),
    // An unpaid card order is cancelled after this long, its stock released.
    STRIPE_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    // How often the expiry job looks for unpaid card orders past their time.
    STRIPE_EXPIRY_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  };
}

// Mail (modules/mail, ADR 0041): the SMTP server, the sender, and the storefront the links open.
function mailVariables() {
  return {
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).max(254).default('Loomfront <no-reply@loomfront.example>'),
    MAIL_DIR: z.string().min(1).default(resolve(repoRoot, 'var/mail')),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    STOREFRONT_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+\/?$/, 'STOREFRONT_URL is an origin such as https://shop.example')
      .transform((value) => value.replace(/\/$/, ''))
      .default('http://localhost:3000'),
  };
}

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
        /** Repeated keyed statements go as named statements (ADR 0062). */
        preparedStatements: boolean;
      }
    | { driver: 'pglite'; dataDir: string | null };
  mediaDir: string;
  nodeEnv: NodeEnv;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  introspection: boolean;
  /** Lifetime of cached answers to `@cache` queries, in milliseconds; 0 disables the cache. */
  responseCacheTtlMs: number;
  /** Lifetime of a cart's kept answer while the cart is unchanged, in milliseconds; 0: none. */
  cartAnswerTtlMs: number;
  /** Bytes the kept cart answers may take in this process (without Redis). */
  cartAnswerMaxBytes: number;
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
  /** Lifetime of a customer refresh token; access tokens follow storeConfig's lifetime. */
  customerRefreshTokenLifetimeMs: number;
  /** New customer reviews are approved at once instead of waiting as pending. */
  reviewsAutoApprove: boolean;
  /** Configured social sign-in providers; their callback is `<storefront>/customer/social-login/<code>`. */
  socialProviders: SocialProviderSettings[];
  mail: MailConfig;
  /** Card payments through Stripe; null when STRIPE_SECRET_KEY is unset (the method is not offered). */
  stripe: StripeConfig | null;
  cartPurge: CartPurgeConfig;
}

/** The purge of old carts (modules/cart/purge.ts, ADR 0061). */
export interface CartPurgeConfig {
  /** Pause between two passes (the first runs at start-up); 0 never starts the job. */
  intervalMs: number;
  /** Carts deleted by one statement. */
  batchSize: number;
}

export interface StripeConfig {
  secretKey: string;
  /** The only key a client ever sees (getStripeConfiguration). */
  publishableKey: string;
  /** Verifies the Stripe-Signature of every webhook event. */
  webhookSecret: string;
  /** Where the SDK sends its requests; null for api.stripe.com. */
  api: { protocol: 'http' | 'https'; host: string; port: number } | null;
  /** How long an order may wait for its card payment before it is cancelled. */
  paymentTimeoutMs: number;
  /** How often the expiry job looks for unpaid orders; 0 never starts it. */
  expiryPollIntervalMs: number;
  /** How long the expiry job holds a payment before another process may take it (after a crash). */
  expiryClaimMs: number;
  /** Oldest accepted webhook signature timestamp, in seconds (Stripe's default tolerance). */
  webhookToleranceSeconds: number;
}

export interface SocialProviderSettings {
  code: 'google' | 'facebook';
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface MailConfig {
  /** SMTP server (smtp:// or smtps://); null writes each message as an .eml file under `dir`. */
  smtpUrl: string | null;
  /** The From header of every message. */
  from: string;
  dir: string;
  /** Origin of the storefront that links in e-mails open, without a trailing slash. */
  storefrontUrl: string;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Delay before the second attempt; each further one doubles it (at most an hour). */
  retryBaseMs: number;
  /** How often the sender looks for due messages; 0 never starts it. */
  pollIntervalMs: number;
  /** How long a claimed message stays with its sender before another may take it (after a crash). */
  claimTimeoutMs: number;
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
  const stripe = stripeConfig(values);
  return {
    port: values.COMMERCE_PORT,
    host: values.COMMERCE_HOST,
    database: values.DATABASE_URL
      ? {
          driver: 'postgres',
          url: values.DATABASE_URL,
          poolSize: values.DATABASE_POOL_SIZE,
          statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
          preparedStatements: values.DATABASE_PREPARED_STATEMENTS,
        }
      : { driver: 'pglite', dataDir: resolve(values.PGLITE_DATA_DIR) },
    mediaDir: resolve(values.MEDIA_DIR),
    nodeEnv: nodeEnvFrom(values.NODE_ENV),
    logLevel: values.LOG_LEVEL,
    introspection: values.GRAPHQL_INTROSPECTION,
    responseCacheTtlMs: values.GRAPHQL_CACHE_TTL_SECONDS * 1000,
    cartAnswerTtlMs: values.GRAPHQL_CART_CACHE_TTL_SECONDS * 1000,
    cartAnswerMaxBytes: values.GRAPHQL_CART_CACHE_MAX_MB * 1024 * 1024,
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
    customerRefreshTokenLifetimeMs: Math.round(values.CUSTOMER_REFRESH_TOKEN_DAYS * 24 * 3_600_000),
    reviewsAutoApprove: values.REVIEWS_AUTO_APPROVE,
    socialProviders: socialProviders(values),
    mail: {
      smtpUrl: values.SMTP_URL ?? null,
      from: values.MAIL_FROM,
      dir: resolve(values.MAIL_DIR),
      storefrontUrl: values.STOREFRONT_URL,
      maxAttempts: values.MAIL_MAX_ATTEMPTS,
      retryBaseMs: 30_000,
      pollIntervalMs: 2_000,
      claimTimeoutMs: 5 * 60_000,
    },
    stripe,
    cartPurge: {
      intervalMs: values.CART_PURGE_INTERVAL_MINUTES * 60_000,
      batchSize: PURGE_BATCH_SIZE,
    },
  };
}

function stripeConfig(values: z.infer<typeof environmentSchema>): StripeConfig | null {
  const secretKey = values.STRIPE_SECRET_KEY;
  if (!secretKey) return null;
  const missing = [
    values.STRIPE_PUBLISHABLE_KEY ? null : 'STRIPE_PUBLISHABLE_KEY',
    values.STRIPE_WEBHOOK_SECRET ? null : 'STRIPE_WEBHOOK_SECRET',
  ].filter((name) => name !== null);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid commerce configuration:\n  ${missing.map((name) => `${name}: required when STRIPE_SECRET_KEY is set`).join('\n  ')}`,
    );
  }
  return {
    secretKey,
    publishableKey: values.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
    api: values.STRIPE_API_URL ? stripeApi(values.STRIPE_API_URL) : null,
    paymentTimeoutMs: values.STRIPE_PAYMENT_TIMEOUT_MINUTES * 60_000,
    expiryPollIntervalMs: values.STRIPE_EXPIRY_POLL_SECONDS * 1_000,
    expiryClaimMs: 5 * 60_000,
    webhookToleranceSeconds: 300,
  };
}

function stripeApi(origin: string): NonNullable<StripeConfig['api']> {
  const url = new URL(origin);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
  };
}

function socialProviders(values: z.infer<typeof environmentSchema>): SocialProviderSettings[] {
  const candidates = [
    {
      code: 'google' as const,
      label: 'Google',
      issuer: values.SOCIAL_GOOGLE_ISSUER,
      clientId: values.SOCIAL_GOOGLE_CLIENT_ID,
      clientSecret: values.SOCIAL_GOOGLE_CLIENT_SECRET,
    },
    {
      code: 'facebook' as const,
      label: 'Facebook',
      issuer: values.SOCIAL_FACEBOOK_ISSUER,
      clientId: values.SOCIAL_FACEBOOK_CLIENT_ID,
      clientSecret: values.SOCIAL_FACEBOOK_CLIENT_SECRET,
    },
  ];
  return candidates.flatMap(({ clientId, clientSecret, ...provider }) =>
    clientId && clientSecret ? [{ ...provider, clientId, clientSecret }] : [],
  );
}

let loaded: CommerceConfig | undefined;

/** The process configuration, parsed from `process.env` on first use. */
export function loadConfig(): CommerceConfig {
  loaded ??= parseConfig(process.env);
  return loaded;
}
