// A ProductDetail item for tests: every field the operation asks for, empty unless overridden.
import type { ProductDetailItem } from './product-options';

const money = (value: number) => ({ value, currency: 'EUR' as const });

export const priceRange = (regular: number, final = regular) => ({
  minimum_price: { regular_price: money(regular), final_price: money(final) },
});

const base: ProductDetailItem = {
  __typename: 'SimpleProduct',
  uid: 'MQ==',
  sku: 'LF-1',
  name: 'Aurelia Sateen Bed Linen Set',
  url_key: 'aurelia-sateen-bed-linen-set',
  tag_line: null,
  details: null,
  care: null,
  fabric: null,
  meta_title: null,
  meta_description: null,
  stock_status: null,
  saleable_qty: null,
  is_returnable: null,
  is_product_alert_available: null,
  has_size_guide_table: null,
  product_promo_block_type: null,
  loomfront_color_descriptive: null,
  rating_summary: 0,
  review_count: 0,
  badges: null,
  description: null,
  short_description: null,
  category_collection_link: null,
  categories: null,
  price_range: { ...priceRange(249, 199), maximum_price: null },
  media_gallery: null,
  custom_gallery: null,
  head_description: null,
  reviews: { items: [] },
  related_products: null,
  upsell_products: null,
};

/** Overrides may change the product type (e.g. to BundleProduct with its items). */
export function productDetailItem(overrides: Record<string, unknown> = {}): ProductDetailItem {
  return { ...base, ...overrides } as ProductDetailItem;
}
