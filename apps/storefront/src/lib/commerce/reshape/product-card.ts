// Products, ProductDetail and RelatedProduct cards → the one ProductCardView every card renders.
import type {
  ProductDetailCardFragment,
  ProductsQuery,
  RelatedProductCardFragment,
} from '@/gql/graphql';
import { productPath } from '@/lib/catalog/links';
import { ratingFromSummary } from '@/lib/catalog/rating';
import type { CardColor, CardImage, ProductCardView } from '@/lib/commerce/types/catalog';
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

function colors(item: ListingItem): CardColor[] {
  if (item.__typename !== 'ConfigurableProduct') return [];
  const option = item.configurable_options?.find((o) => o?.attribute_code === 'color');
  return (option?.values ?? []).flatMap((value) =>
    value?.label ? [{ label: value.label, swatch: value.swatch_data?.value ?? null }] : [],
  );
}

/** A listing card; null without a link or a name (nothing to show or follow). */
export function listingCardView(item: ListingItem): ProductCardView | null {
  const href = productPath(item);
  if (!href || !item.name) return null;
  return {
    uid: item.uid,
    sku: item.sku ?? '',
    name: item.name,
    href,
    typename: item.__typename,
    tagLine: item.tag_line ?? null,
    image: cardImage(item.product_thumbnail ?? item.small_image, item.name),
    hoverImage: cardImage(item.product_hover_image, item.name),
    badges: (item.badges ?? []).flatMap((b) => (b?.label ? [b.label] : [])),
    colors: colors(item),
    price_range: item.price_range,
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
    image: cardImage(image, card.name),
    hoverImage: null,
    badges: [],
    colors: [],
    price_range: card.price_range,
    rating: ratingFromSummary(null),
    reviewCount: 0,
  };
}
