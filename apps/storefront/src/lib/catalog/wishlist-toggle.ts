// The product card's wishlist toggle (presentation-discovery §4 and §6). Pure, so the island only
// renders and dispatches.

/** Spec §6: the message a guest gets, word for word. */
export const WISHLIST_LOGIN_REQUIRED = 'You must log in or register to add items to your wishlist';

export type WishlistToggleOutcome =
  | { kind: 'login-required' }
  /** The state the toggle emits: always the opposite of the current one (spec §4). */
  | { kind: 'toggle'; next: boolean };

/** Spec §4: the wishlist toggle emits the opposite of the current state. */
export function nextWishlistState(isInWishlist: boolean): boolean {
  return !isInWishlist;
}

/** Spec §6: wishlist use requires login; a guest is asked to log in or register instead. */
export function wishlistToggle(input: {
  signedIn: boolean;
  isInWishlist: boolean;
}): WishlistToggleOutcome {
  if (!input.signedIn) return { kind: 'login-required' };
  return { kind: 'toggle', next: nextWishlistState(input.isInWishlist) };
}

/** Spec §4: the label switches between Add to Wishlist and Remove from Wishlist. */
export function wishlistToggleLabelKey(isInWishlist: boolean): 'remove' | 'add' {
  return isInWishlist ? 'remove' : 'add';
}
