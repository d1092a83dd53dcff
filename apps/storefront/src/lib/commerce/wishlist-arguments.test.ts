import { describe, expect, it } from 'vitest';
import {
  addProductsToWishlistArguments,
  addWishlistItemsToCartArguments,
  removeProductsFromWishlistArguments,
  updateProductsInWishlistArguments,
  WISHLIST_MAX_ITEMS,
} from './wishlist-arguments';

describe('the wish list methods refuse what commerce should never see', () => {
  it('accepts the spec’s add: sku and quantity 1, with parent_sku or entered options', () => {
    expect(
      addProductsToWishlistArguments.safeParse({
        items: [
          { sku: 'PILLOW', quantity: 1 },
          { sku: 'DUVET-200', quantity: 1, parent_sku: 'DUVET' },
          { sku: 'SET', quantity: 1, entered_options: [] },
        ],
      }).success,
    ).toBe(true);
  });

  it('refuses a wish list id from the browser: the default wish list is always meant', () => {
    expect(
      addProductsToWishlistArguments.safeParse({
        wishlistId: '9',
        items: [{ sku: 'PILLOW', quantity: 1 }],
      }).success,
    ).toBe(false);
    expect(
      removeProductsFromWishlistArguments.safeParse({ wishlistId: '9', itemIds: ['1'] }).success,
    ).toBe(false);
  });

  it('refuses empty, fractional, negative and huge quantities', () => {
    for (const quantity of [0, -1, 1.5, 10_001]) {
      expect(
        addProductsToWishlistArguments.safeParse({ items: [{ sku: 'PILLOW', quantity }] }).success,
      ).toBe(false);
    }
  });

  it('refuses more items than the wish list page holds, and none at all', () => {
    const ids = Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, i) => String(i + 1));
    expect(removeProductsFromWishlistArguments.safeParse({ itemIds: ids }).success).toBe(false);
    expect(addWishlistItemsToCartArguments.safeParse({ itemIds: [] }).success).toBe(false);
  });

  it('refuses item ids that are not ids, and skus that are too long', () => {
    expect(removeProductsFromWishlistArguments.safeParse({ itemIds: ['1 OR 1=1'] }).success).toBe(
      false,
    );
    expect(
      addProductsToWishlistArguments.safeParse({ items: [{ sku: 'x'.repeat(65), quantity: 1 }] })
        .success,
    ).toBe(false);
  });

  it('bounds an item’s description', () => {
    expect(
      updateProductsInWishlistArguments.safeParse({
        items: [{ wishlist_item_id: '1', description: 'x'.repeat(1001) }],
      }).success,
    ).toBe(false);
  });
});
