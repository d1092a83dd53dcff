// The demo catalog as plain typed data, independent of the table layout: seed steps map it to
// rows. Money is integer minor units; dates are fixed ISO strings (never the clock).
import type { ColorName } from '../../media/palette';
import type { ImageRecipe } from '../../media/patterns';

export type ProductType =
  'simple' | 'configurable' | 'bundle' | 'grouped' | 'virtual' | 'downloadable';

export const WEBSITE_CURRENCIES = [
  { website: 'loomfront_int_website', currency: 'EUR' },
  { website: 'loomfront_at_website', currency: 'EUR' },
  { website: 'loomfrontcom_me', currency: 'AED' },
  { website: 'loomfrontcom_me', currency: 'SAR' },
  { website: 'loomfrontcom_us', currency: 'USD' },
] as const;

export interface DemoPrice {
  website: (typeof WEBSITE_CURRENCIES)[number]['website'];
  currency: (typeof WEBSITE_CURRENCIES)[number]['currency'];
  /** Minor units. */
  regular: number;
  special?: { amount: number; from?: string; to?: string };
}

/** Store views with their own texts in the demo: Austria (German). */
export type DemoStoreView = 'at';

export interface DemoCategoryTexts {
  name: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
}

export interface DemoCategory {
  urlKey: string;
  /** e.g. `bed-linen/sateen`. */
  urlPath: string;
  name: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  displayMode: 'PRODUCTS' | 'PAGE' | 'PRODUCTS_AND_PAGE';
  isQuickshop: boolean;
  customClass: string | null;
  image: ImageRecipe;
  position: number;
  children: DemoCategory[];
  /** Store-view overrides of the texts (category_store_values). */
  storeTexts: Partial<Record<DemoStoreView, DemoCategoryTexts>>;
  /** Paths the category had before: each answers a permanent (301) redirect, as Magento keeps. */
  formerUrlPaths: string[];
}

/** Texts in store views of another language: German for `at`. */
export type StoreLabels = Partial<Record<DemoStoreView, string>>;

export interface DemoImage {
  recipe: ImageRecipe;
  label: string;
  /** The label in store views of another language (product_media_store_labels). */
  storeLabels: StoreLabels;
  /** Magento image roles: image, small_image, thumbnail, hover_image … */
  roles: string[];
  disabled: boolean;
}

export interface DemoVideo {
  label: string;
  /** Label, title and description in store views of another language. */
  storeTexts: Partial<Record<DemoStoreView, { label: string; title: string; description: string }>>;
  preview: ImageRecipe;
  url: string;
  title: string;
  description: string;
  provider: 'youtube' | 'vimeo';
}

export interface DemoReview {
  nickname: string;
  summary: string;
  text: string;
  createdAt: string;
  /** The store view it was written in; absent: shown in every store view. */
  storeView?: DemoStoreView;
  /** Rating name → stars 1…5; `Rating` is the star score. */
  ratings: Record<string, number>;
}

/** A product's texts in a store view of another language (product_store_values). */
export interface DemoProductTexts {
  name: string;
  description: string;
  shortDescription: string;
  headDescription: string | null;
  tagLine: string;
  care: string;
  details: string;
  fabric: string[];
  badges: string[];
  colorDescriptive: string | null;
  categoryCollectionLinkLabel: string | null;
  metaTitle: string;
  metaDescription: string;
}

export interface DemoVariant {
  sku: string;
  name: string;
  /** The variant's name and descriptive colour in store views of another language. */
  storeTexts: Partial<Record<DemoStoreView, { name: string; colorDescriptive: string }>>;
  color: ColorName;
  /** The variant's own descriptive colour (loomfront_color_descriptive), such as 'midnight navy'. */
  colorDescriptive: string;
  size: string;
  qty: number;
  prices: DemoPrice[];
  image: ImageRecipe;
}

export interface DemoBundleOption {
  title: string;
  /** The title in store views of another language (bundle_option_store_titles). */
  storeTitles: StoreLabels;
  position: number;
  required: boolean;
  type: 'select' | 'radio' | 'checkbox';
  items: Array<{ sku: string; qty: number; position: number; isDefault: boolean }>;
}

export interface DemoProduct {
  sku: string;
  type: ProductType;
  name: string;
  urlKey: string;
  /** Category url paths; the product is listed in each (and their parents list it too). */
  categories: string[];
  /** Position within its categories (the `position` sort). */
  position: number;
  description: string;
  shortDescription: string;
  /** The lead paragraph at the head of the product page (head_description), HTML. */
  headDescription: string | null;
  tagLine: string;
  care: string;
  details: string;
  fabric: string[];
  material: string;
  color: ColorName | null;
  /** The descriptive colour (`loomfront_color_descriptive`), lower case as stored. */
  colorDescriptive: string | null;
  size: string | null;
  badges: string[];
  promoBlockType: string | null;
  hasSizeGuideTable: boolean;
  isReturnable: boolean;
  isProductAlertAvailable: boolean;
  categoryCollectionLink: { label: string; urlPath: string; icon: ImageRecipe } | null;
  /** Stock of a simple/virtual/downloadable product; composite products derive theirs. */
  qty: number;
  prices: DemoPrice[];
  images: DemoImage[];
  /** Editorial images for the product page's custom gallery block (custom_gallery). */
  customGallery: Array<{ recipe: ImageRecipe; label: string; storeLabels: StoreLabels }>;
  videos: DemoVideo[];
  configurable: { options: Array<'size' | 'color'>; variants: DemoVariant[] } | null;
  bundle: DemoBundleOption[] | null;
  grouped: Array<{ sku: string; qty: number; position: number }> | null;
  downloadable: Array<{ title: string; storeTitles: StoreLabels; sampleUrl: string | null }> | null;
  related: string[];
  upsell: string[];
  reviews: DemoReview[];
  metaTitle: string;
  metaDescription: string;
  /** Store-view texts (product_store_values); every demo product has German ones for `at`. */
  storeTexts: Partial<Record<DemoStoreView, DemoProductTexts>>;
}

export interface DemoMenuNode {
  label: string;
  /** The label in store views that show their own (navigation_menu_node_store_labels). */
  storeLabels: Partial<Record<DemoStoreView, string>>;
  /** The image title in store views that show their own; else the image's title. */
  storeImageTitles?: Partial<Record<DemoStoreView, string>>;
  url: string;
  urlType: 'INTERNAL' | 'EXTERNAL';
  cssClasses: string | null;
  image: { recipe: ImageRecipe; title: string } | null;
  children: DemoMenuNode[];
}

export interface DemoCatalog {
  categories: DemoCategory[];
  products: DemoProduct[];
  menu: { identifier: 'header_navigation'; title: string; nodes: DemoMenuNode[] };
  ratings: Array<{ name: string; position: number }>;
}
