// Requests take turns (ADR 0035): past the running limit they wait, past the queue they are sent
// away at once, and /health never waits behind them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../testing/index';
import { busyMessage } from './admission';

const route = '{ route(url: "bed-linen") { type } }';

describe('taking turns at the GraphQL endpoint', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      config: {
        responseCacheTtlMs: 0,
        requestTimeoutMs: 3000,
        admission: { maxActive: 1, maxQueued: 1, maxWaitMs: 400 },
      },
    });
  });

  afterAll(async () => {
    await commerce?.close();
  });

  /** Holds every route lookup until `release()`. */
  function holdRoutes() {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = vi
      .spyOn(commerce.commerce.services.catalog, 'route')
      .mockImplementation(async () => {
        await held;
        return null;
      });
    return { release, restore: () => spy.mockRestore() };
  }

  it('lets a request wait its turn, refuses one more with 503 and Retry-After, and keeps /health answering', async () => {
    const routes = holdRoutes();
    try {
      const running = commerce.gql(route);
      await vi.waitFor(() => expect(commerce.commerce.services.catalog.route).toHaveBeenCalled());
      const waiting = commerce.gql('{ storeConfig { store_code } }');
      await new Promise((resolve) => setTimeout(resolve, 20));

      const refused = await fetch(`${commerce.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ storeConfig { store_code } }' }),
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toEqual({
        errors: [{ message: busyMessage, extensions: { category: 'internal' } }],
      });

      const started = performance.now();
      const health = await fetch(`${commerce.url}/health`);
      expect(health.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(200);

      routes.release();
      expect((await running).body).toEqual({ data: { route: null } });
      expect((await waiting).body).toEqual({ data: { storeConfig: { store_code: 'default' } } });
    } finally {
      routes.release();
      routes.restore();
    }
  });

  it('answers "The request took too long" to a request that waited past its longest wait', async () => {
    const routes = holdRoutes();
    try {
      const running = commerce.gql(route);
      await vi.waitFor(() => expect(commerce.commerce.services.catalog.route).toHaveBeenCalled());
      const waited = await commerce.gql('{ storeConfig { store_code } }');
      expect(waited.status).toBe(503);
      expect(waited.body.errors).toEqual([
        { message: 'The request took too long', extensions: { category: 'internal' } },
      ]);
      routes.release();
      expect((await running).status).toBe(200);
    } finally {
      routes.release();
      routes.restore();
    }
  });

  it('gives the turn back when an operation fails', async () => {
    const failing = vi
      .spyOn(commerce.commerce.services.catalog, 'route')
      .mockRejectedValue(new Error('database went away'));
    try {
      expect((await commerce.gql(route)).body.errors).toHaveLength(1);
    } finally {
      failing.mockRestore();
    }
    const after = await commerce.gql('{ storeConfig { store_code } }');
    expect(after.body).toEqual({ data: { storeConfig: { store_code: 'default' } } });
  });
});
