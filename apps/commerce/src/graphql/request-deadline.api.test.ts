// A request's deadline and a statement's time limit (ADR 0024). The deadline is shown with a
// deliberately slow service call; the statement timeout with a transaction that locks every table
// on a PostgreSQL server, which the request's statements then wait for.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../testing/index';

const serverUrl = process.env['DATABASE_URL'];
const listing = '{ products(filter: { sku: { eq: "LF-CUPRUM-PILLOW" } }) { items { sku } } }';

/** Locks every table of the shop for `ms`; resolves when the lock is taken, with its end. */
async function holdDatabase(commerce: TestCommerce, ms: number): Promise<Promise<void>> {
  const { rows } = await sql<{ name: string }>`
    select quote_ident(tablename) as name from pg_tables where schemaname = 'public'
  `.execute(commerce.database.db);
  let locked!: () => void;
  const taken = new Promise<void>((resolve) => (locked = resolve));
  const held = commerce.database.db.transaction().execute(async (trx) => {
    await sql
      .raw(`lock table ${rows.map((row) => row.name).join(', ')} in access exclusive mode`)
      .execute(trx);
    locked();
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await taken;
  return held;
}

async function expectHealthy(commerce: TestCommerce): Promise<void> {
  const started = performance.now();
  const response = await fetch(`${commerce.url}/health`);
  expect(response.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(200);
}

describe('the request deadline', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      config: { requestTimeoutMs: 150, responseCacheTtlMs: 0 },
    });
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('answers "The request took too long" with 503 once an operation passes its deadline', async () => {
    const slowRoute = vi
      .spyOn(commerce.commerce.services.catalog, 'route')
      .mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(null), 2000)));
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
      expect(elapsed).toBeLessThan(1000);
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
      config: { requestTimeoutMs: 0, responseCacheTtlMs: 0 },
    });
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('cancels a statement past its limit and answers "The request took too long"', async () => {
    const held = await holdDatabase(commerce, 1500);
    const started = performance.now();
    const { body } = await commerce.gql(listing);
    const elapsed = performance.now() - started;
    await held;
    expect(body.errors?.[0]).toEqual(
      expect.objectContaining({
        message: 'The request took too long',
        extensions: { category: 'internal' },
      }),
    );
    expect(JSON.stringify(body)).not.toMatch(/cancel|statement/i);
    expect(elapsed).toBeLessThan(1200);
    await expectHealthy(commerce);
  });
});
