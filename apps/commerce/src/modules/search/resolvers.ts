import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../generated/graphql';

/** Whether the query selects `aggregations` (a fragment might, so fragments count as yes). */
function selectsAggregations(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== 'Field' || selection.name.value === 'aggregations',
    ),
  );
}

export const searchResolvers: Resolvers = {
  Query: {
    products: (_parent, args, { request, services }, info) =>
      services.search.products(request, args, selectsAggregations(info)),
  },
  LayerFilterItemInterface: { __resolveType: () => 'LayerFilterItem' },
};
