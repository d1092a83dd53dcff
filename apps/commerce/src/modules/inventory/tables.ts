// Table types of the inventory module (migration 0002). db/tables.api.test.ts checks them against the
// migrated database.
import type { Generated } from 'kysely';
import type { TimestampWithDefault } from '../../db/column-types';

export interface ProductAlertStockTable {
  id: Generated<number>;
  email: string;
  product_id: number;
  store_view_id: number;
  created_at: TimestampWithDefault;
}

export interface InventoryTables {
  product_alert_stock: ProductAlertStockTable;
}
