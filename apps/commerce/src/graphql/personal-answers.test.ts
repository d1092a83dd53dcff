// A customer's own data (addresses, orders, wish lists, compare list, reviews) is read only under
// Query.customer and changed only by mutations, so no answer carrying it is ever kept or served by
// the response cache: an operation is cacheable only when every root field is `@cache`.
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parse } from './graphql-js';
import { cacheableQueryFields, isCacheableOperation } from './response-cache';
import { loadTypeDefs } from './schema-files';

const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
const cacheable = cacheableQueryFields(schema);
const personalFields = [
  'addresses',
  'default_billing',
  'default_shipping',
  'orders',
  'wishlist',
  'wishlist_v2',
  'wishlists',
  'compare_list',
  'reviews',
];

describe('personal answers and the response cache', () => {
  it('serves the customer’s data only under Query.customer, which is never cacheable', () => {
    const customer = schema.getType('Customer') as GraphQLObjectType;
    const customerFields = Object.keys(customer.getFields());
    expect(customerFields).toEqual(expect.arrayContaining(personalFields));
    expect(cacheable.has('customer')).toBe(false);
  });

  it('never caches a query that asks for the customer next to cacheable fields', () => {
    const query = `{ storeConfig { store_code } customer { addresses { id } wishlist { id } } }`;
    expect(isCacheableOperation(parse(query), undefined, cacheable)).toBe(false);
  });

  it('never caches a cart, which anyone holding its id may read and change', () => {
    expect(cacheable.has('cart')).toBe(false);
    expect(cacheable.has('customerCart')).toBe(false);
    const query = `{ storeConfig { store_code } cart(cart_id: "x") { id items { uid } } }`;
    expect(isCacheableOperation(parse(query), undefined, cacheable)).toBe(false);
  });

  it('never caches the address and review mutations', () => {
    for (const mutation of [
      'mutation { deleteCustomerAddress(id: 1) }',
      'mutation { createProductReview(input: { sku: "x", nickname: "n", summary: "s", text: "t", ratings: [] }) { review { text } } }',
    ]) {
      expect(isCacheableOperation(parse(mutation), undefined, cacheable)).toBe(false);
    }
  });
});
