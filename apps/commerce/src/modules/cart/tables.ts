// Table types of the cart module (migrations 0017 and 0025). db/tables.api.test.ts checks them against the
// migrated database.
import type { Generated } from 'kysely';
import type { Json, TimestampWithDefault } from '../../db/column-types';
import type { CartItemOptions, CartProductType } from './models';

export interface CartsTable {
  id: Generated<number>;
  masked_id: string;
  store_view_id: number;
  customer_id: number | null;
  email: string | null;
  is_active: Generated<boolean>;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
  /** Counts the cart's changes; the database's triggers keep it (migration 0025): never written. */
  version: Generated<number>;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  product_type: CartProductType;
  variant_product_id: number | null;
  quantity: number;
  options: Json<CartItemOptions>;
  /** The options in canonical form: one line per cart, product and key. */
  options_key: string;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface CartTables {
  carts: CartsTable;
  cart_items: CartItemsTable;
}
