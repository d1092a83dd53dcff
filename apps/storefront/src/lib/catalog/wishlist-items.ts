// Which products the wish list holds, and what adding one sends (commerce-core §4 "Wishlist",
// presentation-discovery §7). Pure, so the wish list state only dispatches.

/** What the storefront knows of a product it may add: a card's or the product page's. */
export interface WishlistProductRef {
  uid: string;
  sku: string;
  /** Magento's __typename, e.g. ConfigurableProduct. */
  typename: string;
}

/** The add-item input the spec sends: sku, quantity, parent_sku, entered_options. */
export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  entered_options?: Array<{ uid: string; value: string }>;
}

/** Spec §10: a wish list add is always quantity 1. */
export const WISHLIST_ADD_QUANTITY = 1;

/** Spec §8: the log line of a type the wish list cannot take yet. */
export const unsupportedTypeMessage = (type: string) =>
  `Product Type ${type} not supported in add to wishlist yet`;

/** Spec §8: the log line of an add without a customer token. */
export const NOT_AUTHENTICATED_MESSAGE = 'Need to be authenticated to add a product to wishlist';

/** Types added by their own sku (spec §4). */
const OWN_SKU_TYPES: ReadonlySet<string> = new Set([
  'VirtualProduct',
  'DownloadableProduct',
  'GroupedProduct',
  'GiftCardProduct',
  'SimpleProduct',
]);

/** Spec §4: a product is in the wish list when an item matches it on sku and uid. */
export function wishlistItemOf<T extends { product: { sku: string; uid: string } }>(
  items: readonly T[] | null | undefined,
  product: { sku: string; uid: string },
): T | null {
  return (
    items?.find((item) => item.product.sku === product.sku && item.product.uid === product.uid) ??
    null
  );
}

export type WishlistInputOutcome =
  { kind: 'item'; input: WishlistItemInput } | { kind: 'unsupported'; message: string };

/**
 * Spec §4: the add input of a product. Simple, virtual, downloadable, grouped and gift card: their
 * own sku. Configurable: the selected variant's sku with parent_sku the product's (before a
 * variant is chosen, e.g. from a card, the product's own sku). Bundle: its sku with empty entered
 * options. Any other type is unsupported.
 */
export function wishlistItemInput(
  product: WishlistProductRef,
  selectedVariantSku: string | null = null,
): WishlistInputOutcome {
  const quantity = WISHLIST_ADD_QUANTITY;
  if (OWN_SKU_TYPES.has(product.typename)) {
    return { kind: 'item', input: { sku: product.sku, quantity } };
  }
  if (product.typename === 'ConfigurableProduct') {
    return {
      kind: 'item',
      input: { sku: selectedVariantSku ?? product.sku, quantity, parent_sku: product.sku },
    };
  }
  if (product.typename === 'BundleProduct') {
    return { kind: 'item', input: { sku: product.sku, quantity, entered_options: [] } };
  }
  return { kind: 'unsupported', message: unsupportedTypeMessage(product.typename) };
}
