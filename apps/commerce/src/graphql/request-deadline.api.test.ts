// A request's deadline and a statement's time limit (ADR 0024), shown with a deliberately slow
// service call: one that waits, and on PostgreSQL one whose statement sleeps.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../testing/index';

const serverUrl = process.env['DATABASE_URL'];
const listing = '{ products(filter: { sku: { eq: "LF-CUPRUM-PILLOW" } }) { items { sku } } }';

async function expectHealthy(commerce: TestCommerce): Promise<void> {
  const started = performance.now();
  const response = await fetch(`${commerce.url}/health`);
  expect(response.status).toBe(200);
  // Far below the slow operation's 4 s: the event loop is free while the operation waits.
  expect(performance.now() - started).toBeLessThan(1000);
}

describe('the request deadline', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      // Long enough for any real query on a busy machine, far shorter than the slow call below.
      config: { requestTimeoutMs: 1000, responseCacheTtlMs: 0 },
    });
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('answers "The request took too long" with 503 once an operation passes its deadline', async () => {
    const slowRoute = vi
      .spyOn(commerce.commerce.services.catalog, 'route')
      .mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(null), 4000)));
    try {
      const started = performance.now();
      const { status, body } = await commerce.gql('{ route(url: "bed-linen") { type } }');
      const elapsed = performance.now() - started;
      expect(status).toBe(503);
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'The request took too long',
          extensions: { category: 'internal' },
        }),
      ]);
      expect(elapsed).toBeLessThan(3000);
      await expectHealthy(commerce);
    } finally {
      slowRoute.mockRestore();
    }
  });

  it('serves an operation that finishes within its deadline', async () => {
    const { status, body } = await commerce.gql(listing);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { products: { items: [{ sku: 'LF-CUPRUM-PILLOW' }] } } });
  });
});

// PGlite runs each statement to its end on the JavaScript thread: it accepts statement_timeout
// but never cancels anything, so this limit exists on PostgreSQL only (ADR 0024).
describe.runIf(serverUrl)('the statement timeout (PostgreSQL only)', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      statementTimeoutMs: 200,
      // Production: the answer must not show PostgreSQL's own words.
      config: { requestTimeoutMs: 0, responseCacheTtlMs: 0, nodeEnv: 'production' },
    });
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('cancels a statement past its limit and answers "The request took too long"', async () => {
    const sleepingRoute = vi
      .spyOn(commerce.commerce.services.catalog, 'route')
      .mockImplementation(async () => {
        await sql`select pg_sleep(2)`.execute(commerce.database.db);
        return null;
      });
    try {
      const started = performance.now();
      const { body } = await commerce.gql('{ route(url: "bed-linen") { type } }');
      const elapsed = performance.now() - started;
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'The request took too long',
          extensions: { category: 'internal' },
        }),
      ]);
      expect(JSON.stringify(body)).not.toMatch(/cancel|statement/i);
      expect(elapsed).toBeLessThan(1500);
      await expectHealthy(commerce);
    } finally {
      sleepingRoute.mockRestore();
    }
  });
});
