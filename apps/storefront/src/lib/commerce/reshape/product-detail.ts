// ProductDetail and RelatedProduct answers → the product page's ProductView and the carousels
// (pure; the one place that knows these GraphQL shapes). Nulls from Magento's nullable lists are
// dropped.
import type { ProductDetailQuery, RelatedProductQuery } from '@/gql/graphql';
import type { ProductCardView } from '@/lib/commerce/types/catalog';
import type { ProductView, RelatedProductsView } from '@/lib/commerce/types/product';
import { toLocalMediaPath } from '@/lib/media/media-url';
import { categoryTrail } from '@/lib/product/breadcrumb';
import { htmlToText } from '@/lib/product/text-rules';
import { present } from './lists';
import { carouselCardView } from './product-card';
import { reviewViews } from './product-reviews';
import {
  bundleItems,
  configurableOptions,
  groupedItems,
  variants,
  type ProductDetailItem,
} from './product-options';

type CarouselSource = Parameters<typeof carouselCardView>[0];

function cards(list: ReadonlyArray<CarouselSource | null> | null): ProductCardView[] {
  return present(list).flatMap((card) => carouselCardView(card) ?? []);
}

export function toProductView(item: ProductDetailItem): ProductView {
  const link = item.category_collection_link;
  return {
    typename: item.__typename,
    uid: item.uid,
    sku: item.sku ?? '',
    name: item.name ?? '',
    urlKey: item.url_key ?? '',
    tagLine: item.tag_line ?? null,
    badges: present(item.badges).map((b) => b.label),
    description: htmlToText(item.description?.html),
    shortDescription: htmlToText(item.short_description?.html),
    headDescription: htmlToText(item.head_description?.html),
    details: htmlToText(item.details),
    care: htmlToText(item.care),
    fabric: present(item.fabric).join('\n'),
    metaTitle: item.meta_title ?? null,
    metaDescription: item.meta_description ?? null,
    priceRange: item.price_range,
    stockStatus: item.stock_status ?? null,
    saleableQty: item.saleable_qty ?? null,
    isReturnable: item.is_returnable !== false,
    isProductAlertAvailable: item.is_product_alert_available === true,
    hasSizeGuideTable: item.has_size_guide_table === true,
    promoBlockType: item.product_promo_block_type ?? null,
    colorDescriptive: item.loomfront_color_descriptive ?? null,
    categoryCollectionLink:
      link?.label && link.url_path
        ? { label: link.label, urlPath: link.url_path, iconUrl: toLocalMediaPath(link.icon_url) }
        : null,
    categories: present(item.categories).flatMap((c) =>
      c.name && c.url_path ? [{ name: c.name, urlPath: c.url_path }] : [],
    ),
    breadcrumb: categoryTrail(
      present(item.categories).flatMap((c) =>
        c.name && c.url_path
          ? [
              {
                name: c.name,
                urlPath: c.url_path,
                ancestors: present(c.breadcrumbs).flatMap((b) =>
                  b.category_name && b.category_url_path
                    ? [{ name: b.category_name, urlPath: b.category_url_path }]
                    : [],
                ),
              },
            ]
          : [],
      ),
    ),
    gallery: present(item.media_gallery),
    // Its images are hidden from the main gallery (disabled there); the role alone selects them.
    customGallery: present(item.custom_gallery).map((entry) => ({ ...entry, disabled: false })),
    configurableOptions: configurableOptions(item),
    variants: variants(item),
    bundleItems: bundleItems(item),
    bundleDynamicPrice: item.__typename === 'BundleProduct' && item.dynamic_price === true,
    groupedItems: groupedItems(item),
    ratingSummary: item.rating_summary,
    reviewCount: item.review_count,
    reviews: reviewViews(item.reviews.items),
    related: cards(item.related_products),
    upsell: cards(item.upsell_products),
  };
}

/** productDetail: the first item, or null when the url_key names no product. */
export function productDetailView(data: ProductDetailQuery): ProductView | null {
  const item = data.products?.items?.[0];
  return item ? toProductView(item) : null;
}

/** relatedProduct: the product's related and upsell cards; null when the url_key is unknown. */
export function relatedProductsView(data: RelatedProductQuery): RelatedProductsView | null {
  const item = data.products?.items?.[0];
  return item
    ? { related: cards(item.related_products), upsell: cards(item.upsell_products) }
    : null;
}
