// Table types of the catalog module (migration 0002 and later; the indexes in index-tables.ts).
// db/tables.api.test.ts checks them against the migrated database; add columns, never rename.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json, ReadOnly, Timestamp, TimestampWithDefault } from '../../db/column-types';
import type { CatalogIndexTables } from './index-tables';

/** numeric column with a default: a decimal string, optional on insert. */
type NumericWithDefault = ColumnType<string, string | undefined, string>;

export type DisplayMode = 'PRODUCTS' | 'PAGE' | 'PRODUCTS_AND_PAGE';
export type ProductTypeId =
  'simple' | 'configurable' | 'bundle' | 'grouped' | 'virtual' | 'downloadable';
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Ids from the root down to this category, joined with '/' (Magento's path). */
  path: Generated<string>;
  level: Generated<number>;
  position: Generated<number>;
  name: string;
  url_key: Generated<string>;
  url_path: Generated<string>;
  display_mode: Generated<DisplayMode>;
  is_quickshop: Generated<boolean>;
  custom_class: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  /** Path under MEDIA_DIR. */
  image: string | null;
  is_active: Generated<boolean>;
  include_in_menu: Generated<boolean>;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
  /** Migration 0006 (Magento's is_anchor): lists its subcategories' products too. */
  is_anchor: Generated<boolean>;
}

export interface CategoryStoreValuesTable {
  category_id: number;
  store_view_id: number;
  name: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  type_id: ProductTypeId;
  sku: string;
  url_key: string;
  name: string;
  description: string | null;
  short_description: string | null;
  /** Migration 0005: a lead paragraph (HTML) at the head of the product page. */
  head_description: ColumnType<string | null, string | null | undefined, string | null>;
  tag_line: string | null;
  care: string | null;
  details: string | null;
  /** string[] */
  fabric: Json<string[]>;
  /** Badge labels, string[] */
  badges: Json<string[]>;
  product_promo_block_type: string | null;
  has_size_guide_table: Generated<boolean>;
  is_returnable: Generated<boolean>;
  is_product_alert_available: Generated<boolean>;
  /** `loomfront_color_descriptive` */
  color_descriptive: string | null;
  category_collection_link_label: string | null;
  category_collection_link_url_path: string | null;
  category_collection_link_icon_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  /** 1 enabled, 2 disabled (Magento). */
  status: Generated<number>;
  /** 1 not visible individually, 2 catalog, 3 search, 4 catalog and search (Magento). */
  visibility: Generated<number>;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
  /** Migration 0006: in the store's weight unit; null for virtual goods and dynamic weights. */
  weight: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0006: ISO 3166-1 alpha-2 code. */
  country_of_manufacture: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0010: Magento's news_from_date ("Set Product as New from"), the Newest sort. */
  news_from_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * Migration 0009: a product's texts in one store view (Magento's store-view scoped values);
 * a null column shows the product's own value.
 */
export interface ProductStoreValuesTable {
  product_id: number;
  store_view_id: number;
  name: string | null;
  short_description: string | null;
  description: string | null;
  head_description: string | null;
  tag_line: string | null;
  care: string | null;
  details: string | null;
  fabric: Json<string[]> | null;
  badges: Json<string[]> | null;
  color_descriptive: string | null;
  category_collection_link_label: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface ProductWebsitesTable {
  product_id: number;
  website_id: number;
}

export interface CategoryProductsTable {
  category_id: number;
  product_id: number;
  position: Generated<number>;
}

export interface AttributesTable {
  id: Generated<number>;
  code: string;
  label: string;
  input_type: Generated<'select' | 'multiselect'>;
  is_filterable: Generated<boolean>;
  position: Generated<number>;
}

export interface AttributeOptionsTable {
  id: Generated<number>;
  attribute_id: number;
  label: string;
  /** Hex colour or image path for swatches. */
  swatch_value: string | null;
  position: Generated<number>;
}

/** Migration 0008: an attribute's label in one store view (Magento's eav_attribute_label). */
export interface AttributeStoreLabelsTable {
  attribute_id: number;
  store_view_id: number;
  label: string;
}

/** Migration 0008: an option's label in one store view (eav_attribute_option_value per store). */
export interface AttributeOptionStoreLabelsTable {
  option_id: number;
  store_view_id: number;
  label: string;
}

export interface ProductAttributeValuesTable {
  product_id: number;
  attribute_id: number;
  option_id: number;
}

export interface ConfigurableAttributesTable {
  product_id: number;
  attribute_id: number;
  label: string | null;
  position: Generated<number>;
  /** Migration 0006: Magento's product_super_attribute_id. */
  id: Generated<number>;
}

export interface ConfigurableLinksTable {
  parent_id: number;
  child_id: number;
}

export interface BundleOptionsTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  type: Generated<'select' | 'radio' | 'checkbox' | 'multi'>;
  required: Generated<boolean>;
  position: Generated<number>;
}

export interface BundleSelectionsTable {
  id: Generated<number>;
  option_id: number;
  product_id: number;
  qty: NumericWithDefault;
  can_change_qty: Generated<boolean>;
  is_default: Generated<boolean>;
  position: Generated<number>;
}

export interface GroupedLinksTable {
  parent_id: number;
  child_id: number;
  qty: NumericWithDefault;
  position: Generated<number>;
}

export interface ProductPricesTable {
  product_id: number;
  website_id: number;
  currency_code: string;
  price_minor: number;
  special_price_minor: number | null;
  special_from: Timestamp | null;
  special_to: Timestamp | null;
}

export interface InventoryTable {
  product_id: number;
  qty: Generated<number>;
  reserved: Generated<number>;
  /** max(qty − reserved, 0), computed by the database. */
  saleable_qty: ReadOnly<number | null>;
  stock_status: Generated<StockStatus>;
  manage_stock: Generated<boolean>;
}

export interface ProductMediaTable {
  id: Generated<number>;
  product_id: number;
  media_type: Generated<'image' | 'external-video'>;
  file: string;
  desktop_file: string | null;
  mobile_file: string | null;
  label: string | null;
  position: Generated<number>;
  disabled: Generated<boolean>;
  /** image, small_image, thumbnail, hover_image, horizontal_image, vertical_image, … */
  roles: Json<string[]>;
  video_provider: string | null;
  video_url: string | null;
  video_title: string | null;
  video_description: string | null;
  video_metadata: string | null;
}

/** Migration 0009: an image's or video's texts in one store view (media gallery value per store). */
export interface ProductMediaStoreLabelsTable {
  media_id: number;
  store_view_id: number;
  label: string;
  /** A video's title and description; null shows the video's own. */
  video_title: string | null;
  video_description: string | null;
}

/** Migration 0009: a bundle option's title in one store view (bundle option value per store). */
export interface BundleOptionStoreTitlesTable {
  option_id: number;
  store_view_id: number;
  title: string;
}

/** Migration 0009: a downloadable link's title in one store view (downloadable_link_title). */
export interface DownloadableLinkStoreTitlesTable {
  link_id: number;
  store_view_id: number;
  title: string;
}

export interface ProductLinksTable {
  product_id: number;
  linked_product_id: number;
  link_type: 'related' | 'upsell' | 'crosssell';
  position: Generated<number>;
}

/** Migration 0006: Magento's downloadable_link, the files a downloadable product delivers. */
export interface DownloadableLinksTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  sample_url: string | null;
  sort_order: Generated<number>;
}

export interface UrlRewritesTable {
  id: Generated<number>;
  store_view_id: number | null;
  entity_type: 'product' | 'category' | 'cms_page';
  entity_id: number;
  request_path: string;
  target_path: string;
  /** 0 for a direct match, else 301/302 towards target_path. */
  redirect_code: Generated<number>;
}

export interface CatalogTables extends CatalogIndexTables {
  categories: CategoriesTable;
  category_store_values: CategoryStoreValuesTable;
  products: ProductsTable;
  product_store_values: ProductStoreValuesTable;
  product_websites: ProductWebsitesTable;
  category_products: CategoryProductsTable;
  attributes: AttributesTable;
  attribute_options: AttributeOptionsTable;
  attribute_store_labels: AttributeStoreLabelsTable;
  attribute_option_store_labels: AttributeOptionStoreLabelsTable;
  product_attribute_values: ProductAttributeValuesTable;
  configurable_attributes: ConfigurableAttributesTable;
  configurable_links: ConfigurableLinksTable;
  bundle_options: BundleOptionsTable;
  bundle_option_store_titles: BundleOptionStoreTitlesTable;
  bundle_selections: BundleSelectionsTable;
  grouped_links: GroupedLinksTable;
  product_prices: ProductPricesTable;
  inventory: InventoryTable;
  product_media: ProductMediaTable;
  product_media_store_labels: ProductMediaStoreLabelsTable;
  product_links: ProductLinksTable;
  downloadable_links: DownloadableLinksTable;
  downloadable_link_store_titles: DownloadableLinkStoreTitlesTable;
  url_rewrites: UrlRewritesTable;
}

export type Category = Selectable<CategoriesTable>;
export type Product = Selectable<ProductsTable>;
export type ProductMedia = Selectable<ProductMediaTable>;
export type ProductPrice = Selectable<ProductPricesTable>;
