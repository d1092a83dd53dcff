import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase, withoutStatementTimeout } from './database';
import type { Database } from './schema';

const serverUrl = process.env['DATABASE_URL'];

describe.runIf(serverUrl)('the PostgreSQL pool', () => {
  it('logs an idle connection the server ends, and keeps serving through a new one', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const applicationName = `loomfront_pool_test_${process.pid}`;
    const url = new URL(serverUrl!);
    url.searchParams.set('application_name', applicationName);
    const database = await openDatabase(
      { driver: 'postgres', url: url.toString(), poolSize: 2 },
      { logger },
    );
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await database.ping(); // leaves one idle client in the pool
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      for (let wait = 0; wait < 100 && lines.length === 0; wait++)
        await new Promise((resolve) => setTimeout(resolve, 20));

      expect(lines).toEqual([
        expect.objectContaining({
          level: 50,
          msg: 'idle PostgreSQL connection failed; the pool replaces it',
          err: expect.objectContaining({ message: expect.stringMatching(/terminat/i) }),
        }),
      ]);
      expect(await database.ping()).toEqual(expect.any(Number));
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

describe.runIf(serverUrl)('the statement timeout (PostgreSQL only)', () => {
  it('cancels a statement that runs past statementTimeoutMs, with query_canceled', async () => {
    const database = await openDatabase({
      driver: 'postgres',
      url: serverUrl!,
      poolSize: 1,
      statementTimeoutMs: 100,
    });
    try {
      const started = performance.now();
      await expect(sql`select pg_sleep(2)`.execute(database.db)).rejects.toMatchObject({
        code: '57014',
      });
      expect(performance.now() - started).toBeLessThan(1500);
      expect(await database.ping()).toEqual(expect.any(Number));
    } finally {
      await database.close();
    }
  });

  it('leaves migrations and the seed without a limit', async () => {
    const options = { driver: 'postgres', url: serverUrl!, statementTimeoutMs: 100 } as const;
    const database = await openDatabase(withoutStatementTimeout(options));
    try {
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(
        database.db,
      );
      expect(rows[0]?.statement_timeout).toBe('0');
    } finally {
      await database.close();
    }
  });
});

describe.runIf(serverUrl)('prepared statements (PostgreSQL only)', () => {
  const preparedOnSession = (db: Kysely<Database>) =>
    sql<{ statement: string; generic_plans: number; custom_plans: number }>`
      select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`
      .execute(db)
      .then((result) => result.rows);
  // The server's database is empty: statements over a function rather than the shop's tables.
  const keyedRead = (db: Kysely<Database>, id: number) =>
    sql`select x from generate_series(1, 10) as x where x = ${id}::int`.execute(db);

  it('prepares a repeated keyed statement once per connection and runs it again by name', async () => {
    const database = await openDatabase({ driver: 'postgres', url: serverUrl!, poolSize: 1 });
    try {
      for (let id = 1; id <= 8; id++) await keyedRead(database.db, id);
      const prepared = (await preparedOnSession(database.db)).filter((row) =>
        row.statement.includes('generate_series(1, 10) as x where'),
      );
      expect(prepared).toHaveLength(1);
      // Parsed once, then run seven more times (a custom plan each of the first five, after
      // which PostgreSQL keeps the generic one).
      expect(prepared[0]!.generic_plans + prepared[0]!.custom_plans).toBe(7);
      expect(prepared[0]!.generic_plans).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('plans a statement with a limit for its values every time', async () => {
    const database = await openDatabase({ driver: 'postgres', url: serverUrl!, poolSize: 1 });
    try {
      for (let limit = 1; limit <= 4; limit++)
        await sql`select x from generate_series(1, 10) as x limit ${limit}`.execute(database.db);
      expect(
        (await preparedOnSession(database.db)).filter((row) => row.statement.includes('limit')),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('prepares a statement afresh once a migration changed its table under it', async () => {
    const table = `prepared_test_${process.pid}`;
    const database = await openDatabase({ driver: 'postgres', url: serverUrl!, poolSize: 1 });
    const read = () =>
      sql`select * from ${sql.table(table)} where id = ${1}::int`.execute(database.db);
    try {
      await sql`create table ${sql.table(table)} (id integer primary key)`.execute(database.db);
      await sql`insert into ${sql.table(table)} values (1)`.execute(database.db);
      for (let run = 0; run < 3; run++) await read();
      // A rolling release: another process adds a column while this one has the plan.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`alter table ${table} add column note text default 'new'`);
      await admin.end();
      await expect(read()).rejects.toMatchObject({ code: '0A000' });
      expect((await read()).rows).toEqual([{ id: 1, note: 'new' }]);
      expect((await read()).rows).toEqual([{ id: 1, note: 'new' }]);
    } finally {
      await sql`drop table if exists ${sql.table(table)}`.execute(database.db);
      await database.close();
    }
  });

  it('prepares nothing when preparedStatements is false', async () => {
    const database = await openDatabase({
      driver: 'postgres',
      url: serverUrl!,
      poolSize: 1,
      preparedStatements: false,
    });
    try {
      for (let id = 1; id <= 4; id++) await keyedRead(database.db, id);
      expect(await preparedOnSession(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
