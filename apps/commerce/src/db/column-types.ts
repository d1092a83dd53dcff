// Column types the modules' tables share (ADR 0018).
import type { ColumnType } from 'kysely';

/** `numeric` columns: pg and PGlite both return them as strings, so no float ever holds them. */
export type Numeric = ColumnType<string, string, string>;
/** `timestamptz` columns: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** `timestamptz … default now()`: optional on insert. */
export type TimestampWithDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** `jsonb` columns: pg and PGlite parse them; writes take the JSON text or a value. */
export type Json<T> = ColumnType<T, string | undefined, string>;
/**
 * `generated always as (…) stored` columns: the database computes them. PostgreSQL gives them no
 * NOT NULL, so information_schema calls them nullable, and so must their type (T | null).
 */
export type ReadOnly<T> = ColumnType<T, never, never>;
