import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';

interface Tables {
  ledger: { id: number; note: string };
}

describe('PGliteDialect', () => {
  let db: Kysely<Tables>;

  beforeAll(async () => {
    db = new Kysely<Tables>({ dialect: new PGliteDialect(await PGlite.create()) });
    await sql`create table ledger (id integer primary key, note text not null)`.execute(db);
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
  });

  it('keeps other queries out while a transaction holds the connection', async () => {
    const events: string[] = [];
    let insideTransaction!: () => void;
    const entered = new Promise<void>((resolve) => (insideTransaction = resolve));

    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('ledger').values({ id: 1, note: 'in transaction' }).execute();
      insideTransaction();
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push('transaction done');
    });
    await entered;
    const outside = db
      .selectFrom('ledger')
      .selectAll()
      .execute()
      .then((rows) => {
        events.push(`outside saw ${rows.length}`);
      });
    await Promise.all([transaction, outside]);

    expect(events).toEqual(['transaction done', 'outside saw 1']);
  });

  it('rolls a failed transaction back and frees the connection', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('ledger').values({ id: 2, note: 'rolled back' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await db.selectFrom('ledger').select('id').where('id', '=', 2).execute();
    expect(rows).toEqual([]);
  });

  it('rolls back to a savepoint inside a transaction', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('ledger').values({ id: 3, note: 'kept' }).execute();
    const nested = await trx.savepoint('before_extra').execute();
    await nested.insertInto('ledger').values({ id: 4, note: 'undone' }).execute();
    await nested.rollbackToSavepoint('before_extra').execute();
    await trx.commit().execute();
    const ids = await db.selectFrom('ledger').select('id').where('id', 'in', [3, 4]).execute();
    expect(ids).toEqual([{ id: 3 }]);
  });

  it('reports affected rows of writes', async () => {
    const result = await db
      .updateTable('ledger')
      .set({ note: 'touched' })
      .where('id', 'in', [1, 3])
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });
});
