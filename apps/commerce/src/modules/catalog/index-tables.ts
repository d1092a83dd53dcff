// Table types of the catalog indexes (migration 0004), filled by catalog-index.ts and read by
// listing-read-model.ts.
import type { Timestamp } from '../../db/column-types';

/** Price range per product, website and currency, in minor units. */
export interface ProductPriceIndexTable {
  product_id: number;
  website_id: number;
  currency_code: string;
  min_regular: number;
  min_final: number;
  max_regular: number;
  max_final: number;
  /** The next special-price date of the product or its children; the row is stale after it. */
  valid_until: Timestamp | null;
}

/** Saleable quantity and stock of every product. */
export interface ProductStockIndexTable {
  product_id: number;
  saleable_qty: number;
  in_stock: boolean;
}

/** Filterable option values of a product and of its configurable children. */
export interface ProductFilterIndexTable {
  attribute_id: number;
  option_id: number;
  product_id: number;
}

/** Products of a category and of its active subcategories (anchor categories). */
export interface CategoryProductIndexTable {
  category_id: number;
  product_id: number;
  position: number;
}

/**
 * What a listing filters, sorts and counts on, per enabled product and store view (migration
 * 0009; the store view's website and base currency are repeated for the price rows).
 */
export interface ProductListingIndexTable {
  store_view_id: number;
  website_id: number;
  currency_code: string;
  product_id: number;
  visibility: number;
  /** The name in the store view, lower case. */
  sort_name: string;
  /** Name (weight A), sku and tag line (B) in the store view, for ranking search results. */
  title_document: string;
  /** Minor units; null when the product has no price in this currency. */
  min_final: number | null;
  in_stock: boolean;
  option_ids: number[];
  /** Migration 0010: products.news_from_date, the Newest sort's key. */
  news_from_date: Date | null;
}

/** Migration 0009: the full text a search matches, per store view (catalogsearch_fulltext). */
export interface ProductSearchIndexTable {
  store_view_id: number;
  product_id: number;
  /** Name (A), sku and tag line (B), short description and description (C). */
  search_document: string;
}

export interface CatalogIndexStateTable {
  id: number;
  version: number;
  indexed_at: Timestamp;
}

export interface CatalogIndexTables {
  product_price_index: ProductPriceIndexTable;
  product_stock_index: ProductStockIndexTable;
  product_filter_index: ProductFilterIndexTable;
  category_product_index: CategoryProductIndexTable;
  product_listing_index: ProductListingIndexTable;
  product_search_index: ProductSearchIndexTable;
  catalog_index_state: CatalogIndexStateTable;
}
