// The cart's GraphQL edge: arguments in, CartService out. Cart.prices, applied coupons and item
// prices are resolved by the cart-rules module; addresses, shipping and payment by checkout.
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers, SimpleCartItemResolvers } from '../../generated/graphql';
import { itemUid } from './line-rules';
import type { CartItemModel } from './models';

const typenames = {
  simple: 'SimpleCartItem',
  virtual: 'VirtualCartItem',
  downloadable: 'DownloadableCartItem',
  configurable: 'ConfigurableCartItem',
  bundle: 'BundleCartItem',
} as const;

/** Fields every cart item type shares (CartItemInterface and Loomfront's additions). */
const itemFields = {
  id: (item: CartItemModel) => String(item.id),
  uid: (item: CartItemModel) => itemUid(item.id),
  quantity: (item: CartItemModel) => item.quantity,
  product: (item: CartItemModel, _args: unknown, { request, services }: GraphQLContext) =>
    services.cart.product(request, item.productId),
  errors: async (item: CartItemModel, _args: unknown, { request, services }: GraphQLContext) => {
    const message = await services.cart.itemStockError(request, item);
    return message ? [{ code: 'ITEM_QTY' as const, message }] : null;
  },
  is_available: async (
    item: CartItemModel,
    _args: unknown,
    { request, services }: GraphQLContext,
  ) => (await services.cart.itemStockError(request, item)) === null,
  saleable_qty: (item: CartItemModel, _args: unknown, { request, services }: GraphQLContext) =>
    services.cart.itemSaleableQty(request, item),
  customizable_options: () => [],
} satisfies SimpleCartItemResolvers;

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, { cart_id }, { request, services }) => services.cart.cart(request, cart_id),
    customerCart: (_parent, _args, { request, services }) => services.cart.customerCart(request),
  },
  Mutation: {
    createEmptyCart: (_parent, { input }, { request, services }) =>
      services.cart.createEmptyCart(request, input?.cart_id),
    createGuestCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.cart.createGuestCart(request, input?.cart_uid),
    }),
    addProductsToCart: (_parent, { cartId, cartItems }, { request, services }) =>
      services.cart.addProducts(request, cartId, cartItems),
    updateCartItems: async (_parent, { input }, { request, services }) => ({
      cart: await services.cart.updateItems(request, input?.cart_id, input?.cart_items ?? []),
    }),
    removeItemFromCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.cart.removeItem(
        request,
        input?.cart_id,
        input?.cart_item_uid,
        input?.cart_item_id,
      ),
    }),
    clearCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.cart.clear(request, input.uid),
      errors: null,
    }),
    mergeCarts: (_parent, { source_cart_id, destination_cart_id }, { request, services }) =>
      services.cart.merge(request, source_cart_id, destination_cart_id),
    setGuestEmailOnCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.cart.setGuestEmail(request, input?.cart_id, input?.email),
    }),
  },
  Cart: {
    id: (cart) => cart.maskedId,
    email: async (cart, _args, { request, services }) =>
      cart.customerId === null ? cart.email : (await services.customers.current(request)).email,
    is_virtual: (cart, _args, { request, services }) => services.cart.isVirtual(request, cart),
    total_quantity: (cart, _args, { request, services }) =>
      services.cart.totalQuantity(request, cart),
    has_out_of_stock_items: (cart, _args, { request, services }) =>
      services.cart.hasOutOfStockItems(request, cart),
    items: (cart, _args, { request, services }) => services.cart.items(request, cart),
    // shipping_addresses, billing_address, available_payment_methods, selected_payment_method:
    // the checkout module's.
    // gift_message: the gift-wrap module's (one message for the whole cart).
  },
  CartItemInterface: { __resolveType: (item) => typenames[item.productType] },
  SimpleCartItem: { ...itemFields, gift_message: () => null },
  VirtualCartItem: itemFields,
  DownloadableCartItem: {
    ...itemFields,
    links: (item, _args, { request, services }) => services.cart.downloadableLinks(request, item),
    samples: () => [],
  },
  ConfigurableCartItem: {
    ...itemFields,
    gift_message: () => null,
    configured_variant: (item, _args, { request, services }) =>
      services.cart.product(request, item.variantProductId ?? item.productId),
    configurable_options: (item, _args, { request, services }) =>
      services.cart.configurableOptions(request, item),
  },
  BundleCartItem: {
    ...itemFields,
    gift_message: () => null,
    bundle_options: (item, _args, { request, services }) =>
      services.cart.bundleOptions(request, item),
  },
};
