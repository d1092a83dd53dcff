// Field resolvers of configurable, bundle and grouped products: the catalog service assembles
// their parts.
import type {
  BundleProductResolvers,
  ConfigurableProductResolvers,
  GroupedProductResolvers,
} from '../../generated/graphql';

export const configurableFields: ConfigurableProductResolvers = {
  configurable_options: (product, _args, { request, services }) =>
    services.products.configurableOptions(request, product),
  variants: (product, _args, { request, services }) =>
    services.products.configurableVariants(request, product),
};

export const bundleFields: BundleProductResolvers = {
  dynamic_price: (product, _args, { request, services }) =>
    services.products.isDynamicBundle(request, product),
  items: (product, _args, { request, services }) => services.products.bundleItems(request, product),
};

export const groupedFields: GroupedProductResolvers = {
  items: (product, _args, { request, services }) =>
    services.products.groupedItems(request, product),
};
