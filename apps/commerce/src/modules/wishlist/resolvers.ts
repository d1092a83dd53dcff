import type { Resolvers } from '../../generated/graphql';
import type { WishlistChange } from './service';

const output = ({ wishlist, userErrors }: WishlistChange) => ({
  wishlist,
  user_errors: userErrors,
});

export const wishlistResolvers: Resolvers = {
  Customer: {
    wishlist: (_parent, _args, { request, services }) =>
      services.wishlists.customerWishlist(request),
    wishlists: (_parent, args, { request, services }) =>
      services.wishlists.customerWishlists(request, args),
    wishlist_v2: (_parent, { id }, { request, services }) =>
      services.wishlists.customerWishlistById(request, id),
  },
  Mutation: {
    addProductsToWishlist: async (_parent, args, { request, services }) =>
      output(await services.wishlists.addProducts(request, args.wishlistId, args.wishlistItems)),
    removeProductsFromWishlist: async (_parent, args, { request, services }) =>
      output(
        await services.wishlists.removeProducts(request, args.wishlistId, args.wishlistItemsIds),
      ),
    updateProductsInWishlist: async (_parent, args, { request, services }) =>
      output(await services.wishlists.updateProducts(request, args.wishlistId, args.wishlistItems)),
    addWishlistItemsToCart: async (_parent, args, { request, services }) => {
      const result = await services.wishlistCart.addToCart(
        request,
        args.wishlistId,
        args.wishlistItemIds,
      );
      return {
        wishlist: result.wishlist,
        status: result.status,
        add_wishlist_items_to_cart_user_errors: result.errors,
      };
    },
    moveCartItemsToWishlist: async (_parent, args, { request, services }) => {
      const result = await services.wishlistCart.moveFromCart(
        request,
        args.cartId,
        args.cartItemUids,
      );
      return { cart: result.cart, wishlist: result.wishlist, user_errors: result.userErrors };
    },
  },
  // A wish list is only ever reached through its owner, so its id is theirs to read.
  Wishlist: {
    items_count: (parent, _args, { services }) => services.wishlists.itemsCount(parent.id!),
    items: (parent, _args, { request, services }) =>
      services.wishlists.legacyItems(request, parent.id!),
    items_v2: (parent, args, { request, services }) =>
      services.wishlists.items(request, parent.id!, args),
  },
  // Items resolve by the __typename a shaped item carries.
  WishlistItemInterface: { __resolveType: (item) => item.__typename ?? null },
};
