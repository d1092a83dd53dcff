import type { Resolvers } from '../../generated/graphql';

export const inventoryResolvers: Resolvers = {
  Mutation: {
    subscribeProductAlertStock: (_parent, { input }, context) =>
      context.services.stockAlerts.subscribe(context, input),
  },
};
