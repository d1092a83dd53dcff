// What the wish list methods accept (zod), bounded so no request is unbounded. Pure, for tests.
// Spec §7: add and remove always name the default wish list ('0'), so the browser never sends a
// wish list id; a customer has one (Magento Open Source).
import { z } from 'zod';

/** The most items the storefront reads, or changes in one call (the wish list page's size). */
export const WISHLIST_MAX_ITEMS = 100;
/** The largest quantity a wish list item may be given from the storefront. */
export const WISHLIST_MAX_QUANTITY = 10_000;

const sku = z.string().trim().min(1).max(64);
const itemId = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/);
const quantity = z.number().int().min(1).max(WISHLIST_MAX_QUANTITY);

const enteredOption = z
  .object({ uid: z.string().min(1).max(255), value: z.string().max(255) })
  .strict();

/** One product to add (spec §4): sku and quantity, parent_sku for a configurable's variant, a bundle's entered options. */
export const wishlistItemInput = z
  .object({
    sku,
    quantity,
    parent_sku: sku.optional(),
    entered_options: z.array(enteredOption).max(20).optional(),
    selected_options: z.array(z.string().min(1).max(255)).max(20).optional(),
  })
  .strict();

export type WishlistItemInputArguments = z.output<typeof wishlistItemInput>;

export const addProductsToWishlistArguments = z
  .object({ items: z.array(wishlistItemInput).min(1).max(WISHLIST_MAX_ITEMS) })
  .strict();

export const removeProductsFromWishlistArguments = z
  .object({ itemIds: z.array(itemId).min(1).max(WISHLIST_MAX_ITEMS) })
  .strict();

export const updateProductsInWishlistArguments = z
  .object({
    items: z
      .array(
        z
          .object({
            wishlist_item_id: itemId,
            quantity: quantity.optional(),
            description: z.string().trim().max(1000).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(WISHLIST_MAX_ITEMS),
  })
  .strict();

export const addWishlistItemsToCartArguments = z
  .object({ itemIds: z.array(itemId).min(1).max(WISHLIST_MAX_ITEMS) })
  .strict();
