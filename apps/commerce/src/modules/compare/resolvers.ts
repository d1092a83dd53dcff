import type { Resolvers } from '../../generated/graphql';

export const compareResolvers: Resolvers = {
  Customer: {
    compare_list: (_parent, _args, { request, services }) => services.compare.customerList(request),
  },
};
