// Kysely over PGlite. PGlite is one PostgreSQL backend with one session, so the driver hands out
// that single connection under a mutex: a transaction holds it from BEGIN until Kysely releases
// the connection after COMMIT/ROLLBACK, and no other query can slip in between (ADR 0003).
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  createQueryId,
  IdentifierNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawNode,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.acquire();
    // A fresh handle per lease, so a stale reference cannot release someone else's lease.
    const lease = this.connection.lease();
    this.releases.set(lease, release);
    return lease;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const options = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(['begin', ...options].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(
      compileQuery(savepointStatement('savepoint', savepointName), createQueryId()),
    );
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(
      compileQuery(savepointStatement('rollback to', savepointName), createQueryId()),
    );
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(
      compileQuery(savepointStatement('release', savepointName), createQueryId()),
    );
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
  }

  async destroy(): Promise<void> {
    // Wait for the current holder, so closing never cuts a transaction in half.
    const release = await this.mutex.acquire();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  lease(): PGliteConnection {
    return new PGliteConnection(this.pglite);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries; use execute() instead.');
  }
}

// The same node Kysely's PostgresDriver builds (its helper is internal); IdentifierNode quotes the name.
function savepointStatement(command: string, savepointName: string) {
  return RawNode.createWithChildren([
    RawNode.createWithSql(`${command} `),
    IdentifierNode.create(savepointName),
  ]);
}
