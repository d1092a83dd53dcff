// ProductDetail answer → the product page's ProductView (pure; the one place that knows the
// GraphQL shape). Nulls from Magento's nullable lists are dropped; bundle and grouped items are
// ordered by position (commerce-core §3).
import type { Money } from '@/lib/catalog/money';
import type { PriceRangeInput } from '@/lib/catalog/price-display';
import type { MediaGalleryEntryInput } from '@/lib/product/gallery';
import type {
  BundleItemView,
  GroupedItemView,
  ProductCardView,
  ProductView,
  VariantPayload,
} from '@/lib/commerce/types/product';
import type { Variant } from '@/lib/product/configurable';
import type { StockStatus } from '@/lib/product/stock-rules';
import { htmlToText } from '@/lib/product/text-rules';
import { toLocalMediaPath } from '@/lib/media/media-url';

type Maybe<T> = T | null | undefined;
type List<T> = Maybe<ReadonlyArray<Maybe<T>>>;

interface PriceRangeLike {
  minimum_price: { regular_price: Money; final_price: Money };
}

interface CardLike {
  __typename?: string;
  uid: string;
  name?: Maybe<string>;
  url_key?: Maybe<string>;
  product_thumbnail?: Maybe<{ url?: Maybe<string>; label?: Maybe<string> }>;
  small_image?: Maybe<{ url?: Maybe<string>; label?: Maybe<string> }>;
  price_range: PriceRangeLike;
}

interface BundleItemLike {
  uid?: Maybe<string>;
  title?: Maybe<string>;
  required?: Maybe<boolean>;
  type?: Maybe<string>;
  position?: Maybe<number>;
  options?: List<{
    uid: string;
    label?: Maybe<string>;
    quantity?: Maybe<number>;
    is_default?: Maybe<boolean>;
    position?: Maybe<number>;
    product?: Maybe<{ price_range: PriceRangeLike }>;
  }>;
}

interface GroupedItemLike {
  position?: Maybe<number>;
  qty?: Maybe<number>;
  product?: Maybe<{
    sku?: Maybe<string>;
    name?: Maybe<string>;
    stock_status?: Maybe<StockStatus>;
    price_range: PriceRangeLike;
  }>;
}

export interface ProductDetailItemLike extends CardLike {
  sku?: Maybe<string>;
  tag_line?: Maybe<string>;
  badges?: List<{ label: string }>;
  description?: Maybe<{ html: string }>;
  short_description?: Maybe<{ html: string }>;
  details?: Maybe<string>;
  care?: Maybe<string>;
  fabric?: List<string>;
  meta_title?: Maybe<string>;
  meta_description?: Maybe<string>;
  stock_status?: Maybe<StockStatus>;
  saleable_qty?: Maybe<number>;
  is_returnable?: Maybe<boolean>;
  is_product_alert_available?: Maybe<boolean>;
  has_size_guide_table?: Maybe<boolean>;
  product_promo_block_type?: Maybe<string>;
  loomfront_color_descriptive?: Maybe<string>;
  category_collection_link?: Maybe<{
    label?: Maybe<string>;
    url_path?: Maybe<string>;
    icon_url?: Maybe<string>;
  }>;
  categories?: List<{ name?: Maybe<string>; url_path?: Maybe<string> }>;
  media_gallery?: List<MediaGalleryEntryInput>;
  rating_summary: number;
  review_count: number;
  reviews: {
    items: ReadonlyArray<
      Maybe<{
        nickname: string;
        created_at: string;
        summary: string;
        text: string;
        ratings_breakdown: ReadonlyArray<Maybe<{ name: string; value: string }>>;
      }>
    >;
  };
  related_products?: List<CardLike>;
  upsell_products?: List<CardLike>;
  configurable_options?: List<{
    attribute_code?: Maybe<string>;
    label?: Maybe<string>;
    position?: Maybe<number>;
    values?: List<{
      uid?: Maybe<string>;
      label?: Maybe<string>;
      swatch_data?: Maybe<{ value?: Maybe<string> }>;
    }>;
  }>;
  variants?: List<{
    attributes?: List<{ code?: Maybe<string>; uid: string }>;
    product?: Maybe<{
      sku?: Maybe<string>;
      stock_status?: Maybe<StockStatus>;
      saleable_qty?: Maybe<number>;
      price_range: PriceRangeLike;
      media_gallery?: List<MediaGalleryEntryInput>;
    }>;
  }>;
  items?: List<BundleItemLike | GroupedItemLike>;
}

function present<T>(list: List<T>): T[] {
  return (list ?? []).filter((x): x is T => x != null);
}

function byPosition<T extends { position?: Maybe<number> }>(list: T[]): T[] {
  return [...list].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

export function toCardView(card: CardLike): ProductCardView | null {
  if (!card.url_key || !card.name) return null;
  const image = card.product_thumbnail?.url ? card.product_thumbnail : card.small_image;
  return {
    uid: card.uid,
    name: card.name,
    urlKey: card.url_key,
    imageUrl: toLocalMediaPath(image?.url),
    imageLabel: image?.label || card.name,
    priceRange: card.price_range,
    typename: card.__typename ?? 'SimpleProduct',
  };
}

function bundleItems(items: BundleItemLike[]): BundleItemView[] {
  return byPosition(items).map((item, index) => ({
    uid: item.uid ?? `bundle-${index}`,
    title: item.title ?? '',
    required: item.required ?? false,
    type: item.type ?? 'radio',
    options: byPosition(present(item.options)).map((option) => ({
      uid: option.uid,
      label: option.label ?? '',
      quantity: option.quantity ?? 1,
      isDefault: option.is_default ?? false,
      price: option.product?.price_range.minimum_price.final_price ?? null,
    })),
  }));
}

function groupedItems(items: GroupedItemLike[]): GroupedItemView[] {
  return byPosition(items).flatMap((item) =>
    item.product?.sku
      ? [
          {
            sku: item.product.sku,
            name: item.product.name ?? item.product.sku,
            qty: item.qty ?? 0,
            price: item.product.price_range.minimum_price.final_price,
            stockStatus: item.product.stock_status ?? null,
          },
        ]
      : [],
  );
}

function variants(item: ProductDetailItemLike): Variant<VariantPayload>[] {
  return present(item.variants).flatMap((variant) => {
    const product = variant.product;
    if (!product?.sku) return [];
    return [
      {
        attributes: present(variant.attributes).map((a) => ({ code: a.code ?? '', uid: a.uid })),
        product: {
          sku: product.sku,
          stock_status: product.stock_status ?? null,
          saleable_qty: product.saleable_qty ?? null,
          price_range: product.price_range as PriceRangeInput,
          media_gallery: present(product.media_gallery),
        },
      },
    ];
  });
}

export function toProductView(item: ProductDetailItemLike): ProductView {
  const typename = item.__typename ?? 'SimpleProduct';
  const link = item.category_collection_link;
  const complexItems = present(item.items);
  return {
    typename,
    uid: item.uid,
    sku: item.sku ?? '',
    name: item.name ?? '',
    urlKey: item.url_key ?? '',
    tagLine: item.tag_line ?? null,
    badges: present(item.badges).map((b) => b.label),
    description: htmlToText(item.description?.html),
    shortDescription: htmlToText(item.short_description?.html),
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
    gallery: present(item.media_gallery),
    configurableOptions: byPosition(present(item.configurable_options)).map((option) => ({
      attribute_code: option.attribute_code ?? '',
      label: option.label ?? '',
      values: present(option.values).flatMap((value) =>
        value.uid
          ? [{ uid: value.uid, label: value.label ?? '', swatch: value.swatch_data?.value ?? null }]
          : [],
      ),
    })),
    variants: variants(item),
    bundleItems: typename === 'BundleProduct' ? bundleItems(complexItems as BundleItemLike[]) : [],
    groupedItems:
      typename === 'GroupedProduct' ? groupedItems(complexItems as GroupedItemLike[]) : [],
    ratingSummary: item.rating_summary,
    reviewCount: item.review_count,
    reviews: present(item.reviews.items).map((review) => ({
      nickname: review.nickname,
      createdAt: review.created_at,
      summary: review.summary,
      text: review.text,
      breakdown: present(review.ratings_breakdown),
    })),
    related: present(item.related_products).flatMap((c) => toCardView(c) ?? []),
    upsell: present(item.upsell_products).flatMap((c) => toCardView(c) ?? []),
  };
}
