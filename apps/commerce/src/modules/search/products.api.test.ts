import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { insertCatalogFixture, type CatalogFixture } from '../catalog/testing/fixtures';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CatalogIndexer } from '../catalog/catalog-index';
import { encodeUid } from '../catalog/uid';

/** A product that mentions merino only in its description, to rank below a name match. */
async function insertThrowMentioningMerino(db: Kysely<Database>, websiteId: number) {
  const { id } = await db
    .insertInto('products')
    .values({
      type_id: 'simple',
      sku: 'CASHMERE-THROW',
      name: 'Cashmere Throw',
      url_key: 'cashmere-throw',
      description: '<p>Soft as merino, light as air.</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_websites')
    .values({ product_id: id, website_id: websiteId })
    .execute();
  await new CatalogIndexer(db).reindexProducts([id]);
}

const listing = /* GraphQL */ `
  query Listing(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int
    $currentPage: Int
  ) {
    products(
      search: $search
      filter: $filter
      sort: $sort
      pageSize: $pageSize
      currentPage: $currentPage
    ) {
      total_count
      items {
        __typename
        sku
      }
      page_info {
        current_page
        page_size
        total_pages
      }
      sort_fields {
        default
        options {
          value
          label
        }
      }
      aggregations {
        attribute_code
        label
        count
        options {
          value
          label
          count
        }
      }
    }
  }
`;

describe('products', () => {
  let commerce: TestCommerce;
  let fixture: CatalogFixture;
  const skus = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const { body } = await commerce.gql(listing, variables, headers);
    expect(body.errors).toBeUndefined();
    return (body.data?.['products'].items as Array<{ sku: string }>).map((item) => item.sku);
  };
  const errorOf = async (variables: Record<string, unknown>) => {
    const { body } = await commerce.gql(listing, variables);
    return body.errors?.[0];
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
    fixture = await insertCatalogFixture(commerce.database.db);
    await insertThrowMentioningMerino(commerce.database.db, fixture.websiteId);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('filters by category_uid, including subcategories, in category position order by default', async () => {
    const uid = encodeUid(fixture.categories.bedLinen);
    // As Magento's anchor categories: products assigned to the category itself come first, then
    // those of its subcategories, each by position.
    expect(await skus({ filter: { category_uid: { eq: uid } } })).toEqual([
      'SLEEP-BUNDLE',
      'AURELIA-SET',
      'AURELIA-PILLOWCASE',
    ]);
    const { body } = await commerce.gql(listing, { filter: { category_uid: { eq: uid } } });
    expect(body.data?.['products']).toMatchObject({
      total_count: 3,
      page_info: { current_page: 1, page_size: 20, total_pages: 1 },
      sort_fields: { default: 'position' },
    });
    expect(
      body.data?.['products'].sort_fields.options.map((option: { value: string }) => option.value),
    ).toEqual(['position', 'name', 'price', 'news_from_date', 'relevance']);
  });

  it('filters by category_uid in a list and never shows disabled or not-visible products', async () => {
    const result = await skus({
      filter: {
        category_uid: {
          in: [encodeUid(fixture.categories.sateen), encodeUid(fixture.categories.duvets)],
        },
      },
    });
    expect(result.sort()).toEqual([
      'AURELIA-PILLOWCASE',
      'AURELIA-SET',
      'TOWEL-COLLECTION',
      'WOOLUX-MERINO-DUVET',
    ]);
  });

  it('filters by sku and url_key with eq and in', async () => {
    expect(await skus({ filter: { sku: { eq: 'AURELIA-PILLOWCASE' } } })).toEqual([
      'AURELIA-PILLOWCASE',
    ]);
    expect(
      (await skus({ filter: { url_key: { in: ['woolux-merino-duvet', 'aurelia-set'] } } })).sort(),
    ).toEqual(['AURELIA-SET', 'WOOLUX-MERINO-DUVET']);
  });

  it('filters by colour, size and material, counting configurable children for their parent', async () => {
    expect(await skus({ filter: { color: { eq: String(fixture.options.grey) } } })).toEqual([
      'AURELIA-SET',
    ]);
    expect(
      await skus({
        filter: {
          color: { in: [String(fixture.options.ivory)] },
          material: { eq: String(fixture.options.cotton) },
        },
        sort: { name: 'ASC' },
      }),
    ).toEqual(['AURELIA-SET', 'AURELIA-PILLOWCASE']);
    expect(await skus({ filter: { size: { eq: String(fixture.options.medium) } } })).toEqual([
      'AURELIA-SET',
    ]);
  });

  it('filters by price from/to in the display currency, both ends inclusive, using the special price', async () => {
    const all = {
      category_uid: {
        in: [encodeUid(fixture.categories.bedLinen), encodeUid(fixture.categories.duvets)],
      },
    };
    expect(await skus({ filter: { ...all, price: { from: '39', to: '39' } } })).toEqual([
      'AURELIA-PILLOWCASE',
    ]);
    expect(
      await skus({ filter: { ...all, price: { from: '100' } }, sort: { price: 'ASC' } }),
    ).toEqual(['AURELIA-SET', 'WOOLUX-MERINO-DUVET', 'SLEEP-BUNDLE']);
    expect((await skus({ filter: { ...all, price: { to: '100' } } })).sort()).toEqual([
      'AURELIA-PILLOWCASE',
      'TOWEL-COLLECTION',
    ]);
    // 39.00 EUR at the stored rate of 1.085 is 42.315, shown and filtered as 43.00 USD (ADR 0028).
    expect(
      await skus(
        { filter: { ...all, price: { from: '43', to: '43' } } },
        { 'Content-Currency': 'USD' },
      ),
    ).toEqual(['AURELIA-PILLOWCASE']);
    expect(
      await skus(
        { filter: { ...all, price: { from: '42.32', to: '42.99' } } },
        { 'Content-Currency': 'USD' },
      ),
    ).toEqual([]);
  });

  it('prices a configurable from its children in stock, a dynamic bundle from its required options', async () => {
    const { body } = await commerce.gql(
      `query ($skus: [String]) { products(filter: { sku: { in: $skus } }, sort: { name: ASC }) {
        items { sku price_range {
          minimum_price { regular_price { value } final_price { value } }
          maximum_price { regular_price { value } final_price { value } } } } } }`,
      { skus: ['AURELIA-SET', 'SLEEP-BUNDLE', 'TOWEL-COLLECTION'] },
    );
    const ranges = Object.fromEntries(
      (
        body.data?.['products'].items as Array<{
          sku: string;
          price_range: Record<string, Record<string, { value: number }>>;
        }>
      ).map((item) => [
        item.sku,
        [
          item.price_range['minimum_price']!['regular_price']!.value,
          item.price_range['minimum_price']!['final_price']!.value,
          item.price_range['maximum_price']!['regular_price']!.value,
          item.price_range['maximum_price']!['final_price']!.value,
        ],
      ]),
    );
    expect(ranges).toEqual({
      // Children 199 (in stock), 249 (sold out, left out) and 199 with a special price of 179.
      'AURELIA-SET': [199, 179, 199, 199],
      // Two pillowcases (2 × 49, or 2 × 39 on special) plus the duvet at 399.
      'SLEEP-BUNDLE': [497, 477, 497, 477],
      'TOWEL-COLLECTION': [19, 19, 39, 39],
    });
  });

  it('filters by stock_status, reading 1 and 3 as in stock', async () => {
    const duvets = { category_uid: { eq: encodeUid(fixture.categories.duvets) } };
    expect(await skus({ filter: { ...duvets, stock_status: { in: ['1', '3'] } } })).toEqual([
      'TOWEL-COLLECTION',
    ]);
    expect(await skus({ filter: { ...duvets, stock_status: { eq: 'OUT_OF_STOCK' } } })).toEqual([
      'WOOLUX-MERINO-DUVET',
    ]);
  });

  it.each([
    [{ name: 'ASC' }, ['AURELIA-SET', 'AURELIA-PILLOWCASE', 'SLEEP-BUNDLE']],
    [{ name: 'DESC' }, ['SLEEP-BUNDLE', 'AURELIA-PILLOWCASE', 'AURELIA-SET']],
    [{ price: 'ASC' }, ['AURELIA-PILLOWCASE', 'AURELIA-SET', 'SLEEP-BUNDLE']],
    [{ price: 'DESC' }, ['SLEEP-BUNDLE', 'AURELIA-SET', 'AURELIA-PILLOWCASE']],
    [{ position: 'DESC' }, ['AURELIA-PILLOWCASE', 'AURELIA-SET', 'SLEEP-BUNDLE']],
  ])('sorts by %o', async (sort, expected) => {
    expect(
      await skus({
        filter: { category_uid: { eq: encodeUid(fixture.categories.bedLinen) } },
        sort,
      }),
    ).toEqual(expected);
  });

  it('searches full text with relevance as the default sort, tolerating typos', async () => {
    // A name match outranks a description-only match.
    const { body } = await commerce.gql(listing, { search: 'merino' });
    expect(body.data?.['products'].items.map((item: { sku: string }) => item.sku)).toEqual([
      'WOOLUX-MERINO-DUVET',
      'CASHMERE-THROW',
    ]);
    expect(body.data?.['products'].sort_fields.default).toBe('relevance');
    // Every word must match.
    expect((await skus({ search: 'aurelia sateen' })).sort()).toEqual([
      'AURELIA-PILLOWCASE',
      'AURELIA-SET',
    ]);
    expect(await skus({ search: 'merino', sort: { relevance: 'ASC' } })).toEqual([
      'CASHMERE-THROW',
      'WOOLUX-MERINO-DUVET',
    ]);
    // A word no product contains is taken for a typo of a word in a name.
    expect(await skus({ search: 'merinno' })).toEqual(['WOOLUX-MERINO-DUVET']);
    expect(await skus({ search: 'woolux duvte' })).toEqual(['WOOLUX-MERINO-DUVET']);
    expect(await skus({ search: 'qqqzzz' })).toEqual([]);
  });

  it('treats injection-shaped and over-long search text as plain data', async () => {
    expect(await skus({ search: "merino' OR 1=1; drop table products; --" })).toEqual([]);
    expect(await skus({ search: '&|!():*' })).toEqual([]);
    // Only the first 128 characters count: the word after them is never searched for.
    expect(await skus({ search: 'woolux' + ' '.repeat(130) + 'qqqzzz' })).toEqual([
      'WOOLUX-MERINO-DUVET',
    ]);
    expect(await skus({ search: 'woolux qqqzzz' })).toEqual([]);
  });

  it('matches names with a name filter of at least three characters', async () => {
    expect(await skus({ filter: { name: { match: 'SATEEN' } }, sort: { name: 'ASC' } })).toEqual([
      'AURELIA-SET',
      'AURELIA-PILLOWCASE',
    ]);
    expect((await errorOf({ filter: { name: { match: 'sa' } } }))?.message).toBe(
      'Invalid match filter. Minimum length is 3.',
    );
  });

  it('lists every visible product for an empty filter, as Magento does', async () => {
    const { body } = await commerce.gql(listing, { filter: {}, pageSize: 50 });
    expect(body.data?.['products'].total_count).toBe(6);
  });

  it('aggregates category, price buckets, colour, size and material over the filtered set', async () => {
    const { body } = await commerce.gql(listing, {
      filter: { category_uid: { eq: encodeUid(fixture.categories.bedLinen) } },
    });
    const aggregations = body.data?.['products'].aggregations as Array<{
      attribute_code: string;
      options: Array<{ value: string; label: string; count: number }>;
    }>;
    const byCode = Object.fromEntries(
      aggregations.map((aggregation) => [aggregation.attribute_code, aggregation]),
    );
    expect(Object.keys(byCode)).toEqual(['category_uid', 'price', 'color', 'size', 'material']);
    expect(byCode['category_uid']).toMatchObject({
      label: 'Category',
      options: [{ value: encodeUid(fixture.categories.sateen), label: 'Sateen', count: 2 }],
    });
    // Steps of 100.00 give at most ten buckets up to the dearest product (the bundle at 477).
    expect(byCode['price']!.options).toEqual([
      { value: '0_100', label: '0-100', count: 1 },
      { value: '100_200', label: '100-200', count: 1 },
      { value: '400_500', label: '400-500', count: 1 },
    ]);
    expect(byCode['color']!.options).toEqual([
      { value: String(fixture.options.ivory), label: 'Ivory', count: 2 },
      { value: String(fixture.options.grey), label: 'Grey', count: 1 },
    ]);
    expect(byCode['size']!.options.map((option) => option.count)).toEqual([1, 1]);
    expect(byCode['material']!.options).toEqual([
      { value: String(fixture.options.cotton), label: 'Cotton', count: 2 },
    ]);
  });

  it('pages through results with pageSize and currentPage', async () => {
    const filter = { category_uid: { eq: encodeUid(fixture.categories.bedLinen) } };
    expect(await skus({ filter, pageSize: 2, currentPage: 2 })).toEqual(['AURELIA-PILLOWCASE']);
    const { body } = await commerce.gql(listing, { filter, pageSize: 2 });
    expect(body.data?.['products'].page_info).toEqual({
      current_page: 1,
      page_size: 2,
      total_pages: 2,
    });
  });

  it('sorts by news_from_date, newest first for DESC, undated products last, ties by product id', async () => {
    const db = commerce.database.db;
    const dates: Record<string, string | null> = {
      'AURELIA-PILLOWCASE': '2026-05-01 00:00:00+00',
      'SLEEP-BUNDLE': '2026-05-01 00:00:00+00',
      'AURELIA-SET': null,
      'TOWEL-COLLECTION': '2025-09-15 00:00:00+00',
    };
    for (const [sku, date] of Object.entries(dates)) {
      await db
        .updateTable('products')
        .set({ news_from_date: date })
        .where('sku', '=', sku)
        .execute();
    }
    const rows = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('sku', 'in', Object.keys(dates))
      .execute();
    await new CatalogIndexer(db).reindexProducts(rows.map((row) => row.id));
    const idOf = (sku: string) => rows.find((row) => row.sku === sku)!.id;
    const sameDay = ['AURELIA-PILLOWCASE', 'SLEEP-BUNDLE'].sort((a, b) => idOf(a) - idOf(b));
    const filter = { sku: { in: Object.keys(dates) } };
    expect(await skus({ filter, sort: { news_from_date: 'DESC' } })).toEqual([
      ...sameDay,
      'TOWEL-COLLECTION',
      'AURELIA-SET',
    ]);
    expect(await skus({ filter, sort: { news_from_date: 'ASC' } })).toEqual([
      'TOWEL-COLLECTION',
      ...sameDay,
      'AURELIA-SET',
    ]);
    // Pages never overlap: the tie is broken the same way on every page.
    const pages = [
      ...(await skus({ filter, sort: { news_from_date: 'DESC' }, pageSize: 1, currentPage: 1 })),
      ...(await skus({ filter, sort: { news_from_date: 'DESC' }, pageSize: 1, currentPage: 2 })),
    ];
    expect(pages).toEqual(sameDay);
  });

  it('refuses a news_from_date sort direction other than ASC or DESC', async () => {
    const { body } = await commerce.gql(
      '{ products(filter: { sku: { eq: "AURELIA-SET" } }, sort: { news_from_date: NEWEST }) { total_count } }',
    );
    expect(body.errors?.[0]?.message).toMatch(/Value "NEWEST" does not exist in "SortEnum" enum/);
    expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
  });

  it.each([
    [{ filter: { sku: { eq: 'X' } }, pageSize: 0 }, 'pageSize value must be greater than 0.'],
    [{ filter: { sku: { eq: 'X' } }, currentPage: 0 }, 'currentPage value must be greater than 0.'],
    [
      { filter: { sku: { eq: 'AURELIA-SET' } }, currentPage: 3 },
      'currentPage value 3 specified is greater than the 1 page(s) available.',
    ],
    [{}, "'search' or 'filter' input argument is required."],
    // Magento checks currentPage first.
    [{ filter: {}, pageSize: 0, currentPage: 0 }, 'currentPage value must be greater than 0.'],
  ])('rejects bad arguments with Magento errors (%o)', async (variables, message) => {
    const error = await errorOf(variables);
    expect(error?.message).toBe(message);
    expect(error?.extensions?.['category']).toBe('graphql-input');
  });

  it('rejects an unknown filter or sort field as a graphql-input error', async () => {
    for (const query of [
      '{ products(filter: { flavour: { eq: "x" } }) { total_count } }',
      '{ products(search: "a", sort: { popularity: ASC }) { total_count } }',
    ]) {
      const { body } = await commerce.gql(query);
      expect(body.errors?.[0]?.message).toMatch(/is not defined by type/);
      expect(body.errors?.[0]?.extensions?.['category']).toBe('graphql-input');
    }
  });
});
