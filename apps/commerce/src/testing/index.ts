// Test helpers for the API suite and for other workspaces (`@loomfront/commerce/testing`).
//
//   const commerce = await startTestCommerce();            // fresh database: stores + demo catalog
//   const bare = await startTestCommerce({ seed: false }); // fresh database, migrated only
//   const { status, body } = await commerce.gql('{ storeConfig { store_code } }', {}, { Store: 'me' });
//   await commerce.close();                                 // stops the server, drops the database
//   const stripe = await startFakeStripe();                  // Stripe's API for card payments:
//   startTestCommerce({ config: { stripe: stripe.config() } }) (see fake-stripe.ts)
//
// The server is the real one (startCommerce) on a random port, so tests cover HTTP, headers,
// guard rails and masking exactly as clients see them.
import { startCommerce, type RunningCommerce, type StartCommerceOptions } from '../app';
import type { Clock } from '../clock';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type CommerceConfig, type MailConfig } from '../config';
import type { CommerceDatabase } from '../db/database';
import { openTestDatabase } from './test-database';

export { openTestDatabase } from './test-database';
export { sharedStateBackends, type SharedStateBackend } from './shared-state';
export { startTestSmtpServer, type CapturedMail, type TestSmtpServer } from './smtp';
export {
  startFakeStripe,
  TEST_CARDS,
  type FakeStripe,
  type FakeStripeEvent,
  type FakePaymentIntent,
} from './fake-stripe';
export {
  startTestOidcProvider,
  type TestOidcAccount,
  type TestOidcProvider,
} from './oidc-provider';

export interface GraphQLResponseBody {
  // Loosely typed on purpose: tests assert on the shape instead of casting at every step.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: Record<string, any> | null;
  errors?: Array<{
    message: string;
    extensions?: Record<string, unknown>;
    path?: Array<string | number>;
  }>;
}

export interface TestCommerce {
  url: string;
  database: CommerceDatabase;
  commerce: RunningCommerce;
  /** POSTs a GraphQL operation to /graphql; never throws on GraphQL or HTTP errors. */
  gql(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: GraphQLResponseBody }>;
  /**
   * Call after writing store views, configuration or tax rates straight to the database: the
   * service keeps them between requests (ADR 0057), and the next request reads them again.
   */
  settingsChanged(): void;
  close(): Promise<void>;
}

export async function startTestCommerce(
  /** seed: false starts from an empty (migrated only) database; the default is the seeded one. */
  options: {
    seed?: boolean;
    config?: Partial<CommerceConfig>;
    statementTimeoutMs?: number;
    /** The services' time, to move token expiry and lockouts forward without sleeping. */
    clock?: Clock;
    /** Over testMailConfig(): e.g. `{ smtpUrl: smtp.url }` to receive mail (startTestSmtpServer). */
    mail?: Partial<MailConfig>;
    /** Orders placed for card payments, instead of the sales module's. */
    cardOrders?: StartCommerceOptions['cardOrders'];
  } = {},
): Promise<TestCommerce> {
  const database = await openTestDatabase({
    empty: options.seed === false,
    ...(options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
  });
  try {
    const commerce = await startCommerce({
      database,
      migrate: false,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.cardOrders ? { cardOrders: options.cardOrders } : {}),
      config: testCommerceConfig({ mail: testMailConfig(options.mail), ...options.config }),
    });
    return {
      url: commerce.url,
      database,
      commerce,
      async gql(query, variables, headers) {
        const response = await fetch(`${commerce.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
          body: JSON.stringify({ query, variables }),
        });
        return {
          status: response.status,
          headers: response.headers,
          body: (await response.json()) as GraphQLResponseBody,
        };
      },
      settingsChanged() {
        commerce.services.stores.forgetSettings();
      },
      async close() {
        await commerce.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * A commerce service's configuration in the API suite, for files that call startCommerce
 * themselves (their own database handle, two copies on one database): a random loopback port,
 * quiet logs, and what startTestCommerce gives every service. Overrides win.
 */
export function testCommerceConfig(
  overrides: Partial<CommerceConfig> = {},
): Partial<CommerceConfig> {
  return {
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'test',
    logLevel: 'silent',
    introspection: true,
    // Shared state only when a test asks for it (sharedStateBackends()): test files run in
    // parallel and must not count each other's requests or read each other's answers.
    redisUrl: null,
    mail: testMailConfig(),
    // The cart purge only where a test turns it on: its pass would add statements to others.
    cartPurge: { ...loadConfig().cartPurge, intervalMs: 0 },
    ...overrides,
  };
}

/**
 * Mail in tests: a fresh .eml folder under the system's temporary directory (unless an SMTP server
 * is given), and a sender that looks every 50 ms and retries after 100 ms, three attempts in all.
 */
export function testMailConfig(overrides: Partial<MailConfig> = {}): MailConfig {
  return {
    ...loadConfig().mail,
    smtpUrl: null,
    dir: join(tmpdir(), 'loomfront-test-mail', randomBytes(6).toString('hex')),
    storefrontUrl: 'http://localhost:3000',
    maxAttempts: 3,
    retryBaseMs: 100,
    pollIntervalMs: 50,
    claimTimeoutMs: 60_000,
    ...overrides,
  };
}
