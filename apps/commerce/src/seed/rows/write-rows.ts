// Writes table rows as batched upserts on each table's key, then moves serial sequences past the
// explicit ids so rows created later by the service (alerts, reviews …) never collide.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CATALOG_TABLES, type CatalogRows, type Row } from './table-rows';

/** Bind parameters per statement stay well under PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

export async function writeRows(db: Kysely<Database>, rows: CatalogRows): Promise<void> {
  const untyped = db as unknown as Kysely<Record<string, Row>>;
  for (const [table, spec] of Object.entries(CATALOG_TABLES)) {
    const list = rows[table as keyof CatalogRows];
    if (!list.length) continue;
    const columns = Object.keys(list[0]!);
    const updated = columns.filter((column) => !(spec.key as readonly string[]).includes(column));
    const batch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
    for (let start = 0; start < list.length; start += batch) {
      await untyped
        .insertInto(table)
        .values(list.slice(start, start + batch))
        .onConflict((conflict) => {
          const target = conflict.columns(spec.key as unknown as string[]);
          return updated.length
            ? target.doUpdateSet(
                Object.fromEntries(
                  updated.map((column) => [column, sql.ref(`excluded.${column}`)]),
                ) as unknown as Row,
              )
            : target.doNothing();
        })
        .execute();
    }
    if ('serial' in spec && spec.serial) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
        db,
      );
    }
  }
}
