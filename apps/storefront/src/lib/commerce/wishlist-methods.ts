import 'server-only';
// Registry methods of the wish list (commerce-core §4 "Wishlist", §7 call table). Without a
// customer token the load and the count skip the call (a guest has no wish list).
import {
  AddProductsToWishlistDocument,
  AddWishlistItemsToCartDocument,
  RemoveProductsFromWishlistDocument,
  UpdateProductsInWishlistDocument,
  WishlistDocument,
  WishlistItemsCountDocument,
} from '@/gql/graphql';
import { cookieNames } from '@/lib/cookie-policy';
import { noArguments } from './api-arguments';
import { defineApiMethod, operationMethod, type ApiContext } from './define-api-method';
import { commerceRequest } from './gateway';
import { userErrorsOf } from './reshape/user-errors';
import { customerWishlistView, wishlistItemsCountOf, wishlistView } from './reshape/wishlist';
import { mapResult, type CommerceResult } from './result';
import type { WishlistChangeView, WishlistView } from './types/wishlist';
import {
  addProductsToWishlistArguments,
  addWishlistItemsToCartArguments,
  removeProductsFromWishlistArguments,
  updateProductsInWishlistArguments,
} from './wishlist-arguments';

/** Spec §7: add and remove name the customer's default wish list as '0'. */
export const DEFAULT_WISHLIST_ID = '0';

const signedIn = (context: ApiContext) => Boolean(context.cookies.get(cookieNames.customer));

export const wishlistMethods = {
  // Spec §7: wishlist → customer.wishlists (the one wish list, its items).
  wishlist: defineApiMethod({
    args: noArguments,
    run: async (_args, context): Promise<CommerceResult<WishlistView | null>> => {
      if (!signedIn(context)) return { ok: true, data: null };
      return mapResult(await commerceRequest(WishlistDocument, {}, context), (data) =>
        customerWishlistView(data.customer?.wishlists),
      );
    },
  }),
  // Spec §7: wishlistItemsCount → the sum of items_count.
  wishlistItemsCount: defineApiMethod({
    args: noArguments,
    run: async (_args, context): Promise<CommerceResult<number>> => {
      if (!signedIn(context)) return { ok: true, data: 0 };
      return mapResult(await commerceRequest(WishlistItemsCountDocument, {}, context), (data) =>
        wishlistItemsCountOf(data.customer?.wishlists),
      );
    },
  }),
  // Spec §7: addProductsToWishlist(id 0, items) → the wish list.
  addProductsToWishlist: operationMethod(
    addProductsToWishlistArguments,
    AddProductsToWishlistDocument,
    (args) => ({ wishlistId: DEFAULT_WISHLIST_ID, wishlistItems: args.items }),
    (data): WishlistChangeView => ({
      wishlist: wishlistView(data.addProductsToWishlist?.wishlist),
      userErrors: userErrorsOf(data.addProductsToWishlist?.user_errors),
    }),
  ),
  // Spec §7: removeProductsFromWishlist(id 0, item ids) → the wish list.
  removeProductsFromWishlist: operationMethod(
    removeProductsFromWishlistArguments,
    RemoveProductsFromWishlistDocument,
    (args) => ({ wishlistId: DEFAULT_WISHLIST_ID, wishlistItemsIds: args.itemIds }),
    (data): WishlistChangeView => ({
      wishlist: wishlistView(data.removeProductsFromWishlist?.wishlist),
      userErrors: userErrorsOf(data.removeProductsFromWishlist?.user_errors),
    }),
  ),
  updateProductsInWishlist: operationMethod(
    updateProductsInWishlistArguments,
    UpdateProductsInWishlistDocument,
    (args) => ({ wishlistId: DEFAULT_WISHLIST_ID, wishlistItems: args.items }),
    (data): WishlistChangeView => ({
      wishlist: wishlistView(data.updateProductsInWishlist?.wishlist),
      userErrors: userErrorsOf(data.updateProductsInWishlist?.user_errors),
    }),
  ),
  // Moves items into the customer's cart; commerce removes them from the wish list on success.
  addWishlistItemsToCart: operationMethod(
    addWishlistItemsToCartArguments,
    AddWishlistItemsToCartDocument,
    (args) => ({ wishlistId: DEFAULT_WISHLIST_ID, wishlistItemIds: args.itemIds }),
    (data): WishlistChangeView => ({
      wishlist: wishlistView(data.addWishlistItemsToCart?.wishlist),
      userErrors: userErrorsOf(data.addWishlistItemsToCart?.add_wishlist_items_to_cart_user_errors),
    }),
  ),
};
