import type { Resolvers } from '../../generated/graphql';

export const inventoryResolvers: Resolvers = {
  Mutation: {
    subscribeProductAlertStock: (_parent, { input }, { request, services }) =>
      services.stockAlerts.subscribe(request, input),
  },
};
