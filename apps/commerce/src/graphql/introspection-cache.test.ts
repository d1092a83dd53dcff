import { createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from './graphql-js';
import { createIntrospectionCache } from './introspection-cache';
import { createSchema } from './schema';

describe('introspection cache', () => {
  it('executes a full introspection once per schema and serves it again from memory', async () => {
    const cache = createIntrospectionCache();
    let executions = 0;
    // Placed after the cache: it only runs when the cache lets the operation execute.
    const countExecutions: Plugin = { onExecute: () => void (executions += 1) };
    const yoga = createYoga({
      schema: createSchema(),
      logging: false,
      plugins: [cache.plugin, countExecutions],
    });
    const ask = async (query: string) => {
      const response = await yoga.fetch('http://commerce/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return response.text();
    };

    const first = await ask(getIntrospectionQuery());
    const second = await ask(getIntrospectionQuery());
    expect(JSON.parse(first)).toHaveProperty('data.__schema.queryType.name', 'Query');
    expect(second).toBe(first);
    expect(executions).toBe(1);
    expect(cache.stats).toEqual({ hits: 1, misses: 1 });

    await ask('{ __type(name: "StoreConfig") { name } }');
    await ask('{ __type(name: "StoreConfig") { name } }');
    expect(cache.stats).toEqual({ hits: 2, misses: 2 });
  });

  it('leaves operations that are not only introspection alone', async () => {
    const cache = createIntrospectionCache();
    const yoga = createYoga({ schema: createSchema(), logging: false, plugins: [cache.plugin] });
    await yoga.fetch('http://commerce/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename __schema { queryType { name } } }' }),
    });
    expect(cache.stats).toEqual({ hits: 0, misses: 0 });
  });
});
