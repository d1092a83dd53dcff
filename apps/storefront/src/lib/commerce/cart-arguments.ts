// What the cart methods accept (zod), bounded so no request is unbounded. Pure, for tests. No cart
// method takes a cart id: the cart is the session's (the httpOnly `cart` cookie or the customer's
// own), found on the server (ADR 0048), so a caller cannot name somebody else's cart.
import { z } from 'zod';
import { CART_LINE_MAX_QUANTITY } from '@/lib/cart/limits';

export { CART_LINE_MAX_QUANTITY };
/** One add carries at most this many lines (a grouped product sends one per child). */
export const ADD_TO_CART_MAX_LINES = 20;
/** One quantity update carries at most this many lines. */
export const UPDATE_CART_MAX_LINES = 50;
/** Options a line may name: configurable attributes, bundle options. */
const MAX_OPTIONS = 20;
/** Coupons one call may apply. */
export const MAX_COUPON_CODES = 5;

const sku = z.string().trim().min(1).max(64);
const uid = z.string().trim().min(1).max(255);
const quantity = z.number().positive().max(CART_LINE_MAX_QUANTITY);

export const cartItemInput = z
  .object({
    sku,
    quantity,
    parent_sku: sku.optional(),
    selected_options: z.array(uid).max(MAX_OPTIONS).optional(),
    entered_options: z
      .array(z.object({ uid, value: z.string().max(255) }).strict())
      .max(MAX_OPTIONS)
      .optional(),
  })
  .strict();

export type CartItemInputArguments = z.input<typeof cartItemInput>;

export const addProductsToCartArguments = z
  .object({ cartItems: z.array(cartItemInput).min(1).max(ADD_TO_CART_MAX_LINES) })
  .strict();

export const updateCartItemsArguments = z
  .object({
    cart_items: z
      .array(
        z
          .object({
            cart_item_uid: uid,
            // Spec §4: 0 or empty is ignored by the selector; commerce removes a line at 0.
            quantity: z.number().min(0).max(CART_LINE_MAX_QUANTITY),
          })
          .strict(),
      )
      .min(1)
      .max(UPDATE_CART_MAX_LINES),
  })
  .strict();

export const removeItemFromCartArguments = z.object({ cart_item_uid: uid }).strict();

export const guestEmailArguments = z.object({ email: z.string().trim().email().max(254) }).strict();

const couponCode = z.string().trim().min(1).max(64);

export const applyCouponsArguments = z
  .object({ coupon_codes: z.array(couponCode).min(1).max(MAX_COUPON_CODES) })
  .strict();

/** Spec §4: removing sends an empty list (all) or the single code. */
export const removeCouponsArguments = z
  .object({ coupon_codes: z.array(couponCode).max(MAX_COUPON_CODES).optional() })
  .strict();

/** Gift wrap: the lines to wrap or unwrap; every line when none are named (commerce's rule). */
export const giftWrapItemsArguments = z
  .object({ cart_item_uids: z.array(uid).max(UPDATE_CART_MAX_LINES).optional() })
  .strict();

/** Commerce keeps at most 500 characters of message and 100 of each name (getGiftWrapConfig). */
export const giftWrapDetailsArguments = z
  .object({
    message: z.string().trim().max(500),
    from: z.string().trim().max(100),
    to: z.string().trim().max(100),
  })
  .strict();

/** Cart lines to move to the wish list; every line when none are named. */
export const moveToWishlistArguments = z
  .object({ cart_item_uids: z.array(uid).min(1).max(UPDATE_CART_MAX_LINES).optional() })
  .strict();
