// Cheap test databases (ADR 0004). Global setup migrates one database once; each test file then
// gets its own copy: a PGlite loaded from a dump of the migrated data dir, or on a PostgreSQL
// server a `CREATE DATABASE … TEMPLATE` clone, dropped when the file is done.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type CommerceDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { PGliteDialect } from '../db/pglite-dialect';
import type { Database } from '../db/schema';
import { seedDatabase } from '../seed/index';

/** Set by global setup; read by every test file's worker. */
export const TEMPLATE_ENV = {
  pgliteDump: 'LOOMFRONT_TEST_PGLITE_DUMP',
  postgresTemplate: 'LOOMFRONT_TEST_PG_TEMPLATE',
  pgliteEmptyDump: 'LOOMFRONT_TEST_PGLITE_EMPTY_DUMP',
  postgresEmptyTemplate: 'LOOMFRONT_TEST_PG_EMPTY_TEMPLATE',
} as const;

/** Seeded: stores and the demo catalog (no images). Empty: migrated only. */
export interface TemplateOptions {
  seed: boolean;
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The same server, another database: swaps the path of a postgres URL. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs admin statements (CREATE/DROP DATABASE) on the server's maintenance connection. */
export async function onServer(
  url: string,
  statement: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await statement(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Migrates (and with `seed`, seeds the stores and the demo catalog, without rendering images) a
 * new in-memory PGlite and dumps its data dir as a tarball.
 */
export async function createPGliteTemplate(options: TemplateOptions): Promise<Blob> {
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  if (options.seed) await seedDatabase(db);
  // Checkpoint first, so the dump holds the data files rather than a WAL to replay on every load.
  await sql`checkpoint`.execute(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  return dump;
}

export async function createPostgresTemplate(
  serverUrl: string,
  options: TemplateOptions,
): Promise<string> {
  const name = uniqueDatabaseName('loomfront_test_template');
  await onServer(serverUrl, (client) => client.query(`create database ${quoteIdent(name)}`));
  const database = await openDatabase({
    driver: 'postgres',
    url: withDatabaseName(serverUrl, name),
    poolSize: 1,
  });
  try {
    await migrateToLatest(database.db);
    if (options.seed) await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
  );
}

/**
 * A fresh database for one test file: seeded (stores and demo catalog), or with `empty` migrated
 * only. `close()` also drops a server copy.
 */
export async function openTestDatabase(
  /** statementTimeoutMs: as DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL only; none by default). */
  options: { empty?: boolean; statementTimeoutMs?: number } = {},
): Promise<CommerceDatabase> {
  const serverUrl = process.env['DATABASE_URL'];
  const template =
    process.env[options.empty ? TEMPLATE_ENV.postgresEmptyTemplate : TEMPLATE_ENV.postgresTemplate];
  if (serverUrl && template) {
    const name = uniqueDatabaseName('loomfront_test');
    await onServer(serverUrl, (client) =>
      client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
    );
    const database = await openDatabase({
      driver: 'postgres',
      url: withDatabaseName(serverUrl, name),
      poolSize: 5,
      statementTimeoutMs: options.statementTimeoutMs ?? 0,
    });
    return {
      ...database,
      async close() {
        await database.close();
        await dropPostgresDatabase(serverUrl, name);
      },
    };
  }
  const dumpPath =
    process.env[options.empty ? TEMPLATE_ENV.pgliteEmptyDump : TEMPLATE_ENV.pgliteDump];
  if (!dumpPath) {
    throw new Error(
      'No test database template: run API tests through the vitest "api" project, whose global setup creates it.',
    );
  }
  const loadDataDir = new Blob([await readFile(dumpPath)]);
  return openDatabase({ driver: 'pglite', dataDir: null, loadDataDir });
}
