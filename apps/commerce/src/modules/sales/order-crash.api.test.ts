// The commerce process killed (SIGKILL) while orders are being placed: after a restart every order
// is whole or absent, and stock, reservations, carts and order numbers agree. On the database of
// the run: a copy of the template on the PostgreSQL server when DATABASE_URL is set, else an
// embedded database in a directory of its own — which lives inside the process that is killed, so
// its files are read only once the restarted process has closed them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type CommerceDatabase } from '../../db/database';
import type { GraphQLResponseBody } from '../../testing/index';
import {
  TEMPLATE_ENV,
  dropPostgresDatabase,
  onServer,
  uniqueDatabaseName,
  withDatabaseName,
} from '../../testing/test-database';
import { insertPricesFixture } from '../sales-rule/testing/fixtures';
import { ADD, GUEST_EMAIL, PLACE_ORDER, checkOut, type Gql } from './testing/fixtures';

const serverUrl = process.env['DATABASE_URL'];
const template = process.env[TEMPLATE_ENV.postgresTemplate];
const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Where the child process keeps its data, and how the test opens it. */
interface CrashDatabase {
  env: Record<string, string>;
  /** The database, opened by the test; on PGlite only while no child runs. */
  open(): Promise<CommerceDatabase>;
  drop(): Promise<void>;
}

async function serverDatabase(url: string, template: string): Promise<CrashDatabase> {
  const name = uniqueDatabaseName('loomfront_crash');
  await onServer(url, (client) => client.query(`create database "${name}" template "${template}"`));
  const target = withDatabaseName(url, name);
  return {
    env: { DATABASE_URL: target },
    open: () =>
      openDatabase({ driver: 'postgres', url: target, poolSize: 2, statementTimeoutMs: 0 }),
    drop: () => dropPostgresDatabase(url, name),
  };
}

async function embeddedDatabase(dumpPath: string): Promise<CrashDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'loomfront-crash-pglite-'));
  const loadDataDir = new Blob([await readFile(dumpPath)]);
  const created = await openDatabase({ driver: 'pglite', dataDir, loadDataDir });
  await created.close();
  return {
    env: { PGLITE_DATA_DIR: dataDir },
    open: () => openDatabase({ driver: 'pglite', dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const pgliteDump = process.env[TEMPLATE_ENV.pgliteDump];
const driver = serverUrl ? (template ? 'postgres' : null) : pgliteDump ? 'pglite' : null;

describe.skipIf(driver === null)(
  `orders when the process is killed mid-placement (${driver})`,
  () => {
    const mailDir = mkdtempSync(join(tmpdir(), 'loomfront-crash-mail-'));
    let store: CrashDatabase;
    let child: ChildProcess | undefined;
    let url = '';

    async function startChild(): Promise<void> {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = { ...process.env };
      delete env['DATABASE_URL'];
      child = spawn(process.execPath, ['--import', 'tsx', join(appRoot, 'src/main.ts')], {
        cwd: appRoot,
        env: {
          ...env,
          ...store.env,
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
        stdio: 'ignore',
      });
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${url}/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((done) => setTimeout(done, 200));
      }
      throw new Error('commerce did not start');
    }

    /** Stops the child gracefully (SIGTERM: the embedded database is closed and its files free). */
    async function stopChild(): Promise<void> {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((done) => running.once('exit', done));
      running.kill('SIGTERM');
      await exited;
    }

    const gql: Gql = async (query, variables = {}) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Store: 'default' },
        body: JSON.stringify({ query, variables }),
      });
      return { body: (await response.json()) as GraphQLResponseBody };
    };

    beforeAll(async () => {
      store =
        driver === 'postgres'
          ? await serverDatabase(serverUrl!, template!)
          : await embeddedDatabase(pgliteDump!);
      const database = await store.open();
      try {
        await insertPricesFixture(database.db);
      } finally {
        await database.close();
      }
      await startChild();
    }, 120_000);

    afterAll(async () => {
      child?.kill('SIGKILL');
      await store?.drop();
      rmSync(mailDir, { recursive: true, force: true });
    });

    it('leaves every order whole or absent, and the stock consistent, after a restart', async () => {
      const carts: string[] = [];
      for (let index = 0; index < 24; index += 1) {
        const id = (await gql(`mutation { createGuestCart { cart { id } } }`)).body.data![
          'createGuestCart'
        ].cart.id as string;
        await gql(ADD, {
          id,
          items: [
            { sku: 'CR-SHEET', quantity: 1 },
            { sku: 'CR-TOWEL', quantity: 2 },
          ],
        });
        await gql(GUEST_EMAIL, { id, email: `crash-${index}@example.com` });
        await checkOut(gql, id);
        carts.push(id);
      }
      // Every placement in flight at once; the process dies as the first one answers.
      const inFlight = carts.map((id) => gql(PLACE_ORDER, { id }).catch(() => null));
      await Promise.race([...inFlight, new Promise((done) => setTimeout(done, 400))]);
      const killed = child!;
      const exited = new Promise((done) => killed.once('exit', done));
      killed.kill('SIGKILL');
      const [answers] = await Promise.all([Promise.all(inFlight), exited]);
      // The kill cut placements short: some never answered.
      expect(answers.filter((answer) => answer === null).length).toBeGreaterThan(0);

      await startChild();
      // The shop goes on: a cart the crash left open can be ordered now, on the recovered data.
      const open = await firstOpenCart(carts);
      if (open) {
        const { body } = await gql(PLACE_ORDER, { id: open });
        expect(body.errors).toBeUndefined();
      }
      await stopChild();

      const database = await store.open();
      try {
        await expectConsistent(database, carts);
      } finally {
        await database.close();
      }
    }, 180_000);

    /** The first of the carts that is still open, asked of the running service. */
    async function firstOpenCart(carts: string[]): Promise<string | undefined> {
      for (const id of carts) {
        const { body } = await gql(`query ($id: String!) { cart(cart_id: $id) { id } }`, { id });
        if (!body.errors && body.data?.['cart']) return id;
      }
      return undefined;
    }

    async function expectConsistent(database: CommerceDatabase, carts: string[]): Promise<void> {
      const db = database.db;
      const orders = await db
        .selectFrom('orders')
        .select([
          'id',
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
      // Whole: each order has its two items, both addresses and both reservations.
      for (const order of orders) {
        expect(order).toMatchObject({ items: 2, addresses: 2, reservations: 2 });
      }
      // The carts of placed orders are retired; every other cart is still open.
      const ordered = new Set(orders.map((order) => order.cart_id));
      const states = await db
        .selectFrom('carts')
        .select(['id', 'masked_id', 'is_active'])
        .where('masked_id', 'in', carts)
        .execute();
      for (const cart of states) expect(cart.is_active).toBe(!ordered.has(cart.id));
      // Stock: what is reserved is what the orders hold, and the ledger says the same.
      for (const sku of ['CR-SHEET', 'CR-TOWEL']) {
        const row = await db
          .selectFrom('inventory')
          .innerJoin('products', 'products.id', 'inventory.product_id')
          .select([
            'inventory.reserved',
            sql<string>`(select coalesce(sum(quantity_ordered), 0) from order_items i
            where i.product_id = inventory.product_id)`.as('ordered'),
            sql<string>`(select coalesce(sum(quantity), 0) from inventory_reservations r
            where r.product_id = inventory.product_id)`.as('ledger'),
          ])
          .where('products.sku', '=', sku)
          .executeTakeFirstOrThrow();
        expect(row.reserved).toBe(Number(row.ordered));
        expect(-Number(row.ledger)).toBe(row.reserved);
      }
      // Numbers: no gaps, none used twice.
      const sequence = await db
        .selectFrom('order_sequences')
        .innerJoin('store_views', 'store_views.id', 'order_sequences.store_view_id')
        .select('order_sequences.last_value')
        .where('store_views.code', '=', 'default')
        .executeTakeFirst();
      expect(sequence?.last_value ?? 0).toBe(orders.length);
    }
  },
);
