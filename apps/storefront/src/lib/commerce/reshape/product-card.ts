// Products, ProductDetail and RelatedProduct cards → the one ProductCardView every card renders.
import type {
  ProductDetailCardFragment,
  ProductsQuery,
  RelatedProductCardFragment,
} from '@/gql/graphql';
import { productPath } from '@/lib/catalog/links';
import { ratingFromSummary } from '@/lib/catalog/rating';
import type {
  CardColor,
  CardConfigurableOption,
  CardGroupedItem,
  CardImage,
  CardStock,
  ProductCardView,
} from '@/lib/commerce/types/catalog';
import { toLocalMediaPath } from '@/lib/media/media-url';

export type ListingItem = NonNullable<
  NonNullable<NonNullable<ProductsQuery['products']>['items']>[number]
>;
type CarouselItem = ProductDetailCardFragment | RelatedProductCardFragment;
type ImageSource = { url: string | null; label: string | null } | null;

function cardImage(value: ImageSource | undefined, alt: string): CardImage | null {
  const src = toLocalMediaPath(value?.url);
  return src ? { src, alt: value?.label || alt } : null;
}

/** A card shows at most this much of the short description (list view, two lines). */
export const CARD_TEXT_LENGTH = 100;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * HTML as a card's plain text, cut at a word before `max` characters. React escapes the result
 * when it renders it, so tags only need to go, not to be sanitised.
 */
export function cardText(html: string | null | undefined, max = CARD_TEXT_LENGTH): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The option id inside a configurable value uid: base64 of "configurable/<attribute>/<id>". */
export function optionIdOf(uid: string | null | undefined): string | null {
  if (!uid) return null;
  try {
    const match = /^configurable\/\d+\/(\d+)$/.exec(atob(uid));
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

function colors(item: ListingItem): CardColor[] {
  if (item.__typename !== 'ConfigurableProduct') return [];
  const option = item.configurable_options?.find((o) => o?.attribute_code === 'color');
  return (option?.values ?? []).flatMap((value) =>
    value?.label
      ? [
          {
            label: value.label,
            swatch: value.swatch_data?.value ?? null,
            value: optionIdOf(value.uid),
          },
        ]
      : [],
  );
}

function configurableOptions(item: ListingItem): CardConfigurableOption[] {
  if (item.__typename !== 'ConfigurableProduct') return [];
  return (item.configurable_options ?? []).flatMap((option) =>
    option?.attribute_code && option.uid
      ? [
          {
            attributeCode: option.attribute_code,
            attributeUid: option.attribute_uid,
            label: option.label ?? null,
            position: option.position ?? null,
            uid: option.uid,
            useDefault: option.use_default ?? null,
            values: (option.values ?? []).flatMap((value) =>
              value
                ? [
                    {
                      label: value.label ?? null,
                      uid: value.uid ?? null,
                      sku: value.sku ?? null,
                      saleableQty: value.saleable_qty ?? null,
                    },
                  ]
                : [],
            ),
          },
        ]
      : [],
  );
}

function groupedItems(item: ListingItem): CardGroupedItem[] {
  if (item.__typename !== 'GroupedProduct') return [];
  return (item.items ?? []).flatMap((entry) =>
    entry?.product
      ? [
          {
            uid: entry.product.uid,
            sku: entry.product.sku ?? null,
            name: entry.product.name ?? null,
            qty: entry.qty ?? null,
          },
        ]
      : [],
  );
}

/** Stock as the card tells it: in stock, only a few left, or out (with notify-me if offered). */
export function cardStock(item: {
  stock_status?: string | null;
  only_x_left_in_stock?: number | null;
  saleable_qty?: number | null;
  is_product_alert_available?: boolean | null;
}): CardStock {
  const inStock = item.stock_status !== 'OUT_OF_STOCK';
  return {
    inStock,
    onlyLeft: inStock && item.only_x_left_in_stock ? item.only_x_left_in_stock : null,
    saleableQty: item.saleable_qty ?? null,
    notifyMe: !inStock && Boolean(item.is_product_alert_available),
  };
}

const NO_STOCK_DATA: CardStock = {
  inStock: true,
  onlyLeft: null,
  saleableQty: null,
  notifyMe: false,
};
const NO_IMAGES = { horizontal: null, horizontalHover: null, vertical: null, verticalHover: null };

/** A listing card; null without a link or a name (nothing to show or follow). */
export function listingCardView(item: ListingItem): ProductCardView | null {
  const href = productPath(item);
  if (!href || !item.name) return null;
  return {
    uid: item.uid,
    sku: item.sku ?? '',
    name: item.name,
    href,
    urlKey: item.url_key ?? null,
    typename: item.__typename,
    tagLine: item.tag_line ?? null,
    shortDescription: cardText(item.short_description?.html),
    image: cardImage(item.product_thumbnail ?? item.small_image, item.name),
    hoverImage: cardImage(item.product_hover_image, item.name),
    images: {
      horizontal: cardImage(item.horizontal_image, item.name),
      horizontalHover: cardImage(item.horizontal_image_hover, item.name),
      vertical: cardImage(item.vertical_image, item.name),
      verticalHover: cardImage(item.vertical_image_hover, item.name),
    },
    badges: (item.badges ?? []).flatMap((b) => (b?.label ? [b.label] : [])),
    colors: colors(item),
    stock: cardStock(item),
    price_range: item.price_range,
    maxPrice: item.price_range.maximum_price?.final_price ?? null,
    configurableOptions: configurableOptions(item),
    groupedItems: groupedItems(item),
    rating: ratingFromSummary(item.rating_summary),
    reviewCount: item.review_count,
  };
}

/**
 * A related or upsell card. Carousels ask for fewer fields: no rating, badges or colours. A
 * thumbnail without a URL falls back to the small image.
 */
export function carouselCardView(card: CarouselItem): ProductCardView | null {
  const href = productPath(card);
  if (!href || !card.name) return null;
  const smallImage = 'small_image' in card ? card.small_image : null;
  const image = card.product_thumbnail?.url ? card.product_thumbnail : smallImage;
  return {
    uid: card.uid,
    sku: '',
    name: card.name,
    href,
    typename: card.__typename,
    tagLine: null,
    shortDescription: null,
    image: cardImage(image, card.name),
    hoverImage: null,
    images: NO_IMAGES,
    badges: [],
    colors: [],
    stock: NO_STOCK_DATA,
    price_range: card.price_range,
    maxPrice: null,
    configurableOptions: [],
    groupedItems: [],
    rating: ratingFromSummary(null),
    reviewCount: 0,
  };
}
