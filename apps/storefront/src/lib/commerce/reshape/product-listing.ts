// Products answer → the listing view model (types/catalog.ts).
import type { ProductsQuery } from '@/gql/graphql';
import type { FacetView, ProductListingView, ProductsView } from '@/lib/commerce/types/catalog';
import { listingCardView } from './product-card';

type ProductsResult = NonNullable<ProductsQuery['products']>;

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

export function listingView(products: ProductsResult): ProductListingView {
  return {
    items: (products.items ?? []).flatMap((item) => {
      const card = item ? listingCardView(item) : null;
      return card ? [card] : [];
    }),
    facets: facetViews(products.aggregations),
    sortOptions: (products.sort_fields?.options ?? []).flatMap((o) =>
      o?.value ? [{ value: o.value, label: o.label ?? o.value }] : [],
    ),
    defaultSort: products.sort_fields?.default ?? null,
    suggestions: (products.suggestions ?? []).flatMap((s) => (s?.search ? [s.search] : [])),
    totalCount: products.total_count ?? 0,
    totalPages: products.page_info?.total_pages ?? 1,
  };
}

export function productsView(data: ProductsQuery): ProductsView {
  return { products: data.products ? listingView(data.products) : null };
}
