import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../generated/graphql';

/** Whether the query selects a field of Products (a fragment might, so fragments count as yes). */
function selects(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== 'Field' || selection.name.value === field,
    ),
  );
}

export const searchResolvers: Resolvers = {
  Query: {
    products: (_parent, args, { request, services }, info) =>
      services.search.products(request, args, {
        withAggregations: selects(info, 'aggregations'),
        withSuggestions: selects(info, 'suggestions'),
      }),
  },
  LayerFilterItemInterface: { __resolveType: () => 'LayerFilterItem' },
};
