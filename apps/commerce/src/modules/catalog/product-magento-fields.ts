// Field resolvers of Magento's secondary and deprecated product fields (ADR 0023): they map, the
// product service decides. Fields not listed are Luma sample-data attributes and others our
// catalog does not carry (climate, erin_recommends, manufacturer, new_from_date, url_path, …):
// the default resolver answers null for them, as Magento does for a shop without them.
import type {
  BundleProductResolvers,
  ConfigurableProductResolvers,
  DownloadableProductResolvers,
  SimpleProductResolvers,
} from '../../generated/graphql';
import { magentoDateTime } from './magento-format';

/** Magento's "Default" attribute set: every product of ours has the same attributes. */
const DEFAULT_ATTRIBUTE_SET_ID = 4;

export const productMagentoFields: SimpleProductResolvers = {
  id: (product) => product.id,
  type_id: (product) => product.type_id,
  attribute_set_id: () => DEFAULT_ATTRIBUTE_SET_ID,
  created_at: (product) => magentoDateTime(product.created_at),
  updated_at: (product) => magentoDateTime(product.updated_at),
  country_of_manufacture: (product) => product.country_of_manufacture,
  // Magento's default for every product: options below the product info column.
  options_container: () => 'container2',
  canonical_url: (product, _args, { request, services }) =>
    services.products.canonicalUrl(request, product),
  price: (product, _args, { request, services }) =>
    services.products.legacyPrices(request, product),
  // The shop sells at one price whatever the quantity: no tier prices.
  price_tiers: () => [],
  tier_prices: () => [],
  tier_price: () => null,
  special_from_date: (product, _args, { request, services }) =>
    services.products.specialFromDate(request, product),
  media_gallery_entries: (product, _args, { request, services }) =>
    services.products.mediaGalleryEntries(request, product),
  crosssell_products: (product, _args, { request, services }) =>
    services.products.linkedProducts(request, product, 'crosssell'),
  product_links: (product, _args, { request, services }) =>
    services.products.productLinks(request, product),
  websites: (product, _args, { request, services }) => services.products.websites(request, product),
};

/** PhysicalProductInterface: the weight in the store's weight unit. */
export const physicalMagentoFields: Pick<SimpleProductResolvers, 'weight'> = {
  weight: (product) => (product.weight === null ? null : Number(product.weight)),
};

/** CustomizableProductInterface: the catalog has no custom options. */
export const customizableMagentoFields: Pick<SimpleProductResolvers, 'options'> = {
  options: () => [],
};

export const bundleMagentoFields: BundleProductResolvers = {
  // Magento's defaults for a bundle; ours set none of their own.
  dynamic_sku: () => true,
  dynamic_weight: (product) => product.weight === null,
  price_view: () => 'PRICE_RANGE',
  ship_bundle_items: () => 'TOGETHER',
};

export const configurableMagentoFields: ConfigurableProductResolvers = {
  configurable_product_options_selection: (product, args, { request, services }) =>
    services.products.configurableSelection(
      request,
      product,
      args.configurableOptionValueUids ?? [],
    ),
};

export const downloadableMagentoFields: DownloadableProductResolvers = {
  downloadable_product_links: (product, _args, { request, services }) =>
    services.products.downloadableLinks(request, product),
  // Previews, where a file has one, are the links' sample_url; no separate samples.
  downloadable_product_samples: () => [],
  // The files come with the product; Magento's default title of the links block.
  links_purchased_separately: () => 0,
  links_title: () => 'Links',
};
