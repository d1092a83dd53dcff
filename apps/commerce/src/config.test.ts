import { describe, expect, it } from 'vitest';
import { parseConfig, repoRoot } from './config';

describe('parseConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ driver: 'pglite', dataDir: `${repoRoot}/var/pglite` });
    expect(config.mediaDir).toBe(`${repoRoot}/var/media`);
    expect(config.introspection).toBe(true);
    expect(config.nodeEnv).toBe('production');
    expect(config.redisUrl).toBeNull();
    expect(config.migrateOnStart).toBe(true);
    expect(config.seedOnStart).toBe(true);
  });

  it('resolves the embedded database beside the repository, whatever the working directory', () => {
    expect(repoRoot.endsWith('/apps/commerce')).toBe(false);
    expect(parseConfig({}).database).toMatchObject({
      dataDir: expect.stringMatching(/\/var\/pglite$/),
    });
  });

  it('selects the PostgreSQL server when DATABASE_URL is set', () => {
    const config = parseConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres' });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgresql://postgres@127.0.0.1:5432/postgres',
      poolSize: 10,
      statementTimeoutMs: 5000,
      preparedStatements: true,
    });
  });

  it('sends repeated statements unnamed with DATABASE_PREPARED_STATEMENTS=false', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
      DATABASE_PREPARED_STATEMENTS: 'false',
    });
    expect(config.database).toMatchObject({ preparedStatements: false });
  });

  it('keeps cart answers 5 s by default, bounded to a minute, and not at all with 0', () => {
    expect(parseConfig({}).cartAnswerTtlMs).toBe(5000);
    expect(parseConfig({ GRAPHQL_CART_CACHE_TTL_SECONDS: '0' }).cartAnswerTtlMs).toBe(0);
    expect(() => parseConfig({ GRAPHQL_CART_CACHE_TTL_SECONDS: '3600' })).toThrow(
      /GRAPHQL_CART_CACHE_TTL_SECONDS/,
    );
  });

  it('sizes the PostgreSQL pool with DATABASE_POOL_SIZE', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
      DATABASE_POOL_SIZE: '25',
    });
    expect(config.database).toMatchObject({ poolSize: 25 });
  });

  it('rejects a pool size that is not a positive whole number, naming the variable', () => {
    expect(() => parseConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('switches migration and seeding at start-up off with MIGRATE_ON_START and SEED_ON_START', () => {
    const config = parseConfig({ MIGRATE_ON_START: 'false', SEED_ON_START: '0' });
    expect(config.migrateOnStart).toBe(false);
    expect(config.seedOnStart).toBe(false);
  });

  it('keeps new reviews pending unless REVIEWS_AUTO_APPROVE turns approval on', () => {
    expect(parseConfig({}).reviewsAutoApprove).toBe(false);
    expect(parseConfig({ REVIEWS_AUTO_APPROVE: 'true' }).reviewsAutoApprove).toBe(true);
    expect(() => parseConfig({ REVIEWS_AUTO_APPROVE: 'yes' })).toThrow(/REVIEWS_AUTO_APPROVE/);
  });

  it('rejects a start-up switch that is not a boolean, naming the variable', () => {
    expect(() => parseConfig({ MIGRATE_ON_START: 'no' })).toThrow(/MIGRATE_ON_START/);
  });

  it('switches introspection off with GRAPHQL_INTROSPECTION=false', () => {
    expect(parseConfig({ GRAPHQL_INTROSPECTION: 'false' }).introspection).toBe(false);
    expect(parseConfig({ GRAPHQL_INTROSPECTION: '1' }).introspection).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ COMMERCE_PORT: '', DATABASE_URL: '' }).database.driver).toBe('pglite');
  });

  it('rejects a port that is not a number, naming the variable', () => {
    expect(() => parseConfig({ COMMERCE_PORT: 'eighty' })).toThrow(/COMMERCE_PORT/);
  });

  it('runs in development or test mode only when NODE_ENV names one of them', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).nodeEnv).toBe('development');
    expect(parseConfig({ NODE_ENV: 'test' }).nodeEnv).toBe('test');
    expect(parseConfig({ NODE_ENV: 'production' }).nodeEnv).toBe('production');
  });

  it('runs any other NODE_ENV, such as staging, as production rather than failing to start', () => {
    expect(parseConfig({ NODE_ENV: 'staging' }).nodeEnv).toBe('production');
    expect(parseConfig({ NODE_ENV: 'Development' }).nodeEnv).toBe('production');
  });

  it('bounds the cache, limits clients and trusts no proxy or origin by default', () => {
    const config = parseConfig({});
    expect(config.responseCacheMaxBytes).toBe(64 * 1024 * 1024);
    expect(config.mediaBaseUrl).toBe('/media/');
    expect(config.redisKeyPrefix).toBe('loomfront:');
    expect(config.trustedProxies).toEqual([]);
    expect(config.corsOrigins).toEqual([]);
    expect(config.rateLimits).toEqual({
      search: { points: 120, windowSeconds: 60 },
      mutations: { points: 120, windowSeconds: 60 },
      login: { points: 20, windowSeconds: 600 },
    });
  });

  it('lets at least two GraphQL requests run at once by default, queues 256, and waits at most the deadline', () => {
    const { admission } = parseConfig({});
    expect(admission.maxActive).toBeGreaterThanOrEqual(2);
    expect(admission.maxQueued).toBe(256);
    expect(admission.maxWaitMs).toBe(8000);
    expect(parseConfig({ GRAPHQL_MAX_ACTIVE: '0', GRAPHQL_MAX_QUEUED: '10' }).admission).toEqual({
      maxActive: 0,
      maxQueued: 10,
      maxWaitMs: 8000,
    });
  });

  it('rejects a turn limit or queue length that is not a whole number from 0, naming the variable', () => {
    expect(() => parseConfig({ GRAPHQL_MAX_ACTIVE: '-1' })).toThrow(/GRAPHQL_MAX_ACTIVE/);
    expect(() => parseConfig({ GRAPHQL_MAX_ACTIVE: 'lots' })).toThrow(/GRAPHQL_MAX_ACTIVE/);
    expect(() => parseConfig({ GRAPHQL_MAX_QUEUED: '2.5' })).toThrow(/GRAPHQL_MAX_QUEUED/);
  });

  it('reads rate limits as <requests>/<seconds>, 0 turning a family off', () => {
    const config = parseConfig({ RATE_LIMIT_SEARCH: '0', RATE_LIMIT_LOGIN: '5/300' });
    expect(config.rateLimits.search).toBeNull();
    expect(config.rateLimits.login).toEqual({ points: 5, windowSeconds: 300 });
    expect(() => parseConfig({ RATE_LIMIT_MUTATIONS: '10' })).toThrow(/RATE_LIMIT_MUTATIONS/);
    expect(() => parseConfig({ RATE_LIMIT_MUTATIONS: '10/0' })).toThrow(/RATE_LIMIT_MUTATIONS/);
  });

  it('reads trusted proxies and CORS origins as lists, refusing what is neither', () => {
    const config = parseConfig({
      TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1,::1',
      CORS_ORIGINS: 'https://shop.example,http://localhost:3000',
      MEDIA_BASE_URL: 'https://cdn.example/media',
    });
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.1', '::1']);
    expect(config.corsOrigins).toEqual(['https://shop.example', 'http://localhost:3000']);
    expect(config.mediaBaseUrl).toBe('https://cdn.example/media/');
    expect(() => parseConfig({ TRUSTED_PROXIES: 'storefront' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseConfig({ CORS_ORIGINS: 'https://shop.example/' })).toThrow(/CORS_ORIGINS/);
    expect(() => parseConfig({ MEDIA_BASE_URL: 'media/' })).toThrow(/MEDIA_BASE_URL/);
  });

  it('writes mail as .eml files under var/mail, from a no-reply address, when nothing is set', () => {
    const { mail } = parseConfig({});
    expect(mail.smtpUrl).toBeNull();
    expect(mail.dir).toBe(`${repoRoot}/var/mail`);
    expect(mail.from).toBe('Loomfront <no-reply@loomfront.example>');
    expect(mail.storefrontUrl).toBe('http://localhost:3000');
    expect(mail.maxAttempts).toBe(8);
  });

  it('sends mail through SMTP_URL and links to STOREFRONT_URL without its trailing slash', () => {
    const { mail } = parseConfig({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      MAIL_FROM: 'Shop <shop@example.com>',
      STOREFRONT_URL: 'https://shop.example/',
      MAIL_MAX_ATTEMPTS: '3',
    });
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      from: 'Shop <shop@example.com>',
      storefrontUrl: 'https://shop.example',
      maxAttempts: 3,
    });
  });

  it('rejects a mail server, storefront or attempt count it cannot use, naming the variable', () => {
    expect(() => parseConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ STOREFRONT_URL: 'shop.example' })).toThrow(/STOREFRONT_URL/);
    expect(() => parseConfig({ STOREFRONT_URL: 'https://shop.example/en' })).toThrow(
      /STOREFRONT_URL/,
    );
    expect(() => parseConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });

  it('keeps refresh tokens 30 days unless CUSTOMER_REFRESH_TOKEN_DAYS says otherwise', () => {
    expect(parseConfig({}).customerRefreshTokenLifetimeMs).toBe(30 * 24 * 3_600_000);
    expect(parseConfig({ CUSTOMER_REFRESH_TOKEN_DAYS: '7' }).customerRefreshTokenLifetimeMs).toBe(
      7 * 24 * 3_600_000,
    );
    expect(() => parseConfig({ CUSTOMER_REFRESH_TOKEN_DAYS: '0' })).toThrow(
      /CUSTOMER_REFRESH_TOKEN_DAYS/,
    );
    expect(() => parseConfig({ CUSTOMER_REFRESH_TOKEN_DAYS: 'forever' })).toThrow(
      /CUSTOMER_REFRESH_TOKEN_DAYS/,
    );
  });

  it('purges old carts hourly, 500 per statement, unless CART_PURGE_INTERVAL_MINUTES says otherwise', () => {
    expect(parseConfig({}).cartPurge).toEqual({ intervalMs: 60 * 60_000, batchSize: 500 });
    expect(parseConfig({ CART_PURGE_INTERVAL_MINUTES: '1440' }).cartPurge.intervalMs).toBe(
      24 * 60 * 60_000,
    );
    expect(parseConfig({ CART_PURGE_INTERVAL_MINUTES: '0' }).cartPurge.intervalMs).toBe(0);
    expect(() => parseConfig({ CART_PURGE_INTERVAL_MINUTES: 'daily' })).toThrow(
      /CART_PURGE_INTERVAL_MINUTES/,
    );
  });

  it('turns a social provider on only when both its client id and secret are set', () => {
    expect(parseConfig({}).socialProviders).toEqual([]);
    expect(parseConfig({ SOCIAL_GOOGLE_CLIENT_ID: 'id' }).socialProviders).toEqual([]);
    expect(
      parseConfig({
        SOCIAL_GOOGLE_CLIENT_ID: 'id',
        SOCIAL_GOOGLE_CLIENT_SECRET: 'secret',
        SOCIAL_FACEBOOK_CLIENT_ID: 'fb',
        SOCIAL_FACEBOOK_CLIENT_SECRET: 'fb-secret',
        SOCIAL_FACEBOOK_ISSUER: 'https://id.example',
      }).socialProviders,
    ).toEqual([
      {
        code: 'google',
        label: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'secret',
      },
      {
        code: 'facebook',
        label: 'Facebook',
        issuer: 'https://id.example',
        clientId: 'fb',
        clientSecret: 'fb-secret',
      },
    ]);
    expect(() => parseConfig({ SOCIAL_GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(
      /SOCIAL_GOOGLE_ISSUER/,
    );
  });

  it('leaves card payments off unless STRIPE_SECRET_KEY is set', () => {
    expect(parseConfig({}).stripe).toBeNull();
  });

  it('turns Stripe on with its three keys, a 30 minute payment timeout and a 300 s signature tolerance', () => {
    expect(
      parseConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }).stripe,
    ).toMatchObject({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      api: null,
      paymentTimeoutMs: 30 * 60_000,
      expiryPollIntervalMs: 30_000,
      webhookToleranceSeconds: 300,
    });
  });

  it('reads how often the expiry job looks in seconds, and refuses a pause under one second', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(parseConfig({ ...keys, STRIPE_EXPIRY_POLL_SECONDS: '2' }).stripe).toMatchObject({
      expiryPollIntervalMs: 2_000,
    });
    expect(() => parseConfig({ ...keys, STRIPE_EXPIRY_POLL_SECONDS: '0' })).toThrow(
      /STRIPE_EXPIRY_POLL_SECONDS/,
    );
  });

  it('points the Stripe SDK at STRIPE_API_URL and reads the payment timeout in minutes', () => {
    expect(
      parseConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_URL: 'http://127.0.0.1:12111/',
        STRIPE_PAYMENT_TIMEOUT_MINUTES: '5',
      }).stripe,
    ).toMatchObject({
      api: { protocol: 'http', host: '127.0.0.1', port: 12111 },
      paymentTimeoutMs: 5 * 60_000,
    });
  });

  it('refuses a Stripe secret key without the publishable key and webhook secret, naming them', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
