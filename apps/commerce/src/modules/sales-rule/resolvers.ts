import type { Resolvers } from '../../generated/graphql';
import { cartItemPricesView, cartPricesView } from '../pricing/cart-prices-view';

const itemPrices: NonNullable<Resolvers['SimpleCartItem']>['prices'] = async (
  item,
  _args,
  { request, services },
) => cartItemPricesView(await services.cartTotals.pricesOfItem(request, item), item.id);

export const salesRuleResolvers: Resolvers = {
  Mutation: {
    applyCouponToCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.coupons.apply(
        request,
        input?.cart_id ?? '',
        [input?.coupon_code ?? null],
        'single',
      ),
    }),
    applyCouponsToCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.coupons.apply(
        request,
        input?.cart_id ?? '',
        input?.coupon_codes ?? [],
        input?.type ?? 'APPEND',
      ),
    }),
    removeCouponFromCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.coupons.remove(request, input?.cart_id ?? '', null),
    }),
    removeCouponsFromCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.coupons.remove(request, input?.cart_id ?? '', input?.coupon_codes ?? []),
    }),
  },
  Cart: {
    prices: async (cart, _args, { request, services }) =>
      cartPricesView(await services.cartTotals.prices(request, cart)),
    applied_coupons: async (cart, _args, { request, services }) =>
      services.coupons.applied(request, cart),
    applied_coupon: async (cart, _args, { request, services }) =>
      (await services.coupons.applied(request, cart))[0] ?? null,
  },
  SimpleCartItem: { prices: itemPrices },
  VirtualCartItem: { prices: itemPrices },
  DownloadableCartItem: { prices: itemPrices },
  ConfigurableCartItem: { prices: itemPrices },
  BundleCartItem: { prices: itemPrices },
};
