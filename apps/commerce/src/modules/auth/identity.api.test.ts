// The bearer token at the edge: signed-in answers never enter or leave the shared response cache,
// and the sign-in and sign-up mutations are rate limited per client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const PASSWORD = 'Linen1Soft';
const SKU = 'LF-CUPRUM-PILLOW';
const productName = /* GraphQL */ `
  query Product($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        name
      }
    }
  }
`;

async function signedIn(commerce: TestCommerce, email: string): Promise<string> {
  await commerce.gql(
    'mutation Create($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, firstname: 'Ada', lastname: 'Weaver', password: PASSWORD } },
  );
  const { body } = await commerce.gql(
    'mutation Token($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  return body.data!['generateCustomerToken'].token as string;
}

describe('a signed-in customer and the response cache', () => {
  let commerce: TestCommerce;
  const usage = () => commerce.commerce.responseCacheUsage()!;
  const nameSeenBy = async (token?: string) => {
    const { body } = await commerce.gql(
      productName,
      { sku: SKU },
      token ? { Authorization: `Bearer ${token}` } : {},
    );
    expect(body.errors).toBeUndefined();
    return body.data!['products'].items[0].name as string;
  };

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { responseCacheTtlMs: 60_000 } });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('never stores a signed-in answer, and never serves one from the cache', async () => {
    const token = await signedIn(commerce, 'cache@example.com');
    const before = usage().entries;
    const original = await nameSeenBy(token);
    expect(usage().entries).toBe(before);

    expect(await nameSeenBy()).toBe(original);
    expect(usage().entries).toBe(before + 1);
    await commerce.database.db
      .updateTable('products')
      .set({ name: 'Cuprum Pillow, renamed' })
      .where('sku', '=', SKU)
      .execute();
    // The guest still gets the cached answer; the customer's request runs.
    expect(await nameSeenBy()).toBe(original);
    expect(await nameSeenBy(token)).toBe('Cuprum Pillow, renamed');
  });

  it('refuses a bad token even for a query the cache holds', async () => {
    await nameSeenBy();
    const { body } = await commerce.gql(
      productName,
      { sku: SKU },
      { Authorization: `Bearer ${'q'.repeat(43)}` },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });
});

describe('rate limits on sign-in and sign-up', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      config: {
        rateLimits: { search: null, mutations: null, login: { points: 3, windowSeconds: 60 } },
      },
    });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers 429 once a client used its sign-in and sign-up attempts', async () => {
    const token = (email: string) =>
      commerce.gql(
        'mutation Token($email: String!) { generateCustomerToken(email: $email, password: "Wrong1Password") { token } }',
        { email },
      );
    const create = () =>
      commerce.gql(
        'mutation { createCustomerV2(input: { email: "limit@example.com", firstname: "A", lastname: "B", password: "Linen1Soft" }) { customer { email } } }',
      );
    expect((await token('a@example.com')).status).toBe(200);
    expect((await create()).status).toBe(200);
    expect((await token('b@example.com')).status).toBe(200);
    const refused = await token('c@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await create()).status).toBe(429);
  });
});
