import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';
import { equalsAny, precompiled } from './precompiled';

interface Tables {
  ledger: { id: number; account: string; amount: number };
}

describe('a precompiled query', () => {
  let db: Kysely<Tables>;

  beforeAll(async () => {
    db = new Kysely<Tables>({ dialect: new PGliteDialect(await PGlite.create()) });
    await sql`create table ledger (id integer primary key, account text not null, amount integer not null)`.execute(
      db,
    );
    await db
      .insertInto('ledger')
      .values([
        { id: 1, account: 'a', amount: 10 },
        { id: 2, account: 'b', amount: 20 },
        { id: 3, account: 'a', amount: 30 },
      ])
      .execute();
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
  });

  const byAccount = precompiled((db: Kysely<Tables>, values: { account: string; above: number }) =>
    db
      .selectFrom('ledger')
      .select(['id', 'amount'])
      .where('account', '=', values.account)
      .where('amount', '>', values.above)
      .where('id', '<', 100)
      .orderBy('id'),
  );

  it('runs with the values of each call, constants kept', async () => {
    expect(await byAccount.execute(db, { account: 'a', above: 0 })).toEqual([
      { id: 1, amount: 10 },
      { id: 3, amount: 30 },
    ]);
    expect(await byAccount.execute(db, { account: 'a', above: 15 })).toEqual([
      { id: 3, amount: 30 },
    ]);
    expect(await byAccount.executeTakeFirst(db, { account: 'b', above: 0 })).toEqual({
      id: 2,
      amount: 20,
    });
    expect(await byAccount.executeTakeFirst(db, { account: 'c', above: 0 })).toBeUndefined();
  });

  it('sends the same SQL text on every call', () => {
    expect(byAccount.sql(db)).toBe(
      'select "id", "amount" from "ledger" where "account" = $1 and "amount" > $2 and "id" < $3 order by "id"',
    );
  });

  it('takes a list as one array value', async () => {
    const byIds = precompiled((db: Kysely<Tables>, values: { ids: readonly number[] }) =>
      db.selectFrom('ledger').select('id').where(equalsAny('id', values.ids)).orderBy('id'),
    );
    expect(await byIds.execute(db, { ids: [3, 1] })).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await byIds.execute(db, { ids: [] })).toEqual([]);
    const byAccounts = precompiled((db: Kysely<Tables>, values: { accounts: readonly string[] }) =>
      db
        .selectFrom('ledger')
        .select('id')
        .where(equalsAny('account', values.accounts))
        .orderBy('id'),
    );
    expect(await byAccounts.execute(db, { accounts: ['b', 'zz'] })).toEqual([{ id: 2 }]);
    expect(byAccounts.sql(db)).toBe(
      'select "id" from "ledger" where "account" = any($1) order by "id"',
    );
  });

  it('runs inside a transaction on the transaction', async () => {
    const rows = await db.transaction().execute(async (trx) => {
      await trx.insertInto('ledger').values({ id: 4, account: 'd', amount: 40 }).execute();
      return byAccount.execute(trx, { account: 'd', above: 0 });
    });
    expect(rows).toEqual([{ id: 4, amount: 40 }]);
  });

  it('refuses a query whose shape depends on a value', async () => {
    const shaped = precompiled((db: Kysely<Tables>, values: { account: string | null }) => {
      const query = db.selectFrom('ledger').select('id');
      return values.account === null ? query : query.where('account', '=', 'fixed');
    });
    await expect(shaped.execute(db, { account: 'a' })).rejects.toThrow(
      /uses account other than as a value/,
    );
  });
});
