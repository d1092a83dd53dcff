// Field resolvers shared by every product type (ProductInterface): they map, the catalog,
// inventory and review services decide.
import type { SimpleProductResolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { mediaUrl } from './media';
import type { ProductModel } from './models';
import { encodeUid } from './uid';

const html = (text: string | null) => ({ html: text ?? '' });
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The image with the first role found, else the visible image at `fallbackIndex`. */
const image =
  (roles: string[], fallbackIndex: number | null) =>
  (product: ProductModel, _args: unknown, { request, services }: GraphQLContext) =>
    services.products.image(request, product, roles, fallbackIndex);

export const productFields: SimpleProductResolvers = {
  uid: (product) => encodeUid(product.id),
  description: (product) => html(product.description),
  short_description: (product) => html(product.short_description),
  head_description: (product) =>
    product.head_description === null ? null : html(product.head_description),
  meta_keyword: (product) => product.meta_keywords,
  url_suffix: () => '',
  url_rewrites: async (product, _args, { request, services }) =>
    (await services.products.urlRewrites(request, product)).map((url) => ({
      url,
      parameters: [],
    })),
  categories: (product, _args, { request, services }) =>
    services.catalog.productCategories(request, product),
  media_gallery: (product, _args, { request, services }) =>
    services.products.mediaGallery(request, product),
  custom_gallery: (product, _args, { request, services }) =>
    services.products.imagesWithRole(request, product, 'custom_gallery'),
  price_range: (product, _args, { request, services }) =>
    services.products.priceRange(request, product),
  special_price: (product, _args, { request, services }) =>
    services.products.specialPrice(request, product),
  special_to_date: (product, _args, { request, services }) =>
    services.products.specialToDate(request, product),
  stock_status: (product, _args, { request, services }) =>
    services.inventory.stockStatus(request, product.id),
  saleable_qty: (product, _args, { request, services }) =>
    services.inventory.saleableQty(request, product.id),
  only_x_left_in_stock: (product, _args, { request, services }) =>
    services.inventory.onlyXLeftInStock(request, product.id),
  color: async (product, _args, { request, services }) =>
    (await services.products.optionIds(request, product, 'color'))[0] ?? null,
  size: async (product, _args, { request, services }) =>
    (await services.products.optionIds(request, product, 'size'))[0] ?? null,
  material: async (product, _args, { request, services }) => {
    const ids = await services.products.optionIds(request, product, 'material');
    return ids.length > 0 ? ids.join(',') : null;
  },
  loomfront_color_descriptive: (product) => product.color_descriptive,
  badges: (product) => list(product.badges).map((label) => ({ label })),
  fabric: (product) => list(product.fabric),
  category_collection_link: (product, _args, { request }) =>
    product.category_collection_link_label || product.category_collection_link_url_path
      ? {
          label: product.category_collection_link_label,
          url_path: product.category_collection_link_url_path,
          icon_url: mediaUrl(request.mediaBaseUrl, product.category_collection_link_icon_url),
        }
      : null,
  image: image(['image'], 0),
  small_image: image(['small_image'], 0),
  thumbnail: image(['thumbnail'], 0),
  product_thumbnail: image(['product_thumbnail', 'small_image'], 0),
  product_hover_image: image(['product_hover_image', 'hover_image'], 1),
  horizontal_image: image(['horizontal_image'], null),
  vertical_image: image(['vertical_image'], null),
  horizontal_image_hover: image(['horizontal_image_hover'], null),
  vertical_image_hover: image(['vertical_image_hover'], null),
  related_products: (product, _args, { request, services }) =>
    services.products.linkedProducts(request, product, 'related'),
  upsell_products: (product, _args, { request, services }) =>
    services.products.linkedProducts(request, product, 'upsell'),
  rating_summary: (product, _args, { request, services }) =>
    services.reviews.ratingSummary(request, product.id),
  review_count: (product, _args, { request, services }) =>
    services.reviews.reviewCount(request, product.id),
  reviews: (product, args, { request, services }) =>
    services.reviews.reviews(request, product, args),
  redirect_code: (product) => product.route?.redirectCode ?? 0,
  relative_url: (product) => product.route?.relativeUrl ?? product.url_key,
  type: () => 'PRODUCT',
};
