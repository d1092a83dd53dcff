import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStateBackends, startTestCommerce, type TestCommerce } from '../testing/index';

const subscribe = /* GraphQL */ `
  mutation Subscribe($sku: String!, $email: String!) {
    subscribeProductAlertStock(input: { sku: $sku, email: $email }) {
      success
    }
  }
`;
const search = /* GraphQL */ `
  query Search($term: String!) {
    products(search: $term) {
      total_count
    }
  }
`;
const strict = {
  search: { points: 3, windowSeconds: 60 },
  mutations: { points: 3, windowSeconds: 60 },
  login: null,
};

const subscribeFrom = (commerce: TestCommerce, headers: Record<string, string> = {}) =>
  commerce.gql(subscribe, { sku: 'LF-PALAZZO-DUVET', email: 'shopper@example.com' }, headers);

describe('rate limits', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { rateLimits: strict } });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers 429 with Retry-After once a client has used its mutations', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { status, body } = await subscribeFrom(commerce);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
    }
    const { status, headers, body } = await subscribeFrom(commerce);
    expect(status).toBe(429);
    expect(Number(headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(body.errors?.[0]?.message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds?\.$/,
    );
    expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
    expect(body.data ?? null).toBeNull();
  });

  it('counts searches with a term, and not listings without one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await commerce.gql('{ products(filter: {}) { total_count } }')).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await commerce.gql(search, { term: `pillow ${attempt}` })).status).toBe(200);
    const { status, headers } = await commerce.gql(search, { term: 'pillow 4' });
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const { status } = await subscribeFrom(commerce, { 'X-Forwarded-For': '203.0.113.50' });
    expect(status).toBe(429);
  });

  it('counts each alias of a mutation', async () => {
    const fresh = await startTestCommerce({ config: { rateLimits: strict } });
    try {
      const aliased = `mutation { ${[1, 2, 3, 4]
        .map(
          (n) =>
            `a${n}: subscribeProductAlertStock(input: { sku: "LF-PALAZZO-DUVET", email: "a${n}@example.com" }) { success }`,
        )
        .join(' ')} }`;
      expect((await fresh.gql(aliased)).status).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('rate limits on guest order lookups', () => {
  it('counts guestOrder and guestOrderByToken with the sign-ins, so order numbers cannot be tried one after another', async () => {
    const commerce = await startTestCommerce({
      config: {
        rateLimits: { search: null, mutations: null, login: { points: 3, windowSeconds: 60 } },
      },
    });
    try {
      const lookup = (number: string) =>
        commerce.gql(
          `query ($number: String!) {
            guestOrder(input: { number: $number, email: "guest@example.com", postcode: "1010" }) { number }
          }`,
          { number },
        );
      for (const number of ['000000001', '000000002']) {
        const { status, body } = await lookup(number);
        expect(status).toBe(200);
        expect(body.errors?.[0]?.message).not.toMatch(/^Too many requests/);
      }
      const byToken = await commerce.gql(
        '{ guestOrderByToken(input: { token: "not-a-token" }) { number } }',
      );
      expect(byToken.status).toBe(200);
      const { status, headers, body } = await lookup('000000003');
      expect(status).toBe(429);
      expect(headers.get('retry-after')).toMatch(/^\d+$/);
      expect(body.errors?.[0]?.message).toMatch(/^Too many requests/);
    } finally {
      await commerce.close();
    }
  });
});

describe('rate limits behind a trusted proxy', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      config: { rateLimits: strict, trustedProxies: ['127.0.0.0/8', '::1'] },
    });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('limits the shopper named in X-Forwarded-For, not the proxy', async () => {
    const shopper = { 'X-Forwarded-For': '198.51.100.7' };
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await subscribeFrom(commerce, shopper)).status).toBe(200);
    expect((await subscribeFrom(commerce, shopper)).status).toBe(429);
    expect((await subscribeFrom(commerce, { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(200);
    // A client cannot pass itself off as another by writing addresses before the proxy's own.
    expect(
      (await subscribeFrom(commerce, { 'X-Forwarded-For': '10.9.9.9, 198.51.100.7' })).status,
    ).toBe(429);
  });
});

describe.each(sharedStateBackends())('rate limits of two copies ($name)', (backend) => {
  let first: TestCommerce;
  let second: TestCommerce;

  beforeAll(async () => {
    const config = { ...backend.config, rateLimits: strict };
    first = await startTestCommerce({ config });
    second = await startTestCommerce({ config });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await backend.cleanUp();
  });

  it(
    backend.name === 'redis'
      ? 'count one client’s requests to both together'
      : 'count each copy’s requests apart',
    async () => {
      for (let attempt = 0; attempt < 2; attempt += 1)
        expect((await subscribeFrom(first)).status).toBe(200);
      expect((await subscribeFrom(second)).status).toBe(200);
      expect((await subscribeFrom(second)).status).toBe(backend.name === 'redis' ? 429 : 200);
    },
  );
});
