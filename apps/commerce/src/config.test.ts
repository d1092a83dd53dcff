import { describe, expect, it } from 'vitest';
import { parseConfig, repoRoot } from './config';

describe('parseConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ driver: 'pglite', dataDir: `${repoRoot}/var/pglite` });
    expect(config.mediaDir).toBe(`${repoRoot}/var/media`);
    expect(config.introspection).toBe(true);
    expect(config.nodeEnv).toBe('development');
    expect(config.redisUrl).toBeNull();
  });

  it('resolves the embedded database beside the repository, whatever the working directory', () => {
    expect(repoRoot.endsWith('/apps/commerce')).toBe(false);
    expect(parseConfig({}).database).toMatchObject({
      dataDir: expect.stringMatching(/\/var\/pglite$/),
    });
  });

  it('selects the PostgreSQL server when DATABASE_URL is set', () => {
    const config = parseConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres' });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgresql://postgres@127.0.0.1:5432/postgres',
    });
  });

  it('switches introspection off with GRAPHQL_INTROSPECTION=false', () => {
    expect(parseConfig({ GRAPHQL_INTROSPECTION: 'false' }).introspection).toBe(false);
    expect(parseConfig({ GRAPHQL_INTROSPECTION: '1' }).introspection).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ COMMERCE_PORT: '', DATABASE_URL: '' }).database.driver).toBe('pglite');
  });

  it('rejects a port that is not a number, naming the variable', () => {
    expect(() => parseConfig({ COMMERCE_PORT: 'eighty' })).toThrow(/COMMERCE_PORT/);
  });

  it('rejects an unknown NODE_ENV', () => {
    expect(() => parseConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
