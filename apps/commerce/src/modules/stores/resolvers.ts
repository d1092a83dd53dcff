import type { Resolvers } from '../../generated/graphql';

export const storesResolvers: Resolvers = {
  Query: {
    storeConfig: (_parent, _args, { request, services }) => services.stores.storeConfig(request),
    availableStores: (_parent, { useCurrentGroup }, { request, services }) =>
      services.stores.availableStores(request, useCurrentGroup ?? false),
    currency: (_parent, _args, { request, services }) => services.stores.currency(request),
  },
};
