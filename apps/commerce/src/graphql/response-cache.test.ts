import { describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { parse } from './graphql-js';
import { cacheableQueryFields, cacheScope, isCacheableOperation } from './response-cache';

const schema = buildSchema(`
  directive @cache on FIELD_DEFINITION
  type Query { products: Int @cache, storeConfig: Int @cache, cart: Int }
  type Mutation { placeOrder: Int }
`);

describe('the response cache rules', () => {
  const cacheable = cacheableQueryFields(schema);

  it('reads the cacheable query fields from the @cache directive of the SDL', () => {
    expect([...cacheable].sort()).toEqual(['products', 'storeConfig']);
  });

  it('caches a query only when every root field is cacheable', () => {
    const check = (source: string, name?: string) =>
      isCacheableOperation(parse(source), name, cacheable);
    expect(check('{ products storeConfig __typename }')).toBe(true);
    expect(check('{ products cart }')).toBe(false);
    expect(check('{ ... on Query { products } }')).toBe(false);
    expect(check('mutation { placeOrder }')).toBe(false);
    expect(check('query A { products } query B { cart }', 'A')).toBe(true);
    expect(check('query A { products } query B { cart }', 'B')).toBe(false);
    // Several operations and no name: nothing runs, nothing is cached.
    expect(check('query A { products } query B { products }')).toBe(false);
  });

  it('keys answers by store view and display currency, as the store scope reads them', () => {
    const scope = (headers: Record<string, string>) =>
      cacheScope(new Request('http://commerce/graphql', { headers }));
    expect(scope({})).toBe('default|');
    expect(scope({ Store: ' us ', 'Content-Currency': 'usd' })).toBe('us|USD');
    expect(scope({ Store: 'me', 'Content-Currency': 'EUR' })).not.toBe(scope({ Store: 'me' }));
  });
});
