import { describe, expect, it } from 'vitest';
import { buildSdl, loadReferenceSchema, parityGaps } from './magento-parity';
import { loadTypeDefs } from './schema-files';

const magento = `
  type Query { product(sku: String!, store: String): Product  cart(id: String!): String }
  type Product { sku: String  name: String!  tags: [String]  price(currency: String): Float }
  input ProductFilter { sku: String!  name: String }
  enum Status { IN_STOCK OUT_OF_STOCK }
  interface Named { name: String! }
`;

const gapsOf = (ours: string) => parityGaps(buildSdl([ours]), buildSdl([magento]));

describe('the Magento parity rule', () => {
  it('accepts a schema that serves shared types whole and leaves unserved operations out', () => {
    expect(
      gapsOf(`
        type Query { product(sku: String!, store: String): Product }
        type Product { sku: String!  name: String!  tags: [String]  price(currency: String): Float  extra: Int }
        input ProductFilter { sku: String  name: String  extra: Int }
        enum Status { IN_STOCK OUT_OF_STOCK PREORDER }
      `),
    ).toEqual([]);
  });

  it('names a missing field, argument and enum value', () => {
    expect(
      gapsOf(`
        type Query { product(sku: String!): Product }
        type Product { sku: String  name: String!  tags: [String] }
        enum Status { IN_STOCK }
      `),
    ).toEqual([
      'Product.price: missing',
      'Query.product(store): missing',
      'Status.OUT_OF_STOCK: missing',
    ]);
  });

  it('rejects a nullable output where Magento promises a value, and allows the reverse', () => {
    expect(
      gapsOf(
        `type Query { x: Int } type Product { sku: String!  name: String  tags: [String]  price(currency: String): Float }`,
      ),
    ).toEqual(['Product.name: String here, String! in Magento']);
  });

  it('rejects an input or argument required here that Magento leaves optional, and allows the reverse', () => {
    expect(
      gapsOf(`
        type Query { product(sku: String, store: String!, token: String!): Product }
        type Product { sku: String  name: String!  tags: [String]  price(currency: String): Float }
        input ProductFilter { sku: String  name: String!  other: Int! }
      `),
    ).toEqual([
      'ProductFilter.name: String! here, String in Magento',
      'ProductFilter.other: required here, unknown to Magento',
      'Query.product(store): String! here, String in Magento',
      'Query.product(token): required here, unknown to Magento',
    ]);
  });

  it('rejects a list where Magento has a single value and the reverse', () => {
    expect(
      gapsOf(
        `type Query { x: Int } type Product { sku: [String]  name: String!  tags: String  price(currency: [String]): Float }`,
      ),
    ).toEqual([
      'Product.price(currency): [String] here, String in Magento',
      'Product.sku: [String] here, String in Magento',
      'Product.tags: String here, [String] in Magento',
    ]);
  });

  it('rejects a type of another kind and a missing interface', () => {
    expect(
      parityGaps(
        buildSdl([
          `type Query { x: Int } type Named { name: String! } type Product { name: String! }`,
        ]),
        buildSdl([
          `interface Named { name: String! } type Product implements Named { name: String! } type Query { x: Int }`,
        ]),
      ),
    ).toEqual(['Named: object here, interface in Magento', 'Product: does not implement Named']);
  });
});

describe('our schema against Magento 2.4', () => {
  it('serves every field, argument and enum value of the Magento types it shares', () => {
    const gaps = parityGaps(buildSdl(loadTypeDefs()), loadReferenceSchema());
    expect(gaps, `Missing or incompatible with Magento 2.4:\n  ${gaps.join('\n  ')}\n`).toEqual([]);
  });
});
