import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type RunningCommerce } from '../app';
import { startTestCommerce, type GraphQLResponseBody, type TestCommerce } from '../testing/index';
import { storeConfigPaths } from '../modules/stores/store-config';
import { queryLimits } from './guard-rails';

/** `__type` → fields → type → ofType… : a valid query of any depth. */
function introspectionOfDepth(depth: number): string {
  // graphql-armor counts the leaf too: __type, fields, type, name = depth 4, plus one per ofType.
  let selection = 'name';
  for (let level = 0; level < depth - 4; level += 1) selection = `ofType { ${selection} }`;
  return `{ __type(name: "StoreConfig") { fields { type { ${selection} } } } }`;
}

const allConfigFields = Object.keys(storeConfigPaths).join(' ');

describe('guard rails', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('accepts a query of depth 20', async () => {
    const { body } = await commerce.gql(introspectionOfDepth(20));
    expect(body.errors).toBeUndefined();
  });

  it('rejects a query deeper than 20 with category graphql-input', async () => {
    const { body } = await commerce.gql(introspectionOfDepth(21));
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toBe('Query depth limit of 20 exceeded, found 21.');
    expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('rejects a query whose cost, counted per list element, exceeds the budget', async () => {
    const { body } = await commerce.gql(
      '{ products(pageSize: 100) { items { related_products { upsell_products { related_products { sku } } } } } }',
    );
    expect(body.errors?.[0]?.message).toMatch(
      new RegExp(`^Query cost of \\d+ exceeds the limit of ${queryLimits.maxCost}\\.$`),
    );
    expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('accepts a query of ordinary complexity with several aliases', async () => {
    const aliases = Array.from(
      { length: 4 },
      (_, index) => `c${index}: storeConfig { ${allConfigFields} }`,
    );
    const { body } = await commerce.gql(`{ ${aliases.join(' ')} }`);
    expect(body.errors).toBeUndefined();
  });

  it('rejects more than 30 aliases', async () => {
    const aliases = Array.from(
      { length: 31 },
      (_, index) => `a${index}: storeConfig { store_code }`,
    );
    const { body } = await commerce.gql(`{ ${aliases.join(' ')} }`);
    expect(body.errors?.[0]?.message).toMatch(/Aliases limit of 30 exceeded/);
    expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('rejects a document of more than 2000 tokens', async () => {
    const { body } = await commerce.gql(`{ storeConfig { ${'store_code '.repeat(2100)} } }`);
    expect(body.errors?.[0]?.message).toMatch(/Token limit of 2000 exceeded/);
    expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('rejects more than 50 directives', async () => {
    const { body } = await commerce.gql(
      `{ storeConfig { ${'store_code @skip(if: false) '.repeat(51)} } }`,
    );
    expect(body.errors?.[0]?.message).toMatch(/Directives limit of 50 exceeded/);
    expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('reports unknown fields as graphql-input, with suggestions outside production', async () => {
    const { body } = await commerce.gql('{ storeConfig { store_cod } }');
    expect(body.errors?.[0]?.message).toMatch(/Did you mean "store_code"/);
    expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('answers introspection of StoreConfig, as Magento clients call at run time', async () => {
    const { body } = await commerce.gql('{ __type(name: "StoreConfig") { name fields { name } } }');
    expect(body.data?.['__type']?.name).toBe('StoreConfig');
    expect(body.data?.['__type']?.fields.map((field: { name: string }) => field.name)).toContain(
      'available_currency_codes',
    );
  });

  describe('with GRAPHQL_INTROSPECTION=false', () => {
    let closed: RunningCommerce;

    beforeAll(async () => {
      closed = await startCommerce({
        database: commerce.database,
        migrate: false,
        config: { port: 0, host: '127.0.0.1', logLevel: 'silent', introspection: false },
      });
    });

    afterAll(async () => {
      await closed?.close();
    });

    it('refuses introspection and still serves ordinary queries', async () => {
      const ask = (query: string) =>
        fetch(`${closed.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        }).then((response) => response.json() as Promise<GraphQLResponseBody>);
      const refused = await ask('{ __type(name: "StoreConfig") { name } }');
      expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
      expect(refused.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
      const ordinary = await ask('{ storeConfig { store_code } }');
      expect(ordinary).toEqual({ data: { storeConfig: { store_code: 'default' } } });
    });
  });
});

describe('in production', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { nodeEnv: 'production' } });
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('masks unexpected errors: no stack trace, no SQL, category internal', async () => {
    // A broken database is the realistic unexpected failure: the query below now hits SQL errors.
    await sql`drop table currency_rates`.execute(commerce.database.db);
    const { status, body } = await commerce.gql(
      '{ currency { exchange_rates { currency_to rate } } }',
    );
    expect(status).toBe(200);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Internal server error',
        extensions: { category: 'internal' },
        path: ['currency'],
      }),
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/currency_rates|relation|select|stack|\.ts:/i);
  });

  it('keeps categorised errors readable', async () => {
    const { body } = await commerce.gql(
      '{ storeConfig { store_code } }',
      {},
      { Store: 'atlantis' },
    );
    expect(body.errors).toEqual([
      { message: 'Requested store is not found', extensions: { category: 'graphql-input' } },
    ]);
  });

  it('blocks field suggestions', async () => {
    const { body } = await commerce.gql('{ storeConfig { store_cod } }');
    expect(body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it('serves no GraphiQL page', async () => {
    const response = await fetch(`${commerce.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toMatch(/graphiql/i);
  });
});
