import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { insertCatalogFixture, type CatalogFixture } from '../catalog/testing/fixtures';
import { encodeUid } from '../catalog/uid';

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
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('filters by category_uid, including subcategories, in category position order by default', async () => {
    const uid = encodeUid(fixture.categories.bedLinen);
    expect(await skus({ filter: { category_uid: { eq: uid } } })).toEqual([
      'AURELIA-SET',
      'AURELIA-PILLOWCASE',
      'SLEEP-BUNDLE',
    ]);
    const { body } = await commerce.gql(listing, { filter: { category_uid: { eq: uid } } });
    expect(body.data?.['products']).toMatchObject({
      total_count: 3,
      page_info: { current_page: 1, page_size: 20, total_pages: 1 },
      sort_fields: { default: 'position' },
    });
    expect(
      body.data?.['products'].sort_fields.options.map((option: { value: string }) => option.value),
    ).toEqual(['position', 'name', 'price', 'relevance']);
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
      'SLEEP-BUNDLE',
    ]);
    expect(
      await skus({ filter: { ...all, price: { from: '100' } }, sort: { price: 'ASC' } }),
    ).toEqual(['AURELIA-SET', 'WOOLUX-MERINO-DUVET']);
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
    [{ price: 'ASC' }, ['AURELIA-PILLOWCASE', 'SLEEP-BUNDLE', 'AURELIA-SET']],
    // Equal prices keep the product id order.
    [{ price: 'DESC' }, ['AURELIA-SET', 'AURELIA-PILLOWCASE', 'SLEEP-BUNDLE']],
    [{ position: 'DESC' }, ['SLEEP-BUNDLE', 'AURELIA-PILLOWCASE', 'AURELIA-SET']],
  ])('sorts by %o', async (sort, expected) => {
    expect(
      await skus({
        filter: { category_uid: { eq: encodeUid(fixture.categories.bedLinen) } },
        sort,
      }),
    ).toEqual(expected);
  });

  it('searches full text with relevance as the default sort, tolerating typos', async () => {
    const { body } = await commerce.gql(listing, { search: 'merino' });
    expect(body.data?.['products'].items.map((item: { sku: string }) => item.sku)).toEqual([
      'WOOLUX-MERINO-DUVET',
    ]);
    expect(body.data?.['products'].sort_fields.default).toBe('relevance');
    expect(await skus({ search: 'aurelia sateen' })).toEqual(
      expect.arrayContaining(['AURELIA-PILLOWCASE', 'AURELIA-SET']),
    );
    expect(await skus({ search: 'merinno' })).toEqual(['WOOLUX-MERINO-DUVET']);
    expect(await skus({ search: 'wool', sort: { relevance: 'DESC' } })).toContain(
      'WOOLUX-MERINO-DUVET',
    );
  });

  it('treats injection-shaped and over-long search text as plain data', async () => {
    expect(await skus({ search: "merino' OR 1=1; drop table products; --" })).toEqual([]);
    expect(await skus({ search: '&|!():*' })).toEqual([]);
    expect(await skus({ search: 'merino' + ' x'.repeat(500) })).toEqual([]);
    expect(await skus({ search: 'merino' })).toEqual(['WOOLUX-MERINO-DUVET']);
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
    expect(byCode['price']!.options).toEqual([
      // The bundle is priced from its cheapest selection (the pillowcase at 39).
      { value: '0_100', label: '0-100', count: 2 },
      { value: '100_200', label: '100-200', count: 1 },
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
    expect(await skus({ filter, pageSize: 2, currentPage: 2 })).toEqual(['SLEEP-BUNDLE']);
    const { body } = await commerce.gql(listing, { filter, pageSize: 2 });
    expect(body.data?.['products'].page_info).toEqual({
      current_page: 1,
      page_size: 2,
      total_pages: 2,
    });
  });

  it.each([
    [{ filter: { sku: { eq: 'X' } }, pageSize: 0 }, 'pageSize value must be greater than 0.'],
    [{ filter: { sku: { eq: 'X' } }, currentPage: 0 }, 'currentPage value must be greater than 0.'],
    [
      { filter: { sku: { eq: 'AURELIA-SET' } }, currentPage: 3 },
      'currentPage value 3 specified is greater than the 1 page(s) available.',
    ],
    [{}, "'search' or 'filter' input argument is required."],
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
