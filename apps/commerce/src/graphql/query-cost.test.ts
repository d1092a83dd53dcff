import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { parse } from './graphql-js';
import { queryLimits } from './guard-rails';
import { measureOperation, operationCost, pagedFields } from './query-cost';
import { createSchema } from './schema';

const schema = createSchema();
const costOf = (query: string, variables: Record<string, unknown> = {}) =>
  operationCost({ schema, document: parse(query), variables });

const storefrontOperations = join(repoRoot, 'apps/storefront/src/graphql');
/**
 * The largest page size the storefront sends: 99 (the category menu), but 48 for a listing
 * (Products: the largest of the spec's page sizes, the most its products method accepts).
 */
const largestPageSize: Readonly<Record<string, number>> = { 'Products.graphql': 48 };
const largestVariables = {
  pageSize: 99,
  reviewPageSize: 99,
  currentPage: 1,
  urlKey: 'x',
  url: 'x',
  identifier: 'header_navigation',
  search: 'sateen',
};

describe('query cost', () => {
  const operations = readdirSync(storefrontOperations).filter((file) => file.endsWith('.graphql'));

  it.each(operations)(
    'costs the storefront operation %s under the budget at its largest page size',
    (file) => {
      const cost = costOf(readFileSync(join(storefrontOperations, file), 'utf8'), {
        ...largestVariables,
        pageSize: largestPageSize[file] ?? largestVariables.pageSize,
      });
      expect(cost).toBeGreaterThan(0);
      expect(cost).toBeLessThanOrEqual(queryLimits.maxCost);
    },
  );

  it('costs the attack of nested related products far over the budget', () => {
    const attack =
      '{ products(filter:{}, pageSize:100){ items { related_products { related_products { related_products { related_products { related_products { sku } } } } } } } }';
    expect(costOf(attack)).toBeGreaterThan(100 * queryLimits.maxCost);
  });

  it('multiplies a list by its pageSize, literal or variable, and by the SDL default of 20', () => {
    expect(costOf('{ products(pageSize: 5) { items { sku } } }')).toBe(1 + 1 + 5);
    expect(costOf('query($n: Int) { products(pageSize: $n) { items { sku } } }', { n: 7 })).toBe(9);
    expect(costOf('query($n: Int = 3) { products(pageSize: $n) { items { sku } } }')).toBe(5);
    expect(costOf('{ products { items { sku } } }')).toBe(22);
    expect(costOf('{ categoryList(pageSize: 4) { uid name } }')).toBe(1 + 4 * 2);
  });

  it('counts a paged list that is never longer than its bound by the bound (one wish list)', () => {
    expect(costOf('{ customer { wishlists(pageSize: 50) { id sharing_code } } }')).toBe(
      1 + 1 * (1 + 1 * 2),
    );
  });

  it('counts unpaged lists by their declared size', () => {
    expect(costOf('{ products(pageSize: 1) { items { related_products { sku } } } }')).toBe(
      1 + 1 + (1 + 10),
    );
  });

  it('counts aliases and fragments as what they expand to', () => {
    const plain = costOf('{ products(pageSize: 2) { items { related_products { sku } } } }');
    const aliased = costOf(
      '{ products(pageSize: 2) { items { a: related_products { sku } b: related_products { sku } } } }',
    );
    expect(aliased).toBe(plain + 2 * 11);
    const named = costOf(
      '{ products(pageSize: 2) { items { ...R ...R } } } fragment R on ProductInterface { related_products { sku } }',
    );
    expect(named).toBe(aliased);
    const inline = costOf(
      '{ products(pageSize: 2) { items { ... on ProductInterface { related_products { sku } } ... { related_products { sku } } } } }',
    );
    expect(inline).toBe(aliased);
  });

  it('counts a fragment spread many times without expanding it each time', () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, level) =>
        `fragment F${level} on Query { ${level + 1 < levels ? `...F${level + 1} a${level}: ...F${level + 1}`.replace(/a\d+: /, '') : 'storeConfig { store_code }'} }`,
    );
    const query = `{ ...F0 } ${fragments.join(' ')}`;
    const started = performance.now();
    expect(costOf(query)).toBeGreaterThan(queryLimits.maxCost);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('finds every paged field by walking the schema', () => {
    expect(pagedFields(schema)).toEqual(
      expect.arrayContaining([
        'Query.products',
        'Query.categoryList',
        'Query.categories',
        'ProductInterface.reviews',
        'SimpleProduct.reviews',
      ]),
    );
  });

  it('reports the largest page size asked for, at any depth', () => {
    const measure = measureOperation({
      schema,
      document: parse(
        'query($n: Int) { products(pageSize: 2) { items { ...Reviews } } } fragment Reviews on ProductInterface { reviews(pageSize: $n) { items { summary } } }',
      ),
      variables: { n: 500 },
    });
    expect(measure.largestPageSize).toBe(500);
  });

  it('counts a page filtered by SKU or URL key as the products it can match', () => {
    expect(costOf('{ products(filter: { sku: { eq: "A" } }) { items { sku } } }')).toBe(3);
    expect(
      costOf(
        'query($k: String) { products(filter: { url_key: { in: ["a", $k] } }) { items { sku } } }',
        {
          k: 'b',
        },
      ),
    ).toBe(4);
    expect(
      costOf('query($f: ProductAttributeFilterInput) { products(filter: $f) { items { sku } } }', {
        f: { sku: { eq: 'A' } },
      }),
    ).toBe(3);
    expect(costOf('{ products(filter: { name: { match: "sateen" } }) { items { sku } } }')).toBe(
      22,
    );
  });
});
