import 'server-only';
// Registry methods of the cart (commerce-core §4, §7 call table; ADR 0048). None takes a cart id:
// each finds the session's cart on the server (lib/cart/cart-session.ts) — the customer's own
// with a token, else the one in the httpOnly `cart` cookie — and answers a CartView (no id).
// Looking never creates a cart; the first add does.
import {
  AddProductsToCartDocument,
  ApplyCouponsToCartDocument,
  ClearCartDocument,
  CustomerCartDocument,
  GetGiftWrapConfigDocument,
  MoveCartItemsToWishlistDocument,
  RemoveCouponsFromCartDocument,
  RemoveItemFromCartDocument,
  SetGiftWrapDetailsDocument,
  SetGiftWrapOnCartDocument,
  SetGuestEmailOnCartDocument,
  UnsetGiftWrapOnCartDocument,
  UpdateCartItemsDocument,
  type CartItemInput,
} from '@/gql/graphql';
import {
  ensureCartId,
  loadSessionCart,
  mergeSessionCarts,
  sessionCartQuantity,
  withSessionCart,
} from '@/lib/cart/cart-session';
import { cookieNames } from '@/lib/cookie-policy';
import { noArguments } from './api-arguments';
import {
  addProductsToCartArguments,
  applyCouponsArguments,
  giftWrapDetailsArguments,
  giftWrapItemsArguments,
  guestEmailArguments,
  moveToWishlistArguments,
  removeCouponsArguments,
  removeItemFromCartArguments,
  updateCartItemsArguments,
  type CartItemInputArguments,
} from './cart-arguments';
import { defineApiMethod, operationMethod, type ApiContext } from './define-api-method';
import { commerceRequest } from './gateway';
import { cartView, giftWrapConfigView } from './reshape/cart';
import { userErrorsOf } from './reshape/user-errors';
import { mapResult, type CommerceResult } from './result';
import type { AddToCartView, CartView } from './types/cart';

const nullable = (raw: Parameters<typeof cartView>[0] | null | undefined) =>
  raw ? cartView(raw) : null;

/** A change to a cart the shopper does not have: Magento's words for a missing line. */
const NO_SUCH_ITEM: CommerceResult<never> = {
  ok: false,
  kind: 'graphql',
  errors: [{ message: "The cart doesn't contain the item", category: 'graphql-no-such-entity' }],
  data: null,
};

const NO_ANSWER = 'Commerce answered no cart';

/** Spec §6: the wish list needs an account. */
const MUST_SIGN_IN: CommerceResult<never> = {
  ok: false,
  kind: 'graphql',
  errors: [{ message: 'You must log in or register to add items to your wishlist' }],
  data: null,
};
const EMPTY_CART = cartView({ id: '', items: [] });

function cartItem(input: CartItemInputArguments): CartItemInput {
  return {
    sku: input.sku,
    quantity: input.quantity,
    ...(input.parent_sku ? { parent_sku: input.parent_sku } : {}),
    ...(input.selected_options?.length ? { selected_options: input.selected_options } : {}),
    ...(input.entered_options?.length ? { entered_options: input.entered_options } : {}),
  };
}

async function changeExistingCart(
  context: ApiContext,
  change: (cartId: string) => Promise<CommerceResult<CartView | null>>,
): Promise<CommerceResult<CartView | null>> {
  return (await withSessionCart(context, { create: false }, change)) ?? NO_SUCH_ITEM;
}

/** The input of set/unsetGiftWrapOnCart: the cart, and its lines when only some are meant. */
function giftWrapInput(cartId: string, args: { cart_item_uids?: string[] | undefined }) {
  return {
    input: {
      cart_id: cartId,
      ...(args.cart_item_uids ? { cart_item_uids: args.cart_item_uids } : {}),
    },
  };
}

export const cartMethods = {
  // Spec §7 createEmptyCart: the session's cart, created when there is none (the id stays in the
  // cookie); answers the cart.
  createEmptyCart: defineApiMethod({
    args: noArguments,
    changesState: true,
    run: async (_args, context): Promise<CommerceResult<CartView | null>> => {
      const ensured = await ensureCartId(context);
      if (!ensured.ok) return ensured.kind === 'graphql' ? { ...ensured, data: null } : ensured;
      return mapResult(await loadSessionCart(context), nullable);
    },
  }),
  // Spec §4 "Cart loading": the session's cart; null when the shopper has none (none is created).
  cart: defineApiMethod({
    args: noArguments,
    run: async (_args, context) => mapResult(await loadSessionCart(context), nullable),
  }),
  // The customer's own cart (commerce creates it on first use); null for a guest.
  customerCart: defineApiMethod({
    args: noArguments,
    run: async (_args, context): Promise<CommerceResult<CartView | null>> => {
      if (!context.cookies.get(cookieNames.customer)) return { ok: true, data: null };
      return mapResult(await commerceRequest(CustomerCartDocument, {}, context), (data) =>
        cartView(data.customerCart),
      );
    },
  }),
  // The header's count: the cart's total_quantity, 0 without a cart.
  cartTotalQty: defineApiMethod({
    args: noArguments,
    run: (_args, context) => sessionCartQuantity(context),
  }),
  // Spec §4: the stored guest cart merged into the customer's (login does this by itself).
  mergeCarts: defineApiMethod({
    args: noArguments,
    changesState: true,
    run: async (_args, context) => mapResult(await mergeSessionCarts(context), nullable),
  }),
  // Spec §4 "Add to cart": ensure a cart, add, answer the cart and what commerce refused.
  addProductsToCart: defineApiMethod({
    args: addProductsToCartArguments,
    changesState: true,
    run: async (args, context): Promise<CommerceResult<AddToCartView>> =>
      (await withSessionCart(
        context,
        { create: true },
        async (cartId): Promise<CommerceResult<AddToCartView>> => {
          const result = await commerceRequest(
            AddProductsToCartDocument,
            { cartId, cartItems: args.cartItems.map(cartItem) },
            context,
          );
          if (!result.ok) return mapResult(result, () => ({ cart: EMPTY_CART, userErrors: [] }));
          const output = result.data.addProductsToCart;
          if (!output) return { ok: false, kind: 'http', status: 200, message: NO_ANSWER };
          return {
            ok: true,
            data: { cart: cartView(output.cart), userErrors: userErrorsOf(output.user_errors) },
          };
        },
      )) ?? { ok: false, kind: 'http', status: 200, message: NO_ANSWER },
  }),
  updateCartItems: defineApiMethod({
    args: updateCartItemsArguments,
    changesState: true,
    run: (args, context) =>
      changeExistingCart(context, async (cartId) =>
        mapResult(
          await commerceRequest(
            UpdateCartItemsDocument,
            { input: { cart_id: cartId, cart_items: args.cart_items } },
            context,
          ),
          (data) => nullable(data.updateCartItems?.cart),
        ),
      ),
  }),
  removeItemFromCart: defineApiMethod({
    args: removeItemFromCartArguments,
    changesState: true,
    run: (args, context) =>
      changeExistingCart(context, async (cartId) =>
        mapResult(
          await commerceRequest(
            RemoveItemFromCartDocument,
            { input: { cart_id: cartId, cart_item_uid: args.cart_item_uid } },
            context,
          ),
          (data) => nullable(data.removeItemFromCart?.cart),
        ),
      ),
  }),
  // Magento 2.4.7 clearCart; without a cart there is nothing to clear.
  clearCart: defineApiMethod({
    args: noArguments,
    changesState: true,
    run: async (_args, context): Promise<CommerceResult<CartView | null>> =>
      (await withSessionCart(context, { create: false }, async (cartId) => {
        const result = await commerceRequest(
          ClearCartDocument,
          { input: { uid: cartId } },
          context,
        );
        if (!result.ok) return mapResult(result, () => null);
        const refused = (result.data.clearCart?.errors ?? []).flatMap((error) =>
          error?.message ? [{ message: error.message }] : [],
        );
        if (refused.length) return { ok: false, kind: 'graphql', errors: refused, data: null };
        return { ok: true, data: nullable(result.data.clearCart?.cart) };
      })) ?? { ok: true, data: null },
  }),
  // Spec §6: a guest cart is attached to a person by its e-mail.
  setGuestEmailOnCart: defineApiMethod({
    args: guestEmailArguments,
    changesState: true,
    run: (args, context) =>
      changeExistingCart(context, async (cartId) =>
        mapResult(
          await commerceRequest(
            SetGuestEmailOnCartDocument,
            { input: { cart_id: cartId, email: args.email } },
            context,
          ),
          (data) => nullable(data.setGuestEmailOnCart?.cart),
        ),
      ),
  }),
  // Spec §4 "Coupons": applying replaces the coupon list (type REPLACE).
  applyCouponsToCart: defineApiMethod({
    args: applyCouponsArguments,
    changesState: true,
    run: (args, context) =>
      changeExistingCart(context, async (cartId) =>
        mapResult(
          await commerceRequest(
            ApplyCouponsToCartDocument,
            { input: { cart_id: cartId, coupon_codes: args.coupon_codes, type: 'REPLACE' } },
            context,
          ),
          (data) => nullable(data.applyCouponsToCart?.cart),
        ),
      ),
  }),
  // Spec §4: removing sends an empty list (every coupon) or the single code.
  removeCouponsFromCart: defineApiMethod({
    args: removeCouponsArguments,
    changesState: true,
    run: (args, context) =>
      changeExistingCart(context, async (cartId) =>
        mapResult(
          await commerceRequest(
            RemoveCouponsFromCartDocument,
            { input: { cart_id: cartId, coupon_codes: args.coupon_codes ?? [] } },
            context,
          ),
          (data) => nullable(data.removeCouponsFromCart?.cart),
        ),
      ),
  }),
  getGiftWrapConfig: operationMethod(
    noArguments,
    GetGiftWrapConfigDocument,
    () => ({}),
    (data) => giftWrapConfigView(data.getGiftWrapConfig),
  ),
  setGiftWrapOnCart: defineApiMethod({
    args: giftWrapItemsArguments,
    changesState: true,
    run: (args, context) =>
      changeExistingCart(context, async (cartId) =>
        mapResult(
          await commerceRequest(SetGiftWrapOnCartDocument, giftWrapInput(cartId, args), context),
          (data) => nullable(data.setGiftWrapOnCart?.cart),
        ),
      ),
  }),
  unsetGiftWrapOnCart: defineApiMethod({
    args: giftWrapItemsArguments,
    changesState: true,
    run: (args, context) =>
      changeExistingCart(context, async (cartId) =>
        mapResult(
          await commerceRequest(UnsetGiftWrapOnCartDocument, giftWrapInput(cartId, args), context),
          (data) => nullable(data.unsetGiftWrapOnCart?.cart),
        ),
      ),
  }),
  setGiftWrapDetails: defineApiMethod({
    args: giftWrapDetailsArguments,
    changesState: true,
    run: (args, context) =>
      changeExistingCart(context, async (cartId) =>
        mapResult(
          await commerceRequest(
            SetGiftWrapDetailsDocument,
            { input: { cart_id: cartId, message: args.message, from: args.from, to: args.to } },
            context,
          ),
          (data) => nullable(data.setGiftWrapDetails?.cart),
        ),
      ),
  }),
  // Spec §4 "Move cart items to wishlist" (commerce's extension): a signed-in shopper's lines go
  // to the wish list; the ones commerce refused stay in the cart and their reasons are the error.
  moveCartItemsToWishlist: defineApiMethod({
    args: moveToWishlistArguments,
    changesState: true,
    run: async (args, context): Promise<CommerceResult<CartView | null>> => {
      if (!context.cookies.get(cookieNames.customer)) return MUST_SIGN_IN;
      return changeExistingCart(context, async (cartId) => {
        const result = await commerceRequest(
          MoveCartItemsToWishlistDocument,
          { cartId, ...(args.cart_item_uids ? { cartItemUids: args.cart_item_uids } : {}) },
          context,
        );
        if (!result.ok) return mapResult(result, () => null);
        const output = result.data.moveCartItemsToWishlist;
        const refused = userErrorsOf(output?.user_errors);
        if (refused.length) {
          return {
            ok: false,
            kind: 'graphql',
            errors: refused.map(({ message }) => ({ message })),
            data: null,
          };
        }
        return { ok: true, data: nullable(output?.cart) };
      });
    },
  }),
};
