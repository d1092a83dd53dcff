import { describe, expect, it } from 'vitest';
import { createResponseCacheKeyBuilder } from './response-cache-key';

const query =
  'query Product($sku: String!, $store: Int) { products(search: $sku) { total_count } }';

describe('the response cache key', () => {
  const { key } = createResponseCacheKeyBuilder();
  const keyOf = (
    documentString: string,
    variableValues: Record<string, unknown> = {},
    sessionId = 'default|',
  ) => key({ documentString, variableValues, sessionId, operationName: null });

  it('is the same for formatting variants of one document', () => {
    const reformatted = `# a comment
      query Product( $sku : String! ,$store: Int ) {
        products( search : $sku ) {
          total_count
        }
      }`;
    expect(keyOf(reformatted, { sku: 'a' })).toBe(keyOf(query, { sku: 'a' }));
  });

  it('ignores variables the operation does not declare', () => {
    expect(keyOf(query, { sku: 'a', junk: Math.random() })).toBe(keyOf(query, { sku: 'a' }));
  });

  it('does not depend on the order variables were sent in, at any depth', () => {
    const filter =
      'query F($f: ProductAttributeFilterInput, $p: Int) { products(filter: $f, pageSize: $p) { total_count } }';
    expect(keyOf(filter, { p: 2, f: { sku: { eq: 'a' }, name: { match: 'b' } } })).toBe(
      keyOf(filter, { f: { name: { match: 'b' }, sku: { eq: 'a' } }, p: 2 }),
    );
  });

  it('differs by declared variable values, operation, store and currency', () => {
    const base = keyOf(query, { sku: 'a' });
    expect(keyOf(query, { sku: 'b' })).not.toBe(base);
    expect(keyOf(query, { sku: 'a', store: 1 })).not.toBe(base);
    expect(keyOf(query, { sku: 'a' }, 'me|')).not.toBe(base);
    expect(keyOf(query, { sku: 'a' }, 'default|USD')).not.toBe(base);
    expect(keyOf(query.replace('total_count', 'total_count __typename'), { sku: 'a' })).not.toBe(
      base,
    );
  });

  it('keeps the declared variables of the named operation only', () => {
    const two =
      'query A($a: Int) { products(pageSize: $a) { total_count } } query B($b: Int) { products(pageSize: $b) { total_count } }';
    const forA = (variables: Record<string, unknown>) =>
      key({ documentString: two, variableValues: variables, sessionId: null, operationName: 'A' });
    expect(forA({ a: 1, b: 2 })).toBe(forA({ a: 1, b: 3 }));
    expect(forA({ a: 1 })).not.toBe(forA({ a: 2 }));
  });

  it('still answers a key for documents that do not parse', () => {
    expect(keyOf('{ products(')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('which operations the response cache may keep', () => {
  const { mayKeep } = createResponseCacheKeyBuilder({
    cacheable: (_document, operationName) => operationName !== 'Cart',
  });

  it('asks about the operation the request runs: the named one, or the only one', () => {
    const two = 'query Listing { products { total_count } } query Cart { cart { id } }';
    expect(mayKeep(two, 'Listing')).toBe(true);
    expect(mayKeep(two, 'Cart')).toBe(false);
    expect(mayKeep('query Cart { cart { id } }', null)).toBe(false);
    expect(mayKeep('{ products { total_count } }', undefined)).toBe(true);
  });

  it('keeps nothing of a document that does not parse, or whose operation is not named', () => {
    expect(mayKeep('{ products(', null)).toBe(false);
    expect(mayKeep('query A { a } query B { b }', null)).toBe(false);
    expect(mayKeep('query A { a }', 'C')).toBe(false);
  });
});
