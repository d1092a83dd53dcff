import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sharedStateBackends,
  startTestCommerce,
  type GraphQLResponseBody,
  type TestCommerce,
} from '../testing/index';

const product = /* GraphQL */ `
  query Product($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        name
        small_image {
          url
        }
        price_range {
          minimum_price {
            final_price {
              currency
            }
          }
        }
      }
    }
  }
`;
const SKU = 'LF-CUPRUM-PILLOW';

/** POST through node:http, which sends the Host header it is given (fetch does not). */
function postWithHost(url: string, host: string, body: unknown): Promise<GraphQLResponseBody> {
  const target = new URL('/graphql', url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { Host: host, 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as GraphQLResponseBody),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('the response cache', () => {
  let commerce: TestCommerce;
  const nameAndCurrency = async (headers: Record<string, string> = {}) => {
    const { body } = await commerce.gql(product, { sku: SKU }, headers);
    const item = body.data?.['products'].items[0];
    return `${item.name} / ${item.price_range.minimum_price.final_price.currency}`;
  };
  const rename = (name: string) =>
    commerce.database.db.updateTable('products').set({ name }).where('sku', '=', SKU).execute();

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { responseCacheTtlMs: 1000 } });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers a repeated catalog query from memory until its lifetime ends', async () => {
    const original = await nameAndCurrency();
    await rename('Cuprum Pillow, renamed');
    expect(await nameAndCurrency()).toBe(original);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await nameAndCurrency()).toBe('Cuprum Pillow, renamed / EUR');
  });

  it('steps aside for operations it never keeps: no entry, no ETag, nothing added to the answer', async () => {
    const before = commerce.commerce.responseCacheUsage()!.entries;
    const created = await commerce.gql('mutation { createGuestCart { cart { id } } }');
    const cartId = created.body.data?.['createGuestCart'].cart.id as string;
    expect(created.headers.get('etag')).toBeNull();
    const read = () =>
      commerce.gql('query Cart($id: String!) { cart(cart_id: $id) { id total_quantity } }', {
        id: cartId,
      });
    for (const answer of [await read(), await read()]) {
      expect(answer.headers.get('etag')).toBeNull();
      expect(answer.headers.get('last-modified')).toBeNull();
      // The plugin's entity fields (__typename, uid) stay out of an answer it does not keep.
      expect(answer.body).toEqual({ data: { cart: { id: cartId, total_quantity: 0 } } });
    }
    expect(commerce.commerce.responseCacheUsage()!.entries).toBe(before);
    // A cacheable query still gets its ETag.
    expect((await commerce.gql(product, { sku: SKU })).headers.get('etag')).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('keeps answers apart per store view and display currency', async () => {
    expect(await nameAndCurrency({ 'Content-Currency': 'USD' })).toMatch(/ \/ USD$/);
    expect(await nameAndCurrency({ 'Content-Currency': 'EUR' })).toMatch(/ \/ EUR$/);
    expect(await nameAndCurrency({ Store: 'me' })).toMatch(/ \/ AED$/);
    expect(await nameAndCurrency({ Store: 'sa' })).toMatch(/ \/ SAR$/);
  });
});

describe('the response cache under attack', () => {
  let commerce: TestCommerce;
  const usage = () => commerce.commerce.responseCacheUsage()!;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('keeps one entry for a query flooded with undeclared variables', async () => {
    const before = usage().entries;
    for (let index = 0; index < 40; index += 1) {
      const { body } = await commerce.gql(product, {
        sku: 'LF-PALAZZO-DUVET',
        [`junk${index}`]: 'x'.repeat(10_000),
      });
      expect(body.errors).toBeUndefined();
    }
    expect(usage().entries).toBe(before + 1);
  });

  it('shares one entry between formatting variants of a query', async () => {
    const before = usage().entries;
    const compact = product.replace(/\s+/g, ' ');
    const commented = `# the product page\n${product.replace(/\n/g, ',\n')}`;
    for (const variant of [product, compact, commented])
      expect((await commerce.gql(variant, { sku: 'LF-MOHAIR-THROW' })).body.errors).toBeUndefined();
    expect(usage().entries).toBe(before + 1);
  });

  it('never takes media URLs from the Host header, cached or not', async () => {
    const evil = await postWithHost(commerce.url, 'evil.example', {
      query: product,
      variables: { sku: 'LF-MARISOL-SATEEN-PILLOWCASE-PAIR' },
    });
    const uncached = evil.data?.['products'].items[0].small_image.url as string;
    expect(uncached).toMatch(/^\/media\/catalog\//);
    const { body } = await commerce.gql(product, { sku: 'LF-MARISOL-SATEEN-PILLOWCASE-PAIR' });
    expect(body.data?.['products'].items[0].small_image.url).toBe(uncached);
  });
});

describe('the response cache, bounded in bytes', () => {
  let commerce: TestCommerce;
  const maxBytes = 60_000;

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { responseCacheMaxBytes: maxBytes } });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('drops the least recently used answers rather than pass its byte bound', async () => {
    const page = /* GraphQL */ `
      query Page($page: Int!) {
        products(filter: {}, pageSize: 5, currentPage: $page, sort: { name: ASC }) {
          items {
            name
            sku
            description {
              html
            }
          }
        }
      }
    `;
    for (let currentPage = 1; currentPage <= 25; currentPage += 1) {
      const { body } = await commerce.gql(page, { page: currentPage });
      expect(body.errors).toBeUndefined();
      expect(commerce.commerce.responseCacheUsage()!.bytes).toBeLessThanOrEqual(maxBytes);
    }
    const { entries } = commerce.commerce.responseCacheUsage()!;
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(25);
  });
});

describe('media URLs from MEDIA_BASE_URL', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      config: { mediaBaseUrl: 'https://media.loomfront.test/media/' },
    });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers the configured base whatever Host the request names', async () => {
    const body = await postWithHost(commerce.url, 'evil.example', {
      query: product,
      variables: { sku: SKU },
    });
    expect(body.data?.['products'].items[0].small_image.url).toMatch(
      /^https:\/\/media\.loomfront\.test\/media\/catalog\//,
    );
  });
});

describe.each(sharedStateBackends())('the response cache of two copies ($name)', (backend) => {
  let first: TestCommerce;
  let second: TestCommerce;

  beforeAll(async () => {
    first = await startTestCommerce({ config: backend.config });
    second = await startTestCommerce({ config: backend.config });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await backend.cleanUp();
  });

  it(
    backend.name === 'redis'
      ? 'serves an answer one copy cached from the other'
      : 'is held by each copy for itself',
    async () => {
      const name = async (commerce: TestCommerce) =>
        (await commerce.gql(product, { sku: SKU })).body.data?.['products'].items[0].name;
      const cached = await name(first);
      // Only the second copy's database changes: what it answers shows where the answer came from.
      await second.database.db
        .updateTable('products')
        .set({ name: 'Renamed in the second database' })
        .where('sku', '=', SKU)
        .execute();
      expect(await name(second)).toBe(
        backend.name === 'redis' ? cached : 'Renamed in the second database',
      );
    },
  );
});
