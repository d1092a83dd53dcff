// The database as Kysely sees it: every module's tables (modules/<domain>/tables.ts, ADR 0018)
// and the column types they share. db/tables.api.test.ts checks them against the migrations.
import type { ColumnType } from 'kysely';
import type { CatalogTables } from '../modules/catalog/tables';
import type { CmsTables } from '../modules/cms/tables';
import type { ContentTables } from '../modules/content/tables';
import type { InventoryTables } from '../modules/inventory/tables';
import type { ReviewTables } from '../modules/review/tables';
import type { StoresTables } from '../modules/stores/tables';

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

export interface Database
  extends StoresTables, CatalogTables, CmsTables, ReviewTables, InventoryTables, ContentTables {}
