import type { Resolvers } from '../../generated/graphql';

export const contentResolvers: Resolvers = {
  Query: {
    navigationMenuTreeList: (_parent, { filter }, context) => {
      const identifier = filter?.identifier?.eq
        ? [filter.identifier.eq]
        : filter?.identifier?.in?.filter((value): value is string => value !== null);
      const enabled = filter?.enabled?.eq;
      return context.services.content.menus(context, {
        ...(identifier ? { identifier } : {}),
        ...(enabled === undefined || enabled === null ? {} : { enabled }),
      });
    },
  },
};
