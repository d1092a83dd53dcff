// Compares the declared Kysely table types with the migrated database, column by column, so a
// migration and the types it needs cannot drift apart (ADR 0018). Pure: tables.api.test.ts feeds
// it information_schema on one side and declared-tables.ts (the TypeScript compiler) on the other.

/** A column as `Database` declares it. */
export interface DeclaredColumn {
  /** What a select returns, null left out: `string`, `number`, `Date`, `Json`, `number[]`, … */
  type: string;
  nullable: boolean;
  /** `optional`: Generated<…> or undefined/null accepted; `never`: the database computes it. */
  insert: 'required' | 'optional' | 'never';
}

/** A column as information_schema.columns describes it. */
export interface DatabaseColumn {
  /** udt_name: `int4`, `text`, `numeric`, `timestamptz`, `jsonb`, `_int4` (an array), … */
  type: string;
  nullable: boolean;
  /** A default or an identity: inserts may leave it out. */
  hasDefault: boolean;
  /** `generated always as (…) stored`: inserts must leave it out. */
  generated: boolean;
}

export type Tables<Column> = Record<string, Record<string, Column>>;

/**
 * The TypeScript type the drivers return for a PostgreSQL type. bigint reads as a string on pg
 * and as a number on PGlite, so only `number | string` describes it honestly.
 */
export function expectedType(udtName: string): string {
  if (udtName.startsWith('_')) return `${expectedType(udtName.slice(1))}[]`;
  switch (udtName) {
    case 'int2':
    case 'int4':
    case 'float4':
    case 'float8':
      return 'number';
    case 'int8':
      return 'number | string';
    case 'numeric':
    case 'text':
    case 'varchar':
    case 'bpchar':
    case 'tsvector':
    case 'uuid':
      return 'string';
    case 'bool':
      return 'boolean';
    case 'timestamptz':
    case 'timestamp':
    case 'date':
      return 'Date';
    case 'json':
    case 'jsonb':
      return 'Json';
    default:
      return `unmapped ${udtName}`;
  }
}

/** Every difference, as `table.column: declared X, database Y`, in table and column order. */
export function compareTables(
  declared: Tables<DeclaredColumn>,
  database: Tables<DatabaseColumn>,
): string[] {
  const mismatches: string[] = [];
  const tableNames = [...new Set([...Object.keys(declared), ...Object.keys(database)])].sort();
  for (const table of tableNames) {
    const declaredColumns = declared[table] ?? {};
    const databaseColumns = database[table] ?? {};
    const columnNames = [
      ...new Set([...Object.keys(declaredColumns), ...Object.keys(databaseColumns)]),
    ].sort();
    for (const column of columnNames) {
      const ours = declaredColumns[column];
      const theirs = databaseColumns[column];
      if (ours && theirs && columnsAgree(ours, theirs)) continue;
      mismatches.push(
        `${table}.${column}: declared ${ours ? describeDeclared(ours) : 'nothing'}, ` +
          `database ${theirs ? describeDatabase(theirs) : 'nothing'}`,
      );
    }
  }
  return mismatches;
}

function columnsAgree(declared: DeclaredColumn, database: DatabaseColumn): boolean {
  if (declared.type !== expectedType(database.type)) return false;
  if (declared.nullable !== database.nullable) return false;
  if (database.generated) return declared.insert === 'never';
  if (database.hasDefault) return declared.insert === 'optional';
  // A nullable column is optional on insert whatever the type says (null is its default).
  return database.nullable ? declared.insert !== 'never' : declared.insert === 'required';
}

function describeDeclared(column: DeclaredColumn): string {
  const insert = { required: '', optional: ', optional on insert', never: ', read-only' };
  return `${column.type}${column.nullable ? ' | null' : ''}${insert[column.insert]}`;
}

function describeDatabase(column: DatabaseColumn): string {
  return (
    `${column.type} (${expectedType(column.type)})${column.nullable ? ' null' : ' not null'}` +
    `${column.hasDefault ? ' with a default' : ''}${column.generated ? ' generated' : ''}`
  );
}
