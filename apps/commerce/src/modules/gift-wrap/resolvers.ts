import type { CurrencyEnum, Resolvers } from '../../generated/graphql';
import { minorToDecimal } from '../pricing/money';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_NAME_MAX_LENGTH } from './gift-message';

const isApplied: NonNullable<Resolvers['SimpleCartItem']>['is_gift_wrap_applied'] = async (
  item,
  _args,
  { request, services },
) => (await services.giftWrap.wrappedItemIdsOfItem(request, item)).has(item.id);

const isAvailable: NonNullable<Resolvers['SimpleProduct']>['is_gift_wrap_available'] = (
  product,
  _args,
  { request, services },
) => services.giftWrap.productAvailable(request, product.type_id);

export const giftWrapResolvers: Resolvers = {
  Query: {
    getGiftWrapConfig: async (_parent, _args, { request, services }) => {
      const config = await services.giftWrap.config(request);
      return {
        available: config.available,
        price:
          config.priceMinor === null
            ? null
            : {
                value: minorToDecimal(config.priceMinor),
                currency: request.store.currencyCode as CurrencyEnum,
              },
        message_max_length: GIFT_MESSAGE_MAX_LENGTH,
        name_max_length: GIFT_NAME_MAX_LENGTH,
      };
    },
  },
  Mutation: {
    setGiftWrapOnCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.giftWrap.wrap(request, input.cart_id, input.cart_item_uids),
    }),
    unsetGiftWrapOnCart: async (_parent, { input }, { request, services }) => ({
      cart: await services.giftWrap.unwrap(request, input.cart_id, input.cart_item_uids),
    }),
    setGiftWrapDetails: async (_parent, { input }, { request, services }) => ({
      cart: await services.giftWrap.setDetails(request, input.cart_id, input),
    }),
  },
  Cart: {
    gift_message: async (cart, _args, { services }) =>
      (await services.giftWrap.message(cart)) ?? null,
  },
  SimpleCartItem: { is_gift_wrap_applied: isApplied },
  VirtualCartItem: { is_gift_wrap_applied: isApplied },
  DownloadableCartItem: { is_gift_wrap_applied: isApplied },
  ConfigurableCartItem: { is_gift_wrap_applied: isApplied },
  BundleCartItem: { is_gift_wrap_applied: isApplied },
  SimpleProduct: { is_gift_wrap_available: isAvailable },
  VirtualProduct: { is_gift_wrap_available: isAvailable },
  DownloadableProduct: { is_gift_wrap_available: isAvailable },
  ConfigurableProduct: { is_gift_wrap_available: isAvailable },
  BundleProduct: { is_gift_wrap_available: isAvailable },
  GroupedProduct: { is_gift_wrap_available: isAvailable },
};
