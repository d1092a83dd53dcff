// Opens the database the configuration names: PGlite (embedded, file-backed or in memory) or a
// PostgreSQL server through a pg pool. Both speak the same SQL and run the same migrations.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createLogger, type Logger } from '../logger';
import { PGliteDialect } from './pglite-dialect';
import { preparingPool, StatementNames } from './prepared-statements';
import type { Database } from './schema';

export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseOptions =
  /**
   * statementTimeoutMs: each statement's limit in every pooled session (0 or absent: none).
   * preparedStatements: repeated keyed statements go as named statements (prepared-statements.ts);
   * on unless false.
   */
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      statementTimeoutMs?: number;
      preparedStatements?: boolean;
    }
  /** dataDir null: in memory. loadDataDir: start from a `dumpDataDir` tarball (tests). */
  | { driver: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export interface CommerceDatabase {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** Round-trips a trivial query; resolves with its latency in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export async function openDatabase(
  options: DatabaseOptions,
  /** Where pool errors go; without it, a warn-level JSON logger of its own. */
  context: { logger?: Logger } = {},
): Promise<CommerceDatabase> {
  const db =
    options.driver === 'postgres'
      ? openPostgres(options, context.logger)
      : await openPGlite(options);
  let closed: Promise<void> | undefined;
  return {
    db,
    driver: options.driver,
    async ping() {
      const started = performance.now();
      await sql`select 1`.execute(db);
      return Math.round((performance.now() - started) * 100) / 100;
    },
    close() {
      closed ??= db.destroy();
      return closed;
    },
  };
}

/** The same database for work longer than a request's statement may take: migrations, seed, reindex. */
export function withoutStatementTimeout(options: DatabaseOptions): DatabaseOptions {
  return options.driver === 'postgres' ? { ...options, statementTimeoutMs: 0 } : options;
}

/**
 * Settings of every session, on both drivers. Search treats a word as a typo of a name's word
 * from a trigram word similarity of 0.5 (pg_trgm's `<%` operator reads this threshold).
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': '0.5',
};

function openPostgres(
  options: {
    url: string;
    poolSize?: number;
    statementTimeoutMs?: number;
    preparedStatements?: boolean;
  },
  logger?: Logger,
): Kysely<Database> {
  const settings: Record<string, string> = { ...SESSION_SETTINGS };
  // The server cancels a statement past it (query_canceled, 57014). PGlite runs statements on the
  // JavaScript thread and never cancels one, so only this driver gets it (ADR 0024).
  if (options.statementTimeoutMs)
    settings['statement_timeout'] = String(options.statementTimeoutMs);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // Sent when each connection starts, so no query ever runs without them.
    options: Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  // An idle client losing its server must not crash the process (the pool replaces it), but a
  // server restart or a network fault must show in the logs.
  pool.on('error', (error) => {
    logger ??= createLogger({ logLevel: 'warn' });
    logger.error({ err: error }, 'idle PostgreSQL connection failed; the pool replaces it');
  });
  // A connection checked out of the pool has no listener of the pool's: when the server ends it
  // between two statements (a restart, a failover), its 'error' event would go unheard and end
  // the process. Heard here, the work on it fails at its next statement, and the pool drops the
  // connection when it comes back (no longer queryable) and opens a new one for the next request.
  // An idle connection's error is the pool's to report (above): this one speaks only for a
  // connection that is checked out, so each failure is logged once.
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      logger ??= createLogger({ logLevel: 'warn' });
      logger.warn({ err: error }, 'PostgreSQL connection failed; the pool drops it');
    });
  });
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: options.preparedStatements === false ? pool : preparingPool(pool, new StatementNames()),
    }),
  });
}

async function openPGlite(options: {
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<Kysely<Database>> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    // Trigram similarity gives search its typo tolerance; the migration creates the extension.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite is one session: set once, before any query.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await pglite.query('select set_config($1, $2, false)', [name, value]);
  }
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
