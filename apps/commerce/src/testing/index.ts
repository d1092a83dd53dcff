// Test helpers for the API suite and for other workspaces (`@loomfront/commerce/testing`).
//
//   const commerce = await startTestCommerce();            // fresh database: stores + demo catalog
//   const bare = await startTestCommerce({ seed: false }); // fresh database, migrated only
//   const { status, body } = await commerce.gql('{ storeConfig { store_code } }', {}, { Store: 'me' });
//   await commerce.close();                                 // stops the server, drops the database
//
// The server is the real one (startCommerce) on a random port, so tests cover HTTP, headers,
// guard rails and masking exactly as clients see them.
import { startCommerce, type RunningCommerce } from '../app';
import type { CommerceConfig } from '../config';
import type { CommerceDatabase } from '../db/database';
import { openTestDatabase } from './test-database';

export { openTestDatabase } from './test-database';
export { sharedStateBackends, type SharedStateBackend } from './shared-state';

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
  close(): Promise<void>;
}

export async function startTestCommerce(
  /** seed: false starts from an empty (migrated only) database; the default is the seeded one. */
  options: { seed?: boolean; config?: Partial<CommerceConfig>; statementTimeoutMs?: number } = {},
): Promise<TestCommerce> {
  const database = await openTestDatabase({
    empty: options.seed === false,
    ...(options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
  });
  try {
    const commerce = await startCommerce({
      database,
      migrate: false,
      config: {
        port: 0,
        host: '127.0.0.1',
        nodeEnv: 'test',
        logLevel: 'silent',
        introspection: true,
        // Shared state only when a test asks for it (sharedStateBackends()): test files run in
        // parallel and must not count each other's requests or read each other's answers.
        redisUrl: null,
        ...options.config,
      },
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
