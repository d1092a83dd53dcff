// Field resolvers of Magento's secondary and deprecated category fields (ADR 0023): they map, the
// catalog and search services decide. Categories carry their page content in `description`, not
// in a CMS block, so landing_page and cms_block are null; custom layouts and price steps are unset.
import type { CategoryTreeResolvers } from '../../generated/graphql';
import { flag, magentoDateTime } from './magento-format';

export const categoryMagentoFields: CategoryTreeResolvers = {
  id: (category) => category.id,
  include_in_menu: (category) => flag(category.include_in_menu),
  is_anchor: (category) => flag(category.is_anchor),
  created_at: (category) => magentoDateTime(category.created_at),
  updated_at: (category) => magentoDateTime(category.updated_at),
  canonical_url: (category, _args, { request, services }) =>
    services.catalog.canonicalUrl(request, category),
  path_in_store: (category, _args, { request, services }) =>
    services.catalog.pathInStore(request, category),
  available_sort_by: async (_category, _args, { request, services }) =>
    (await services.catalog.sortBy(request)).available,
  default_sort_by: async (_category, _args, { request, services }) =>
    (await services.catalog.sortBy(request)).default,
  products: (category, args, { request, services }) =>
    services.search.categoryProducts(request, category, args),
  cms_block: () => null,
  landing_page: () => null,
};
