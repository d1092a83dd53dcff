// Search overlay results (pure): product and category links from the two search calls.
import type { CategorySearchQuery, ProductSearchQuery } from '@/gql/graphql';
import { categoryPath, productPath } from '@/lib/catalog/links';
import { toLocalMediaPath } from '@/lib/media/media-url';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
/** Magento refuses a category name match under 3 characters ("Invalid match filter"). */
export const CATEGORY_MATCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 128;
export const OVERLAY_PRODUCTS = 6;
export const OVERLAY_CATEGORIES = 5;

export interface SearchHit {
  key: string;
  label: string;
  href: string;
  image: string | null;
}

export function productHits(data: ProductSearchQuery | null | undefined): SearchHit[] {
  return (data?.products?.items ?? []).flatMap((item) => {
    const href = item ? productPath(item) : null;
    if (!item || !href || !item.name) return [];
    return [
      {
        key: item.uid,
        label: item.name,
        href,
        image: toLocalMediaPath(item.product_thumbnail?.url),
      },
    ];
  });
}

export function categoryHits(data: CategorySearchQuery | null | undefined): SearchHit[] {
  return (data?.categoryList ?? []).flatMap((category) => {
    const href = category ? categoryPath(category) : null;
    if (!category || !href || !category.name) return [];
    return [{ key: category.uid, label: category.name, href, image: null }];
  });
}

/** Whether the term is long enough to look for categories by name as well as for products. */
export function searchesCategories(term: string): boolean {
  return term.length >= CATEGORY_MATCH_MIN_LENGTH;
}

/** The term sent to the search calls, or null when it is too short to search. */
export function searchableTerm(value: string): string | null {
  const term = value.trim().slice(0, SEARCH_MAX_LENGTH);
  return term.length >= SEARCH_MIN_LENGTH ? term : null;
}
