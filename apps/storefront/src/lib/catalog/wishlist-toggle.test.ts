import { describe, expect, it } from 'vitest';
import { nextWishlistState, wishlistToggle, wishlistToggleLabelKey } from './wishlist-toggle';

describe('nextWishlistState', () => {
  it('emits the opposite of the current state', () => {
    expect(nextWishlistState(false)).toBe(true);
    expect(nextWishlistState(true)).toBe(false);
  });
});

describe('wishlistToggle', () => {
  it('asks a guest to log in or register instead of toggling', () => {
    expect(wishlistToggle({ signedIn: false, isInWishlist: false })).toEqual({
      kind: 'login-required',
    });
    expect(wishlistToggle({ signedIn: false, isInWishlist: true })).toEqual({
      kind: 'login-required',
    });
  });

  it('toggles to the opposite state for a signed-in customer', () => {
    expect(wishlistToggle({ signedIn: true, isInWishlist: false })).toEqual({
      kind: 'toggle',
      next: true,
    });
    expect(wishlistToggle({ signedIn: true, isInWishlist: true })).toEqual({
      kind: 'toggle',
      next: false,
    });
  });
});

describe('wishlistToggleLabelKey', () => {
  it('labels the toggle by what pressing it does', () => {
    expect(wishlistToggleLabelKey(false)).toBe('add');
    expect(wishlistToggleLabelKey(true)).toBe('remove');
  });
});
