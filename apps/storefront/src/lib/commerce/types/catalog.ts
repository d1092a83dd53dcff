// Catalog view models: what the registry's catalog methods answer and the components render.
// Field names are ours (camelCase) except where spec §7's middleware callers read Magento's path
// (`products.items[].price_range`, `categoryList[].url_path`), which the answer keeps.
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
}

/** One product as every card shows it: listing and search pages, related and upsell carousels. */
export interface ProductCardView {
  uid: string;
  sku: string;
  name: string;
  /** Site path without locale prefix, e.g. /aurelia-sateen-bed-linen-set. */
  href: string;
  typename: string;
  tagLine: string | null;
  image: CardImage | null;
  hoverImage: CardImage | null;
  badges: string[];
  colors: CardColor[];
  /** Magento's name: middleware callers read products.items[].price_range (spec §7). */
  price_range: PriceRangeInput;
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
}
