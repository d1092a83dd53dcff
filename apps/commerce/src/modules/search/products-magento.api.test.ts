// products() as a Magento client calls it: the deprecated layered-navigation `filters`, and the
// ProductAttributeFilterInput fields beyond the ones the storefront uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const listing = (filter: string) => /* GraphQL */ `
  {
    products(filter: ${filter}, pageSize: 100) {
      total_count
      items {
        sku
      }
    }
  }
`;

describe('products() as a Magento client calls it', () => {
  let commerce: TestCommerce;
  const skus = async (filter: string) => {
    const { body } = await commerce.gql(listing(filter));
    expect(body.errors).toBeUndefined();
    return body.data!.products.items.map((item: { sku: string }) => item.sku).sort();
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('answers the deprecated layered-navigation filters with the aggregations’ buckets', async () => {
    const { body } = await commerce.gql(`{
      products(filter: { category_uid: { eq: "Mw==" } }) {
        aggregations {
          attribute_code
          label
          count
          options { value label count ... on AggregationOptionInterface { value } }
        }
        filters {
          request_var
          name
          filter_items_count
          filter_items { __typename label value_string items_count }
        }
      }
    }`);
    expect(body.errors).toBeUndefined();
    const { aggregations, filters } = body.data!.products;
    expect(aggregations.length).toBeGreaterThan(0);
    expect(filters).toEqual(
      aggregations.map(
        (aggregation: {
          attribute_code: string;
          label: string;
          count: number;
          options: Array<{ value: string; label: string; count: number }>;
        }) => ({
          request_var: aggregation.attribute_code,
          name: aggregation.label,
          filter_items_count: aggregation.count,
          filter_items: aggregation.options.map((option) => ({
            __typename: 'LayerFilterItem',
            label: option.label,
            value_string: option.value,
            items_count: option.count,
          })),
        }),
      ),
    );
  });

  it('filters by the deprecated numeric category_id like by category_uid', async () => {
    const byUid = await skus('{ category_uid: { eq: "Mw==" } }');
    expect(byUid.length).toBeGreaterThan(0);
    expect(await skus('{ category_id: { eq: "3" } }')).toEqual(byUid);
    expect(await skus('{ category_id: { in: ["3", "999999"] } }')).toEqual(byUid);
  });

  it('matches words in the description and the short description', async () => {
    const row = await commerce.database.db
      .selectFrom('products')
      .select(['sku', 'description', 'short_description'])
      .where('sku', '=', 'LF-CUPRUM-PILLOW')
      .executeTakeFirstOrThrow();
    const word = (text: string | null) =>
      (text ?? '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\W+/)
        .find((candidate) => candidate.length >= 6)!;
    const inDescription = await skus(`{ description: { match: "${word(row.description)}" } }`);
    expect(inDescription).toContain('LF-CUPRUM-PILLOW');
    const inShort = await skus(
      `{ short_description: { match: "${word(row.short_description)}" } }`,
    );
    expect(inShort).toContain('LF-CUPRUM-PILLOW');
    expect(await skus('{ description: { match: "no such words in any description" } }')).toEqual(
      [],
    );
  });

  it('refuses a description match shorter than Magento’s minimum', async () => {
    const { body } = await commerce.gql(listing('{ description: { match: "ab" } }'));
    expect(body.errors?.[0]?.message).toBe('Invalid match filter. Minimum length is 3.');
  });

  it('finds nothing for a Luma sample-data attribute no product of ours carries', async () => {
    const { body } = await commerce.gql(
      listing('{ category_uid: { eq: "Mw==" }, climate: { in: ["205", "206"] } }'),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.products).toEqual({ total_count: 0, items: [] });
  });
});
