// Resolvers of every domain module. Their SDL is picked up from modules/<domain>/*.graphql.
import type { Resolvers } from '../generated/graphql';
import { catalogResolvers } from './catalog/resolvers';
import { contentResolvers } from './content/resolvers';
import { inventoryResolvers } from './inventory/resolvers';
import { reviewResolvers } from './review/resolvers';
import { searchResolvers } from './search/resolvers';
import { storesResolvers } from './stores/resolvers';

export const moduleResolvers: Resolvers[] = [
  storesResolvers,
  catalogResolvers,
  contentResolvers,
  searchResolvers,
  reviewResolvers,
  inventoryResolvers,
];
