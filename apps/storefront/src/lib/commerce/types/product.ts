// Product view models: the product page's own view of a product (productDetail) and the other
// product methods' answers. Components read only these, so the GraphQL shape is mapped in one place.
import type { Money } from '@/lib/catalog/money';
import type { PriceRangeInput } from '@/lib/catalog/price-display';
import type { ConfigurableOption, Variant } from '@/lib/product/configurable';
import type { MediaGalleryEntryInput } from '@/lib/product/gallery';
import type { RatingBreakdownEntry } from '@/lib/product/review-rules';
import type { StockStatus } from '@/lib/product/stock-rules';
import type { ProductCardView } from './catalog';

export interface VariantPayload {
  price_range: PriceRangeInput;
  media_gallery: MediaGalleryEntryInput[];
  /** The variant's own descriptive colour, such as 'midnight navy'. */
  color_descriptive: string | null;
}

export interface PriceRangeWithMaximum extends PriceRangeInput {
  maximum_price?: { regular_price: Money; final_price: Money } | null;
}

/** One step of the product's category path, top level first. */
export interface BreadcrumbStep {
  name: string;
  urlPath: string;
}

export interface BundleOptionView {
  uid: string;
  label: string;
  quantity: number;
  isDefault: boolean;
  /** The part's own final price (what a dynamic bundle charges per unit). */
  price: Money | null;
  /** A fixed bundle's surcharge for this selection (BundleItemOption.price and price_type). */
  surcharge: { value: number; type: 'FIXED' | 'PERCENT' | 'DYNAMIC' } | null;
}

export interface BundleItemView {
  uid: string;
  title: string;
  required: boolean;
  type: string;
  options: BundleOptionView[];
}

export interface GroupedItemView {
  sku: string;
  name: string;
  /** The child's own page (first url rewrite, else url_key), null when it has none. */
  href: string | null;
  /** The default quantity (GroupedProductItem.qty). */
  qty: number;
  priceRange: PriceRangeInput;
  stockStatus: StockStatus | null;
}

export interface ReviewView {
  nickname: string;
  createdAt: string;
  summary: string;
  text: string;
  breakdown: RatingBreakdownEntry[];
}

export interface ProductView {
  typename: string;
  uid: string;
  sku: string;
  name: string;
  urlKey: string;
  tagLine: string | null;
  badges: string[];
  description: string;
  shortDescription: string;
  /** The lead paragraph above the fold (head_description), as text; empty when none. */
  headDescription: string;
  details: string;
  care: string;
  fabric: string;
  metaTitle: string | null;
  metaDescription: string | null;
  priceRange: PriceRangeWithMaximum;
  stockStatus: StockStatus | null;
  saleableQty: number | null;
  isReturnable: boolean;
  isProductAlertAvailable: boolean;
  hasSizeGuideTable: boolean;
  promoBlockType: string | null;
  colorDescriptive: string | null;
  categoryCollectionLink: { label: string; urlPath: string; iconUrl: string | null } | null;
  categories: { name: string; urlPath: string }[];
  /** The deepest category's full path, top level first (the breadcrumb between home and product). */
  breadcrumb: BreadcrumbStep[];
  gallery: MediaGalleryEntryInput[];
  /** Editorial images for the custom gallery block (never part of the main gallery). */
  customGallery: MediaGalleryEntryInput[];
  configurableOptions: ConfigurableOption[];
  variants: Variant<VariantPayload>[];
  bundleItems: BundleItemView[];
  /** Dynamic (priced from its parts) or fixed (its own price); only meaningful for bundles. */
  bundleDynamicPrice: boolean;
  groupedItems: GroupedItemView[];
  ratingSummary: number;
  reviewCount: number;
  reviews: ReviewView[];
  related: ProductCardView[];
  upsell: ProductCardView[];
}

/** relatedProduct: the carousels of a product; null when the url_key is unknown. */
export interface RelatedProductsView {
  related: ProductCardView[];
  upsell: ProductCardView[];
}

/** productReview: one page of a product's reviews; null when the url_key is unknown. */
export interface ProductReviewsView {
  sku: string;
  ratingSummary: number;
  reviewCount: number;
  reviews: ReviewView[];
  currentPage: number;
  totalPages: number;
}

/** productReviewRatingsMetadata: what a review form asks to rate. */
export interface RatingMetadataView {
  id: string;
  name: string;
  values: { value: string; valueId: string }[];
}

/** subscribeProductAlertStock (spec: back-in-stock alert). */
export interface StockAlertView {
  success: boolean;
}
