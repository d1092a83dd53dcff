// The listing card as the browser receives it: a compact, already formatted record per product.
// A server-rendered card is sent twice (HTML and its RSC payload); a client card sends its HTML
// and this record, about a fifth of the markup, which halves a category page.
import { formatMoney } from '@/lib/catalog/money';
import { priceDisplay } from '@/lib/catalog/price-display';
import { cardSwatches } from '@/lib/catalog/swatches';
import type { ProductCardView } from '@/lib/commerce/types/catalog';

export interface CardData {
  uid: string;
  /** The product's sku and __typename: what a wish list add sends and matches (spec §4). */
  sku: string;
  type: string;
  name: string;
  href: string;
  tagLine: string | null;
  text: string | null;
  /**
   * Images: grid, grid hover, list, list hover (null when missing), each a path or, for a catalog
   * image, only its file name (compactImage; read back with imagePath).
   */
  images: [string | null, string | null, string | null, string | null];
  alt: string;
  badges: string[];
  /** Shown swatches: [label, CSS colour, selected]. */
  colors: Array<[string, string | null, boolean]>;
  moreColors: number;
  price: { shown: string; regular: string | null; percent: number | null; from: boolean } | null;
  stock: 'in' | 'out' | 'notify' | number;
  /** The average rating and its maximum, with the review count; null without reviews. */
  rating: { score: number; max: number; reviews: number } | null;
  /** In a quick-shop category (is_quickshop), the url_key the quick view loads; else absent. */
  quick?: string;
  /**
   * The sku a card adds to the cart by itself (an in-stock product without options: simple,
   * virtual, downloadable); absent for the rest, which are chosen on their page.
   */
  add?: string;
}

/** Product types a card adds by sku alone (no options to choose). */
const CARD_ADDABLE_TYPES = new Set(['SimpleProduct', 'VirtualProduct', 'DownloadableProduct']);

/** Catalog images are stored as /media/catalog/<first two characters of the file>/<file>.webp. */
const CATALOG_IMAGE = /^\/media\/catalog\/([0-9a-z]{2})\/(\1[\w-]*)\.webp$/;

/**
 * A catalog image as its file's stem alone: 144 paths on a page of 36 cards repeat the folders
 * and the extension, and the card record is sent with the page. Any other path is kept whole.
 */
export function compactImage(src: string | null | undefined): string | null {
  if (!src) return null;
  return CATALOG_IMAGE.exec(src)?.[2] ?? src;
}

/** The path of a card image that compactImage shortened (a path or URL is returned as it is). */
export function imagePath(value: string): string;
export function imagePath(value: string | null): string | null;
export function imagePath(value: string | null): string | null {
  if (!value || !/^[\w-]+$/.test(value)) return value;
  return `/media/catalog/${value.slice(0, 2)}/${value}.webp`;
}

export function cardData(
  product: ProductCardView,
  intlLocale: string,
  selectedColors: readonly string[] = [],
  { quickShop = false }: { quickShop?: boolean } = {},
): CardData {
  const { shown, more } = cardSwatches(product.colors);
  const selected = shown.find((c) => c.value !== null && selectedColors.includes(c.value));
  const price = priceDisplay(product.price_range, product.typename);
  const regular = formatMoney(price.regular, intlLocale);
  const special = price.special ? formatMoney(price.special, intlLocale) : null;
  const grid = product.images.vertical ?? product.image;
  const { stock } = product;
  return {
    uid: product.uid,
    sku: product.sku,
    type: product.typename,
    name: product.name,
    href: product.href,
    tagLine: product.tagLine,
    text: product.shortDescription,
    images: [
      compactImage(grid?.src),
      compactImage((product.images.verticalHover ?? product.hoverImage)?.src),
      compactImage(product.images.horizontal?.src),
      compactImage(product.images.horizontalHover?.src),
    ],
    alt: grid?.alt ?? product.images.horizontal?.alt ?? product.name,
    badges: product.badges,
    colors: shown.map((c) => [c.label, c.swatch, c === selected]),
    moreColors: more,
    price: regular
      ? {
          shown: special ?? regular,
          regular: special ? regular : null,
          percent: special ? price.discountPercent : null,
          from: price.fromLabel,
        }
      : null,
    stock: !stock.inStock ? (stock.notifyMe ? 'notify' : 'out') : (stock.onlyLeft ?? 'in'),
    rating:
      product.reviewCount > 0
        ? {
            score: product.rating.score,
            max: product.rating.max,
            reviews: product.reviewCount,
          }
        : null,
    // Only quick-shop categories carry it, so other listings' pages do not grow.
    ...(quickShop && product.urlKey ? { quick: product.urlKey } : {}),
    ...(CARD_ADDABLE_TYPES.has(product.typename) && stock.inStock ? { add: product.sku } : {}),
  };
}
