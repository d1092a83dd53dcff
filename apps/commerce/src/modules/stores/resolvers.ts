import type { Resolvers } from '../../generated/graphql';

export const storesResolvers: Resolvers = {
  Query: {
    storeConfig: (_parent, _args, { services, store }) => services.stores.storeConfig(store),
    availableStores: (_parent, { useCurrentGroup }, { services, store }) =>
      services.stores.availableStores(store, useCurrentGroup ?? false),
    currency: (_parent, _args, { services, store }) => services.stores.currency(store),
  },
};
