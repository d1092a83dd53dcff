// The wish list's pure rules: which wish list an id names, the bounds on what a request may ask,
// how a bundle's chosen options are read from Magento's uids, and when two items are the same
// thing (so adding it again adds to its quantity, as Magento's Wishlist::addNewItem does).
import type { StoredBundleSelection } from './tables';

/** Items one wish list keeps. */
export const MAX_WISHLIST_ITEMS = 100;
/** Entries one add, update or remove request may list. */
export const MAX_ITEMS_PER_REQUEST = 100;
/** The largest quantity of one item (the sum, when the same item is added again). */
export const MAX_ITEM_QUANTITY = 10_000;
/** Options one entry may choose (selected and entered together). */
export const MAX_OPTIONS_PER_ITEM = 20;
/** A customer's comment about an item. */
export const MAX_DESCRIPTION_LENGTH = 1_000;
/** Magento's sku column holds 64 characters: a longer one names no product. */
export const MAX_SKU_LENGTH = 64;

export const WISHLIST_NOT_FOUND = 'The wishlist was not found.';
export const GUEST_REFUSED = 'The current user cannot perform operations on wishlist';
export const QUANTITY_ZERO = 'The quantity of a wish list item cannot be 0';
export const QUANTITY_OUT_OF_RANGE = `The quantity of a wish list item must be a whole number from 1 to ${MAX_ITEM_QUANTITY}.`;
export const OPTIONS_NOT_AVAILABLE = 'The options you selected are not available.';
export const DESCRIPTION_TOO_LONG = `The description of a wish list item may be at most ${MAX_DESCRIPTION_LENGTH} characters.`;
export const WISHLIST_FULL = `A wish list can keep at most ${MAX_WISHLIST_ITEMS} items. Remove one and try again.`;
export const ITEM_NOT_SPECIFIED = "We can't specify a wish list item.";

export const productNotFound = (sku: string) => `Could not find a product with SKU "${sku}"`;
export const itemNotInWishlist = (id: string) =>
  `The wishlist item with ID "${id}" does not belong to the wishlist`;
export const tooManyEntries = (what: string) =>
  `A request may list at most ${MAX_ITEMS_PER_REQUEST} ${what}.`;
export const tooManyOptions = `A wish list item may choose at most ${MAX_OPTIONS_PER_ITEM} options.`;

/**
 * The wish list an argument names: 'default' for 0 (the customer's own, made on first use, as the
 * spec's storefront sends), a positive id, or null for anything else (answered as not found).
 */
export function wishlistIdOf(raw: string): number | 'default' | null {
  const id = raw.trim();
  if (id === '0') return 'default';
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const numeric = Number(id);
  return numeric <= 2_147_483_647 ? numeric : null;
}

/** An item id as sent, as a number, or null when it can name no item. */
export function itemIdOf(raw: string): number | null {
  const id = raw.trim();
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const numeric = Number(id);
  return numeric <= 2_147_483_647 ? numeric : null;
}

/** Null when the quantity may be kept, else the user error's message. */
export function quantityProblem(quantity: number): string | null {
  if (quantity === 0) return QUANTITY_ZERO;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ITEM_QUANTITY) {
    return QUANTITY_OUT_OF_RANGE;
  }
  return null;
}

/** A bundle selection chosen by uid, before it is checked against the bundle's options. */
export interface BundleChoice {
  optionId: number;
  selectionId: number;
  quantity: number;
}

const POSITIVE = /^[1-9]\d{0,9}$/;

function decoded(uid: string): string | null {
  const text = Buffer.from(uid, 'base64').toString('utf8');
  return Buffer.from(text, 'utf8').toString('base64') === uid.trim() ? text : null;
}

/**
 * A bundle's choices from Magento's uids: a selected option is base64 of
 * "bundle/<option>/<selection>/<quantity>"; an entered option is base64 of
 * "bundle/<option>/<selection>" with the quantity as its value. Null when any uid is not one.
 */
export function bundleChoicesOf(
  selected: readonly string[],
  entered: ReadonlyArray<{ uid: string; value: string }>,
): BundleChoice[] | null {
  const choices: BundleChoice[] = [];
  for (const uid of selected) {
    const parts = decoded(uid)?.split('/');
    if (!parts || parts.length !== 4 || parts[0] !== 'bundle') return null;
    if (!parts.slice(1).every((part) => POSITIVE.test(part))) return null;
    choices.push({
      optionId: Number(parts[1]),
      selectionId: Number(parts[2]),
      quantity: Number(parts[3]),
    });
  }
  for (const { uid, value } of entered) {
    const parts = decoded(uid)?.split('/');
    if (!parts || parts.length !== 3 || parts[0] !== 'bundle') return null;
    if (!parts.slice(1).every((part) => POSITIVE.test(part))) return null;
    if (!POSITIVE.test(value.trim())) return null;
    choices.push({
      optionId: Number(parts[1]),
      selectionId: Number(parts[2]),
      quantity: Number(value.trim()),
    });
  }
  return choices;
}

/** Bundle selections in one order, so the same choice reads the same whichever order it came in. */
export function sortedSelections(
  selections: readonly StoredBundleSelection[],
): StoredBundleSelection[] {
  return [...selections].sort(
    (a, b) => a.option_id - b.option_id || a.selection_id - b.selection_id,
  );
}

/** What makes two items the same thing: the product, the chosen child, the chosen selections. */
export interface ItemConfiguration {
  productId: number;
  childProductId: number | null;
  bundleOptions: readonly StoredBundleSelection[];
}

export function sameConfiguration(a: ItemConfiguration, b: ItemConfiguration): boolean {
  return (
    a.productId === b.productId &&
    a.childProductId === b.childProductId &&
    JSON.stringify(sortedSelections(a.bundleOptions)) ===
      JSON.stringify(sortedSelections(b.bundleOptions))
  );
}
