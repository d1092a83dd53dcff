// Rows for the catalog tables, keyed by table name. Ids are explicit and follow the catalog's
// deterministic order, so a re-run upserts every row onto itself (see steps/catalog.ts).
import type { DemoPrice } from '../catalog/index';

export type Row = Record<string, string | number | boolean | null>;

export interface TableSpec {
  /** Columns of the primary key (or unique key) a re-run conflicts on. */
  key: string[];
  /** Serial id column whose sequence must move past explicit ids. */
  serial?: boolean;
}

/** Insert order: parents before children. */
export const CATALOG_TABLES = {
  categories: { key: ['id'], serial: true },
  category_store_values: { key: ['category_id', 'store_view_id'] },
  attributes: { key: ['id'], serial: true },
  attribute_options: { key: ['id'], serial: true },
  attribute_store_labels: { key: ['attribute_id', 'store_view_id'] },
  attribute_option_store_labels: { key: ['option_id', 'store_view_id'] },
  products: { key: ['id'], serial: true },
  product_store_values: { key: ['product_id', 'store_view_id'] },
  product_websites: { key: ['product_id', 'website_id'] },
  category_products: { key: ['category_id', 'product_id'] },
  product_attribute_values: { key: ['product_id', 'attribute_id', 'option_id'] },
  configurable_attributes: { key: ['product_id', 'attribute_id'] },
  configurable_links: { key: ['parent_id', 'child_id'] },
  bundle_options: { key: ['id'], serial: true },
  bundle_option_store_titles: { key: ['option_id', 'store_view_id'] },
  bundle_selections: { key: ['id'], serial: true },
  grouped_links: { key: ['parent_id', 'child_id'] },
  product_prices: { key: ['product_id', 'website_id', 'currency_code'] },
  inventory: { key: ['product_id'] },
  product_media: { key: ['id'], serial: true },
  product_media_store_labels: { key: ['media_id', 'store_view_id'] },
  product_links: { key: ['product_id', 'link_type', 'linked_product_id'] },
  downloadable_links: { key: ['id'], serial: true },
  downloadable_link_store_titles: { key: ['link_id', 'store_view_id'] },
  url_rewrites: { key: ['id'], serial: true },
  ratings: { key: ['id'], serial: true },
  reviews: { key: ['id'], serial: true },
  review_rating_votes: { key: ['review_id', 'rating_id'] },
  navigation_menus: { key: ['id'], serial: true },
  navigation_menu_nodes: { key: ['id'], serial: true },
  navigation_menu_node_store_labels: { key: ['node_id', 'store_view_id'] },
} as const satisfies Record<string, TableSpec>;

export type CatalogTable = keyof typeof CATALOG_TABLES;
export type CatalogRows = Record<CatalogTable, Row[]>;

export function emptyRows(): CatalogRows {
  return Object.fromEntries(
    Object.keys(CATALOG_TABLES).map((table) => [table, []]),
  ) as unknown as CatalogRows;
}

/** Hands out ids per table, starting after `offsets` (for appending a generated catalog). */
export function idAllocator(offsets: Partial<Record<CatalogTable, number>> = {}) {
  const next = new Map<string, number>(Object.entries(offsets));
  return (table: CatalogTable) => {
    const id = (next.get(table) ?? 0) + 1;
    next.set(table, id);
    return id;
  };
}

export const ATTRIBUTE_IDS = { color: 1, size: 2, material: 3 } as const;

export function priceRowsFor(
  productId: number,
  prices: DemoPrice[],
  websiteIds: Record<string, number>,
): Row[] {
  return prices.map((price) => ({
    product_id: productId,
    website_id: websiteIds[price.website]!,
    currency_code: price.currency,
    price_minor: price.regular,
    special_price_minor: price.special?.amount ?? null,
    special_from: price.special?.from ? `${price.special.from}+00` : null,
    special_to: price.special?.to ? `${price.special.to}+00` : null,
  }));
}
