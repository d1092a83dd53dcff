// Field resolvers of configurable, bundle and grouped products: the catalog service assembles
// their parts.
import type {
  BundleProductResolvers,
  ConfigurableProductResolvers,
  GroupedProductResolvers,
} from '../../generated/graphql';

export const configurableFields: ConfigurableProductResolvers = {
  configurable_options: (product, _args, { request, services }) =>
    services.catalog.configurableOptions(request, product),
  variants: (product, _args, { request, services }) =>
    services.catalog.configurableVariants(request, product),
};

export const bundleFields: BundleProductResolvers = {
  dynamic_price: (product, _args, { request, services }) =>
    services.catalog.isDynamicBundle(request, product),
  items: (product, _args, { request, services }) => services.catalog.bundleItems(request, product),
};

export const groupedFields: GroupedProductResolvers = {
  items: (product, _args, { request, services }) => services.catalog.groupedItems(request, product),
};
