// Table types of the wish list module (migrations 0016 and 0019). db/tables.api.test.ts checks
// them against the migrated database.
import type { Generated } from 'kysely';
import type { Json, TimestampWithDefault } from '../../db/column-types';

export interface WishlistsTable {
  id: Generated<number>;
  customer_id: number;
  sharing_code: string;
  updated_at: TimestampWithDefault;
}

/** A bundle selection chosen for a wish list item, with its quantity. */
export interface StoredBundleSelection {
  option_id: number;
  selection_id: number;
  quantity: number;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  wishlist_id: number;
  /** The product shown: a configurable parent, a bundle, a grouped set, or the product itself. */
  product_id: number;
  /** A configurable's chosen child; null for every other type and for a configurable not yet chosen. */
  child_product_id: number | null;
  /** A bundle's chosen selections, sorted by option and selection. */
  bundle_options: Json<StoredBundleSelection[]>;
  quantity: number;
  description: string | null;
  added_at: TimestampWithDefault;
}

export interface WishlistTables {
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
}
