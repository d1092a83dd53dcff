// Catalog resolvers: thin; rules live in the services.
import type { Resolvers } from '../../generated/graphql';
import { mediaUrl } from './media';
import { bundleFields, configurableFields, groupedFields } from './product-type-fields';
import { productFields } from './product-fields';
import { categoryMagentoFields } from './category-magento-fields';
import {
  bundleMagentoFields,
  configurableMagentoFields,
  customizableMagentoFields,
  downloadableMagentoFields,
  physicalMagentoFields,
  productMagentoFields,
} from './product-magento-fields';
import type { CategoryModel, ProductModel } from './models';
import { encodeUid } from './uid';

const PRODUCT_TYPENAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  virtual: 'VirtualProduct',
  downloadable: 'DownloadableProduct',
} as const;

const URL_TYPES = { product: 'PRODUCT', category: 'CATEGORY', cms_page: 'CMS_PAGE' } as const;

/** Magento's Breadcrumb of an ancestor category. */
const breadcrumbOf = (category: CategoryModel) => ({
  category_id: category.id,
  category_uid: encodeUid(category.id),
  category_name: category.name,
  category_level: category.level,
  category_url_key: category.url_key,
  category_url_path: category.url_path,
});

const productTypename = (product: ProductModel) => PRODUCT_TYPENAMES[product.type_id];

export const catalogResolvers: Resolvers = {
  Query: {
    categoryList: async (_parent, args, { request, services }) =>
      (await services.catalog.categories(request, args)).items,
    categories: async (_parent, args, { request, services }) => {
      const result = await services.catalog.categories(request, args);
      return {
        items: result.items,
        total_count: result.total,
        page_info: {
          current_page: result.currentPage,
          page_size: result.pageSize,
          total_pages: Math.ceil(result.total / result.pageSize),
        },
      };
    },
    route: async (_parent, { url }, { request, services }) =>
      (await services.catalog.route(request, url))?.model ?? null,
    urlResolver: async (_parent, { url }, { request, services }) => {
      const found = await services.catalog.route(request, url);
      if (!found) return null;
      const route =
        found.kind === 'cms_page'
          ? { relativeUrl: found.model.relative_url, redirectCode: found.model.redirect_code }
          : found.model.route;
      return {
        entity_uid: encodeUid(found.model.id),
        id: found.model.id,
        canonical_url: route.relativeUrl,
        relative_url: route.relativeUrl,
        redirectCode: route.redirectCode,
        type: URL_TYPES[found.kind],
      };
    },
  },
  RoutableInterface: {
    __resolveType: (value) => {
      if ('type_id' in value) return productTypename(value as ProductModel);
      if ('display_mode' in value) return 'CategoryTree';
      return '__typename' in value && value.__typename === 'CmsPage' ? 'CmsPage' : 'RoutableUrl';
    },
  },
  ProductInterface: { __resolveType: (product) => productTypename(product) },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  MediaGalleryInterface: {
    __resolveType: (entry) => ('video_content' in entry ? 'ProductVideo' : 'ProductImage'),
  },
  CategoryTree: {
    ...categoryMagentoFields,
    uid: (category) => encodeUid(category.id),
    image: (category, _args, { request }) => mediaUrl(request.mediaBaseUrl, category.image),
    url_suffix: () => '',
    children: (category, _args, { request, services }) =>
      services.catalog.children(request, category),
    children_count: async (category, _args, { request, services }) =>
      String((await services.catalog.children(request, category)).length),
    product_count: (category, _args, { request, services }) =>
      services.catalog.productCount(request, category),
    breadcrumbs: async (category, _args, { request, services }) =>
      (await services.catalog.breadcrumbs(request, category)).map(breadcrumbOf),
    redirect_code: (category) => category.route?.redirectCode ?? 0,
    relative_url: (category) => category.route?.relativeUrl ?? category.url_path,
    type: () => 'CATEGORY',
  },
  SimpleProduct: {
    ...productFields,
    ...productMagentoFields,
    ...physicalMagentoFields,
    ...customizableMagentoFields,
  },
  VirtualProduct: { ...productFields, ...productMagentoFields, ...customizableMagentoFields },
  DownloadableProduct: {
    ...productFields,
    ...productMagentoFields,
    ...customizableMagentoFields,
    ...downloadableMagentoFields,
  },
  ConfigurableProduct: {
    ...productFields,
    ...productMagentoFields,
    ...physicalMagentoFields,
    ...customizableMagentoFields,
    ...configurableFields,
    ...configurableMagentoFields,
  },
  BundleProduct: {
    ...productFields,
    ...productMagentoFields,
    ...physicalMagentoFields,
    ...customizableMagentoFields,
    ...bundleFields,
    ...bundleMagentoFields,
  },
  GroupedProduct: {
    ...productFields,
    ...productMagentoFields,
    ...physicalMagentoFields,
    ...groupedFields,
  },
  SwatchDataInterface: { __resolveType: (swatch) => swatch.__typename ?? 'TextSwatchData' },
  ProductLinksInterface: { __resolveType: () => 'ProductLinks' },
};
