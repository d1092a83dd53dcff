// Table types of the inventory module (migrations 0002 and 0022). db/tables.api.test.ts checks them against the
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

/**
 * Magento MSI's inventory_reservation (migration 0022): append-only; negative when an order is
 * placed, a compensating positive row when it is cancelled.
 */
export interface InventoryReservationsTable {
  /** bigserial: a string on pg, a number on PGlite. */
  id: Generated<number | string>;
  product_id: number;
  quantity: number;
  event_type: 'order_placed' | 'order_canceled' | 'shipment_created';
  object_type: 'order';
  object_id: number;
  created_at: TimestampWithDefault;
}

export interface InventoryTables {
  product_alert_stock: ProductAlertStockTable;
  inventory_reservations: InventoryReservationsTable;
}
