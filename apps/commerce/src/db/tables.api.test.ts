import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { readDeclaredTables } from './declared-tables';
import { compareTables, type DatabaseColumn, type Tables } from './table-check';

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
}

describe('the declared table types', () => {
  it('match the migrated database, table by table and column by column', async () => {
    const database = await openTestDatabase({ empty: true });
    let rows: ColumnRow[];
    try {
      // Tables and views of our schema; the migrator's own two tables are Kysely's business.
      const result = await sql<ColumnRow>`
        select table_name, column_name, udt_name, is_nullable = 'YES' as nullable,
          column_default is not null or is_identity = 'YES' as has_default,
          is_generated = 'ALWAYS' as generated
        from information_schema.columns
        where table_schema = current_schema()
          and table_name not in ('kysely_migration', 'kysely_migration_lock')
        order by table_name, ordinal_position`.execute(database.db);
      rows = result.rows;
    } finally {
      await database.close();
    }
    const migrated: Tables<DatabaseColumn> = {};
    for (const row of rows) {
      (migrated[row.table_name] ??= {})[row.column_name] = {
        type: row.udt_name,
        nullable: row.nullable,
        hasDefault: row.has_default,
        generated: row.generated,
      };
    }
    const declared = readDeclaredTables(fileURLToPath(new URL('./schema.ts', import.meta.url)));

    const mismatches = compareTables(declared, migrated);

    expect(Object.keys(migrated).length).toBeGreaterThan(30);
    expect(mismatches, `\n${mismatches.join('\n')}\n`).toEqual([]);
  });
});
