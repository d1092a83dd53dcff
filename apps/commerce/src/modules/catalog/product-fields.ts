// Field resolvers shared by every product type (ProductInterface).
import type { SimpleProductResolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { priceRange } from '../pricing/price-range';
import { convertMinor, minorToDecimal } from '../pricing/money';
import { galleryEntry, imagesWithRole, imageWithRole, mediaUrl } from './media';
import type { ProductModel } from './models';
import { isInTree } from './service';
import { encodeUid } from './uid';

/** Saleable quantities below this show as only_x_left_in_stock (spec: limited is < 5). */
export const ONLY_X_LEFT_BELOW = 5;

/** Magento's visibility 1: a variant or bundle part, without a page or URL of its own. */
const NOT_VISIBLE_INDIVIDUALLY = 1;

const html = (text: string | null) => ({ html: text ?? '' });
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

async function linked(
  ids: Array<{ linked_product_id: number }>,
  load: (id: number) => Promise<ProductModel | null>,
) {
  const products = await Promise.all(ids.map((row) => load(row.linked_product_id)));
  return products.filter((product): product is ProductModel => product !== null);
}

export const productFields: SimpleProductResolvers = {
  uid: (product) => encodeUid(product.id),
  description: (product) => html(product.description),
  short_description: (product) => html(product.short_description),
  head_description: (product) =>
    product.head_description === null ? null : html(product.head_description),
  meta_keyword: (product) => product.meta_keywords,
  url_suffix: () => '',
  url_rewrites: async (product, _args, context) => {
    if (product.visibility === NOT_VISIBLE_INDIVIDUALLY) return [];
    const rows = await context.services.catalog.scopeOf(context).loaders.rewrites.load(product.id);
    // A visible product without rewrites is still reached at its url_key (see route()).
    const paths = rows.length > 0 ? rows.map((row) => row.request_path) : [product.url_key];
    return paths.map((url) => ({ url, parameters: [] }));
  },
  categories: async (product, _args, context) => {
    const { loaders } = context.services.catalog.scopeOf(context);
    const [rows, rootId] = await Promise.all([
      loaders.productCategories.load(product.id),
      context.services.catalog.rootCategoryId(context),
    ]);
    const categories = await Promise.all(rows.map((row) => loaders.category.load(row.category_id)));
    return categories.filter(
      (category) => category !== null && category.id !== rootId && isInTree(category, rootId),
    );
  },
  media_gallery: async (product, _args, context) => {
    const scope = context.services.catalog.scopeOf(context);
    const rows = await scope.loaders.media.load(product.id);
    return rows.filter((row) => !row.disabled).map((row) => galleryEntry(scope.mediaBaseUrl, row));
  },
  custom_gallery: async (product, _args, context) => {
    const scope = context.services.catalog.scopeOf(context);
    const rows = await scope.loaders.media.load(product.id);
    return imagesWithRole(scope.mediaBaseUrl, rows, 'custom_gallery');
  },
  price_range: async (product, _args, context) => {
    const scope = context.services.catalog.scopeOf(context);
    const [row, rate] = await Promise.all([
      scope.loaders.priceIndex.load(product.id),
      scope.displayRate(),
    ]);
    return priceRange(row, scope.displayCurrencyCode, rate);
  },
  special_price: async (product, _args, context) => {
    const scope = context.services.catalog.scopeOf(context);
    const [row, rate] = await Promise.all([
      scope.loaders.priceIndex.load(product.id),
      scope.displayRate(),
    ]);
    if (!row || row.min_final >= row.min_regular) return null;
    return minorToDecimal(convertMinor(row.min_final, rate));
  },
  special_to_date: async (product, _args, context) => {
    const row = await context.services.catalog.scopeOf(context).loaders.ownPrice.load(product.id);
    return row?.special_to ? new Date(row.special_to).toISOString().slice(0, 10) : null;
  },
  stock_status: async (product, _args, context) => {
    const row = await context.services.catalog.scopeOf(context).loaders.stock.load(product.id);
    return row?.in_stock ? 'IN_STOCK' : 'OUT_OF_STOCK';
  },
  saleable_qty: async (product, _args, context) => {
    const row = await context.services.catalog.scopeOf(context).loaders.stock.load(product.id);
    // Nothing can be sold while the product is out of stock, whatever quantity is on hand.
    return row?.in_stock ? row.saleable_qty : 0;
  },
  only_x_left_in_stock: async (product, _args, context) => {
    const row = await context.services.catalog.scopeOf(context).loaders.stock.load(product.id);
    if (!row?.in_stock || row.saleable_qty <= 0 || row.saleable_qty >= ONLY_X_LEFT_BELOW)
      return null;
    return row.saleable_qty;
  },
  color: async (product, _args, context) =>
    optionIds(product, 'color', context).then((ids) => ids[0] ?? null),
  size: async (product, _args, context) =>
    optionIds(product, 'size', context).then((ids) => ids[0] ?? null),
  material: async (product, _args, context) =>
    optionIds(product, 'material', context).then((ids) => (ids.length > 0 ? ids.join(',') : null)),
  loomfront_color_descriptive: (product) => product.color_descriptive,
  badges: (product) => list(product.badges).map((label) => ({ label })),
  fabric: (product) => list(product.fabric),
  category_collection_link: (product, _args, context) =>
    product.category_collection_link_label || product.category_collection_link_url_path
      ? {
          label: product.category_collection_link_label,
          url_path: product.category_collection_link_url_path,
          icon_url: mediaUrl(context.mediaBaseUrl, product.category_collection_link_icon_url),
        }
      : null,
  image: (product, _args, context) => image(product, context, ['image'], 0),
  small_image: (product, _args, context) => image(product, context, ['small_image'], 0),
  thumbnail: (product, _args, context) => image(product, context, ['thumbnail'], 0),
  product_thumbnail: (product, _args, context) =>
    image(product, context, ['product_thumbnail', 'small_image'], 0),
  product_hover_image: (product, _args, context) =>
    image(product, context, ['product_hover_image', 'hover_image'], 1),
  horizontal_image: (product, _args, context) =>
    image(product, context, ['horizontal_image'], null),
  vertical_image: (product, _args, context) => image(product, context, ['vertical_image'], null),
  horizontal_image_hover: (product, _args, context) =>
    image(product, context, ['horizontal_image_hover'], null),
  vertical_image_hover: (product, _args, context) =>
    image(product, context, ['vertical_image_hover'], null),
  related_products: async (product, _args, context) => {
    const { loaders } = context.services.catalog.scopeOf(context);
    return linked(await loaders.related.load(product.id), (id) => loaders.product.load(id));
  },
  upsell_products: async (product, _args, context) => {
    const { loaders } = context.services.catalog.scopeOf(context);
    return linked(await loaders.upsell.load(product.id), (id) => loaders.product.load(id));
  },
  rating_summary: (product, _args, context) =>
    context.services.reviews.ratingSummary(context, product.id),
  review_count: (product, _args, context) =>
    context.services.reviews.reviewCount(context, product.id),
  reviews: (product, args, context) => context.services.reviews.reviews(context, product, args),
  redirect_code: (product) => product.route?.redirectCode ?? 0,
  relative_url: (product) => product.route?.relativeUrl ?? product.url_key,
  type: () => 'PRODUCT',
};

async function optionIds(product: ProductModel, code: string, context: GraphQLContext) {
  const rows = await context.services.catalog
    .scopeOf(context)
    .loaders.attributeValues.load(product.id);
  return rows.filter((row) => row.code === code).map((row) => row.option_id);
}

async function image(
  product: ProductModel,
  context: GraphQLContext,
  roles: string[],
  fallbackIndex: number | null,
) {
  const scope = context.services.catalog.scopeOf(context);
  return imageWithRole(
    scope.mediaBaseUrl,
    await scope.loaders.media.load(product.id),
    roles,
    fallbackIndex,
  );
}
