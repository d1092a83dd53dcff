// Statements sent on nearly every request, built and compiled once (ADR 0062). Kysely builds a
// query's operation tree and compiles it to SQL on every call; for a keyed read that costs more
// CPU than sending it. A precompiled query is built once, with markers where its values go, and
// afterwards only has its values filled in: the same SQL text every time, which the server then
// also keeps prepared (prepared-statements.ts).
//
// The builder may use its values only as values (compared, inserted, set), never to decide the
// query's shape: a marker is not the value, and a query whose shape depends on one is refused
// when it is first compiled. A list goes as one array value (`= any(${ids})`), not as `in`.
import type { Compilable, Kysely, QueryResult, RawBuilder } from 'kysely';
import { createQueryId, sql } from 'kysely';
import type { Database } from './schema';

const MARKER = Symbol('precompiled value');

interface Marker {
  readonly [MARKER]: string;
}

function isMarker(value: unknown): value is Marker {
  return typeof value === 'object' && value !== null && MARKER in value;
}

type Slot = { name: string } | { constant: unknown };

interface Shape {
  sql: string;
  query: ReturnType<Compilable<unknown>['compile']>['query'];
  slots: Slot[];
}

export interface Precompiled<Values, Row, DB = Database> {
  execute(db: Kysely<DB>, values: Values): Promise<Row[]>;
  executeTakeFirst(db: Kysely<DB>, values: Values): Promise<Row | undefined>;
  /** The SQL text every call sends. */
  sql(db: Kysely<DB>): string;
}

/**
 * `build` receives the database and stand-ins for `values`; the query it returns is compiled on
 * first use and run with the real values on every call, on whichever handle (a transaction too).
 */
export function precompiled<Values extends Record<string, unknown>, Row, DB = Database>(
  build: (db: Kysely<DB>, values: Values) => Compilable<Row>,
): Precompiled<Values, Row, DB> {
  let shape: Shape | undefined;

  const compile = (db: Kysely<DB>): Shape => {
    const read = new Set<string>();
    const markers = new Proxy({} as Values, {
      get(_target, name) {
        if (typeof name !== 'string') return undefined;
        read.add(name);
        return Object.freeze({ [MARKER]: name }) satisfies Marker;
      },
    });
    const compiled = build(db, markers).compile();
    const slots = compiled.parameters.map((parameter): Slot =>
      isMarker(parameter) ? { name: parameter[MARKER] } : { constant: parameter },
    );
    const placed = new Set(slots.flatMap((slot) => ('name' in slot ? [slot.name] : [])));
    const lost = [...read].filter((name) => !placed.has(name));
    if (lost.length > 0) {
      throw new Error(
        `precompiled query uses ${lost.join(', ')} other than as a value: ${compiled.sql}`,
      );
    }
    return { sql: compiled.sql, query: compiled.query, slots };
  };

  const run = async (db: Kysely<DB>, values: Values): Promise<QueryResult<Row>> => {
    shape ??= compile(db);
    const parameters = shape.slots.map((slot) =>
      'name' in slot ? values[slot.name] : slot.constant,
    );
    return db.executeQuery<Row>({
      sql: shape.sql,
      query: shape.query,
      parameters,
      queryId: createQueryId(),
    });
  };

  return {
    execute: async (db, values) => (await run(db, values)).rows,
    executeTakeFirst: async (db, values) => (await run(db, values)).rows[0],
    sql: (db) => (shape ??= compile(db)).sql,
  };
}

/**
 * `column = any($1)`: a list as one array value, so a query takes any number of ids under one SQL
 * text (`in ($1, $2, …)` makes a text per length). PostgreSQL types the array by the column.
 */
export function equalsAny(column: string, values: readonly unknown[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = any(${values})`;
}
