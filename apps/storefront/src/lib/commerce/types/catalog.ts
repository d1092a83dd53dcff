// Catalog view models: what the registry's catalog methods answer and the components render.
// Field names are ours (camelCase) except where spec §7's middleware callers read Magento's path
// (`products.items[].price_range`, `categoryList[].url_path`), which the answer keeps.
import type { Money } from '@/lib/catalog/money';
import type { PriceRangeInput } from '@/lib/catalog/price-display';
import type { Rating } from '@/lib/catalog/rating';

export interface CardImage {
  /** Local /media/... path (see lib/media/media-url.ts). */
  src: string;
  alt: string;
}

export interface CardColor {
  label: string;
  /** CSS colour of the swatch, e.g. '#e8dccb'. */
  swatch: string | null;
  /** The colour's option id, as the colour facet names it (null when unknown). */
  value: string | null;
}

/** Spec §3 listing item: stock_status, only_x_left_in_stock, saleable_qty, product alerts. */
export interface CardStock {
  inStock: boolean;
  /** Magento's "only X left" (null above the store's threshold). */
  onlyLeft: number | null;
  saleableQty: number | null;
  /** Out of stock, and the shopper may ask to be told when it is back (notify-me). */
  notifyMe: boolean;
}

/** The card's images by layout (spec §3): horizontal for list view, vertical for grid view. */
export interface CardImageSet {
  horizontal: CardImage | null;
  horizontalHover: CardImage | null;
  vertical: CardImage | null;
  verticalHover: CardImage | null;
}

/** Spec §3 configurable_options, in full, for callers that pick a variant from a card. */
export interface CardConfigurableOption {
  attributeCode: string;
  attributeUid: string;
  label: string | null;
  position: number | null;
  uid: string;
  useDefault: boolean | null;
  values: Array<{
    label: string | null;
    uid: string | null;
    sku: string | null;
    saleableQty: number | null;
  }>;
}

export interface CardGroupedItem {
  uid: string;
  sku: string | null;
  name: string | null;
  qty: number | null;
}

/** One product as every card shows it: listing and search pages, related and upsell carousels. */
export interface ProductCardView {
  uid: string;
  sku: string;
  name: string;
  /** Site path without locale prefix, e.g. /aurelia-sateen-bed-linen-set. */
  href: string;
  /** The product's url_key (productDetail's argument); absent on carousel cards. */
  urlKey?: string | null;
  typename: string;
  tagLine: string | null;
  /** short_description.html as plain text, shortened for a card. */
  shortDescription: string | null;
  image: CardImage | null;
  hoverImage: CardImage | null;
  images: CardImageSet;
  badges: string[];
  colors: CardColor[];
  stock: CardStock;
  /** Magento's name: middleware callers read products.items[].price_range (spec §7). */
  price_range: PriceRangeInput;
  /** price_range.maximum_price.final_price: a configurable's dearest variant. */
  maxPrice: Money | null;
  configurableOptions: CardConfigurableOption[];
  groupedItems: CardGroupedItem[];
  rating: Rating;
  reviewCount: number;
}

export interface FacetOptionView {
  value: string;
  label: string;
  count: number;
  swatch: string | null;
}

export interface FacetView {
  code: string;
  label: string;
  options: FacetOptionView[];
}

export interface SortOptionView {
  value: string;
  label: string;
}

/** One page of a listing (category or search). */
export interface ProductListingView {
  items: ProductCardView[];
  facets: FacetView[];
  sortOptions: SortOptionView[];
  defaultSort: string | null;
  /** "Did you mean" searches (Magento 2.4.7 suggestions); empty without a search term. */
  suggestions: string[];
  totalCount: number;
  totalPages: number;
}

/** products: the listing under Magento's path; null when commerce answers no products. */
export interface ProductsView {
  products: ProductListingView | null;
}

/** A root category has no path: it is listed, but cannot be linked. */
export interface CategoryView {
  uid: string;
  name: string | null;
  /** Site path without locale prefix: url_path + url_suffix; null without a url_path. */
  href: string | null;
  url_path: string | null;
}

/** categoryList, getCategoryList and categorySearch (spec §7: they read categoryList). */
export interface CategoryListView {
  categoryList: CategoryView[];
}

/** One link in the search overlay's results. */
export interface SearchHit {
  key: string;
  label: string;
  href: string;
  image: string | null;
  /** Products only: the price to show beside the hit. */
  price?: { priceRange: PriceRangeInput; typename: string };
}
