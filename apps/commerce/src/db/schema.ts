// The database as Kysely sees it: every module's tables (modules/<domain>/tables.ts, ADR 0018)
// Their shared column types are in db/column-types.ts. db/tables.api.test.ts checks them against the migrations.
import type { CatalogTables } from '../modules/catalog/tables';
import type { CmsTables } from '../modules/cms/tables';
import type { ContentTables } from '../modules/content/tables';
import type { InventoryTables } from '../modules/inventory/tables';
import type { ReviewTables } from '../modules/review/tables';
import type { StoresTables } from '../modules/stores/tables';

export interface Database
  extends StoresTables, CatalogTables, CmsTables, ReviewTables, InventoryTables, ContentTables {}
