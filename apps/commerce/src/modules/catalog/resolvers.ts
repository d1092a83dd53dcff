// Catalog resolvers: thin; rules live in the services.
import type { Resolvers } from '../../generated/graphql';
import { mediaUrl } from './media';
import type { CategoryModel, ProductModel } from './models';
import { bundleFields, configurableFields, groupedFields } from './product-type-fields';
import { productFields } from './product-fields';
import { encodeUid } from './uid';

const PRODUCT_TYPENAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  virtual: 'VirtualProduct',
  downloadable: 'DownloadableProduct',
} as const;

const productTypename = (product: ProductModel) => PRODUCT_TYPENAMES[product.type_id];

export const catalogResolvers: Resolvers = {
  Query: {
    categoryList: async (_parent, args, context) =>
      (await context.services.catalog.categories(context, args)).items,
    categories: async (_parent, args, context) => {
      const result = await context.services.catalog.categories(context, args);
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
    route: async (_parent, { url }, context) =>
      (await context.services.catalog.route(context, url))?.model ?? null,
    urlResolver: async (_parent, { url }, context) => {
      const found = await context.services.catalog.route(context, url);
      if (!found) return null;
      const types = { product: 'PRODUCT', category: 'CATEGORY', cms_page: 'CMS_PAGE' } as const;
      const relativeUrl =
        found.kind === 'cms_page' ? found.model.relative_url : found.model.route.relativeUrl;
      const redirectCode =
        found.kind === 'cms_page' ? found.model.redirect_code : found.model.route.redirectCode;
      return {
        entity_uid: encodeUid(found.model.id),
        id: found.model.id,
        canonical_url: relativeUrl,
        relative_url: relativeUrl,
        redirectCode,
        type: types[found.kind],
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
    uid: (category) => encodeUid(category.id),
    image: (category, _args, context) => mediaUrl(context.mediaBaseUrl, category.image),
    url_suffix: () => '',
    children: (category, _args, context) =>
      context.services.catalog.scopeOf(context).loaders.categoryChildren.load(category.id),
    children_count: async (category, _args, context) =>
      String(
        (await context.services.catalog.scopeOf(context).loaders.categoryChildren.load(category.id))
          .length,
      ),
    product_count: (category, _args, context) =>
      context.services.catalog.scopeOf(context).loaders.productCount.load(category.id),
    breadcrumbs: async (category, _args, context) => {
      const { loaders } = context.services.catalog.scopeOf(context);
      const rootId = await context.services.catalog.rootCategoryId(context);
      const ancestors: CategoryModel[] = [];
      let parentId = category.parent_id;
      while (parentId !== null && parentId !== rootId) {
        const parent = await loaders.category.load(parentId);
        // Magento's breadcrumbs run from the store root's children (the main categories) down.
        if (!parent) break;
        ancestors.unshift(parent);
        parentId = parent.parent_id;
      }
      return ancestors.map((parent) => ({
        category_uid: encodeUid(parent.id),
        category_name: parent.name,
        category_level: parent.level,
        category_url_key: parent.url_key,
        category_url_path: parent.url_path,
      }));
    },
    redirect_code: (category) => category.route?.redirectCode ?? 0,
    relative_url: (category) => category.route?.relativeUrl ?? category.url_path,
    type: () => 'CATEGORY',
  },
  SimpleProduct: productFields,
  VirtualProduct: productFields,
  DownloadableProduct: productFields,
  ConfigurableProduct: { ...productFields, ...configurableFields },
  BundleProduct: { ...productFields, ...bundleFields },
  GroupedProduct: { ...productFields, ...groupedFields },
};
