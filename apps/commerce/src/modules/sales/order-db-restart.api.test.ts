// The PostgreSQL server restarted while orders are being placed: the service recovers by itself
// within 30 s and loses no order it accepted. The test brings a PostgreSQL cluster of its own
// (Debian's server binaries), so it runs in every API run, on PGlite as on a server, and never
// disturbs the machine's shared server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type CommerceDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import {
  freePort,
  startPrivateCluster,
  type PrivateCluster,
} from '../../db/testing/private-cluster';
import { createLogger } from '../../logger';
import { seedDatabase } from '../../seed/index';
import type { GraphQLResponseBody } from '../../testing/index';
import { insertPricesFixture } from '../sales-rule/testing/fixtures';
import { ADD, GUEST_EMAIL, PLACE_ORDER, checkOut, type Gql } from './testing/fixtures';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** How long the service may take to take orders again after the server is back. */
const RECOVERY_MS = 30_000;
const LOAD_CARTS = 24;
const SPARE_CARTS = 8;
const WORKERS = 4;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('orders while the PostgreSQL server restarts', () => {
  const mailDir = mkdtempSync(join(tmpdir(), 'loomfront-restart-mail-'));
  let cluster: PrivateCluster;
  let database: CommerceDatabase;
  let child: ChildProcess | undefined;
  let url = '';

  const gql: Gql = async (query, variables = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Store: 'default' },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(20_000),
    });
    return { body: (await response.json()) as GraphQLResponseBody };
  };

  async function prepareCart(index: number): Promise<string> {
    const id = (await gql(`mutation { createGuestCart { cart { id } } }`)).body.data![
      'createGuestCart'
    ].cart.id as string;
    await gql(ADD, { id, items: [{ sku: 'CR-SHEET', quantity: 1 }] });
    await gql(GUEST_EMAIL, { id, email: `restart-${index}@example.com` });
    await checkOut(gql, id);
    return id;
  }

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    database = await openDatabase(
      { driver: 'postgres', url: cluster.url, poolSize: 2 },
      { logger: createLogger({ logLevel: 'silent' }) },
    );
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    await insertPricesFixture(database.db);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', join(appRoot, 'src/main.ts')], {
      cwd: appRoot,
      env: {
        ...process.env,
        DATABASE_URL: cluster.url,
        COMMERCE_PORT: String(port),
        COMMERCE_HOST: '127.0.0.1',
        MIGRATE_ON_START: '0',
        SEED_ON_START: '0',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        MAIL_DIR: mailDir,
        RATE_LIMIT_MUTATIONS: '0',
        RATE_LIMIT_SEARCH: '0',
        RATE_LIMIT_LOGIN: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    while (!(await healthy())) {
      if (Date.now() > deadline) throw new Error('commerce did not start');
      await sleep(200);
    }
  }, 120_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await database?.close();
    cluster?.stop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  async function healthy(): Promise<boolean> {
    try {
      return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) })).ok;
    } catch {
      return false;
    }
  }

  /** The last refusal, to name it when the service does not recover. */
  let lastFailure = '';

  async function place(cartId: string): Promise<string | null> {
    try {
      const { body } = await gql(PLACE_ORDER, { id: cartId });
      const number = body.data?.['placeOrder']?.order?.order_number as string | undefined;
      if (!number) lastFailure = JSON.stringify(body.errors);
      return number ?? null;
    } catch (error) {
      lastFailure = String(error);
      return null;
    }
  }

  it('recovers within 30 s and keeps every order it answered, with the stock they hold', async () => {
    const carts: string[] = [];
    while (carts.length < LOAD_CARTS + SPARE_CARTS) {
      const batch = Array.from({ length: WORKERS }, (_, index) => carts.length + index);
      carts.push(...(await Promise.all(batch.map(prepareCart))));
    }
    const spare = carts.splice(LOAD_CARTS);

    // WORKERS placements at a time; the server restarts once a few orders are through.
    const answered: string[] = [];
    const queue = [...carts];
    let restarted: Promise<number> | undefined;
    const worker = async () => {
      for (let cart = queue.shift(); cart; cart = queue.shift()) {
        const number = await place(cart);
        if (number) answered.push(number);
        if (answered.length >= 4 && !restarted)
          restarted = cluster.restart().then(() => Date.now());
        // Keep the load going through the restart rather than racing through the queue.
        if (restarted) await sleep(150);
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(restarted, 'the server was restarted mid-load').toBeDefined();
    const backAt = await restarted!;

    // Within 30 s of the restart, new orders go through again, and /health says so.
    // A failed attempt may still have placed its order (the answer lost with the connection):
    // each attempt takes a cart of its own.
    let recovered: string | null = null;
    for (const cart of spare) {
      recovered = await place(cart);
      if (recovered || Date.now() - backAt > RECOVERY_MS) break;
      await sleep(RECOVERY_MS / SPARE_CARTS);
    }
    expect(
      recovered,
      `an order placed after the restart (last failure: ${lastFailure})`,
    ).not.toBeNull();
    answered.push(recovered!);
    expect(Date.now() - backAt).toBeLessThan(RECOVERY_MS);
    expect(await healthy()).toBe(true);

    // Every order the service answered is there, whole.
    const db = database.db;
    const orders = await db
      .selectFrom('orders')
      .select([
        'number',
        'cart_id',
        sql<number>`(select count(*) from order_items i where i.order_id = orders.id)::int`.as(
          'items',
        ),
        sql<number>`(select count(*) from order_addresses a where a.order_id = orders.id)::int`.as(
          'addresses',
        ),
        sql<number>`(select count(*) from inventory_reservations r
          where r.object_type = 'order' and r.object_id = orders.id)::int`.as('reservations'),
      ])
      .execute();
    const stored = new Set(orders.map((order) => order.number));
    for (const number of answered) expect(stored.has(number), `order ${number}`).toBe(true);
    for (const order of orders)
      expect(order).toMatchObject({ items: 1, addresses: 2, reservations: 1 });
    // Stock: what is reserved is what the orders hold, and the ledger says the same.
    const stock = await db
      .selectFrom('inventory')
      .innerJoin('products', 'products.id', 'inventory.product_id')
      .select([
        'inventory.reserved',
        sql<string>`(select coalesce(sum(quantity_ordered), 0) from order_items i
          where i.product_id = inventory.product_id)`.as('ordered'),
        sql<string>`(select coalesce(sum(quantity), 0) from inventory_reservations r
          where r.product_id = inventory.product_id)`.as('ledger'),
      ])
      .where('products.sku', '=', 'CR-SHEET')
      .executeTakeFirstOrThrow();
    expect(stock.reserved).toBe(orders.length);
    expect(Number(stock.ordered)).toBe(orders.length);
    expect(-Number(stock.ledger)).toBe(orders.length);
    // The carts of the orders are retired, and no number is used twice.
    const retired = await db
      .selectFrom('carts')
      .select('id')
      .where('masked_id', 'in', [...carts, ...spare])
      .where('is_active', '=', false)
      .execute();
    expect(new Set(retired.map((cart) => cart.id))).toEqual(
      new Set(orders.map((order) => order.cart_id)),
    );
    expect(stored.size).toBe(orders.length);
  }, 120_000);
});
