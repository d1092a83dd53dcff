import type { Resolvers } from '../../generated/graphql';

export const directoryResolvers: Resolvers = {
  Query: {
    countries: (_parent, _args, { request, services }) => services.directory.countries(request),
    country: (_parent, { id }, { request, services }) => services.directory.country(request, id),
  },
};
