// The product page's own view of a product: the reshaper fills it from the ProductDetail answer,
// components read only this (so the GraphQL shape is mapped in one place).
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
}

export interface BundleOptionView {
  uid: string;
  label: string;
  quantity: number;
  isDefault: boolean;
  price: Money | null;
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
  qty: number;
  price: Money;
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
  details: string;
  care: string;
  fabric: string;
  metaTitle: string | null;
  metaDescription: string | null;
  priceRange: PriceRangeInput;
  stockStatus: StockStatus | null;
  saleableQty: number | null;
  isReturnable: boolean;
  isProductAlertAvailable: boolean;
  hasSizeGuideTable: boolean;
  promoBlockType: string | null;
  colorDescriptive: string | null;
  categoryCollectionLink: { label: string; urlPath: string; iconUrl: string | null } | null;
  categories: { name: string; urlPath: string }[];
  gallery: MediaGalleryEntryInput[];
  configurableOptions: ConfigurableOption[];
  variants: Variant<VariantPayload>[];
  bundleItems: BundleItemView[];
  groupedItems: GroupedItemView[];
  ratingSummary: number;
  reviewCount: number;
  reviews: ReviewView[];
  related: ProductCardView[];
  upsell: ProductCardView[];
}
