// The executable schema: every SDL file (schema-files.ts) with the resolvers each module exports.
// Adding a module = a folder with its SDL, plus its resolvers in modules/index.ts.
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { moduleResolvers } from '../modules/index';
import { loadTypeDefs } from './schema-files';

export function createSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: moduleResolvers });
}
