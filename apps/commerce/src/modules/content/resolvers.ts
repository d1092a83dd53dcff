import type { Resolvers } from '../../generated/graphql';

export const contentResolvers: Resolvers = {
  Query: {
    navigationMenuTreeList: (_parent, { filter }, { request, services }) =>
      services.content.menus(request, filter),
  },
};
