// Wish list view models (commerce-core §4 "Wishlist"): what the registry's wish list methods
// answer and the wish list state, page and sidebar render.
import type { Money } from '@/lib/catalog/money';
import type { UserError } from './user-errors';

/** One chosen option of an item, e.g. { label: 'Size', value: '200 × 220 cm' }. */
export interface WishlistItemOption {
  label: string;
  value: string;
}

export interface WishlistItemView {
  /** The wish list item's id (removeProductsFromWishlist, addWishlistItemsToCart). */
  id: string;
  quantity: number;
  /** Magento's item type, e.g. ConfigurableWishlistItem. */
  typename: string;
  /** The item's product: for a configurable, the parent (the chosen variant is childSku). */
  product: {
    uid: string;
    sku: string;
    name: string;
    typename: string;
    /** Site path without locale prefix; null when the product has no address. */
    href: string | null;
    image: { src: string; alt: string } | null;
    price: { final: Money; regular: Money };
    inStock: boolean;
    /** Magento's "only X left" (null above the store's threshold). */
    onlyLeft: number | null;
  };
  /** The configurable's chosen variant sku; null for other types. */
  childSku: string | null;
  /** Chosen configurable options, or bundle selections ("2 × Pillowcase"). */
  options: WishlistItemOption[];
}

export interface WishlistView {
  id: string;
  itemsCount: number;
  items: WishlistItemView[];
}

/** What a wish list mutation answers: the wish list after it, and its user errors. */
export interface WishlistChangeView {
  wishlist: WishlistView | null;
  userErrors: UserError[];
}
