// Reshapes the Products answer into the listing view models (types/catalog.ts).
import type { FacetView, ProductCardView } from '@/lib/commerce/types/catalog';
import type { ProductsQuery } from '@/gql/graphql';
import { productPath } from '@/lib/catalog/links';
import { priceDisplay } from '@/lib/catalog/price-display';
import { ratingFromSummary } from '@/lib/catalog/rating';
import type { SortFieldOption } from '@/lib/listing/sort-choices';
import { toLocalMediaPath } from '@/lib/media/media-url';

type ProductsResult = NonNullable<ProductsQuery['products']>;
type Item = NonNullable<NonNullable<ProductsResult['items']>[number]>;

export interface ListingData {
  items: ProductCardView[];
  facets: FacetView[];
  sortOptions: SortFieldOption[];
  defaultSort: string | null;
  totalCount: number;
  totalPages: number;
}

function image(
  value: { url?: string | null; label?: string | null } | null | undefined,
  alt: string,
) {
  const src = toLocalMediaPath(value?.url);
  return src ? { src, alt: value?.label || alt } : null;
}

function colors(item: Item): ProductCardView['colors'] {
  if (item.__typename !== 'ConfigurableProduct') return [];
  const option = item.configurable_options?.find((o) => o?.attribute_code === 'color');
  return (option?.values ?? []).flatMap((value) =>
    value?.label ? [{ label: value.label, swatch: value.swatch_data?.value ?? null }] : [],
  );
}

export function productCardView(item: Item): ProductCardView | null {
  const href = productPath(item);
  if (!href || !item.name) return null;
  return {
    uid: item.uid,
    sku: item.sku ?? '',
    name: item.name,
    href,
    tagLine: item.tag_line ?? null,
    image: image(item.product_thumbnail ?? item.small_image, item.name),
    hoverImage: image(item.product_hover_image, item.name),
    badges: (item.badges ?? []).flatMap((b) => (b?.label ? [b.label] : [])),
    colors: colors(item),
    price: priceDisplay(item.price_range, item.__typename),
    rating: ratingFromSummary(item.rating_summary),
    reviewCount: item.review_count,
  };
}

export function facetViews(aggregations: ProductsResult['aggregations']): FacetView[] {
  return [...(aggregations ?? [])]
    .flatMap((a) => (a ? [a] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((a) => ({
      code: a.attribute_code,
      label: a.label ?? a.attribute_code,
      options: (a.options ?? []).flatMap((o) =>
        o
          ? [
              {
                value: o.value,
                label: o.label ?? o.value,
                count: o.count ?? 0,
                swatch: o.swatch_value ?? null,
              },
            ]
          : [],
      ),
    }))
    .filter((facet) => facet.options.length > 0);
}

export function listingData(products: ProductsResult): ListingData {
  return {
    items: (products.items ?? []).flatMap((item) => {
      const card = item ? productCardView(item) : null;
      return card ? [card] : [];
    }),
    facets: facetViews(products.aggregations),
    sortOptions: (products.sort_fields?.options ?? []).flatMap((o) =>
      o?.value ? [{ value: o.value, label: o.label ?? o.value }] : [],
    ),
    defaultSort: products.sort_fields?.default ?? null,
    totalCount: products.total_count ?? 0,
    totalPages: products.page_info?.total_pages ?? 1,
  };
}
