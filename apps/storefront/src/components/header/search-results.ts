// Search overlay rules (pure): when to search, and category links as hits (productSearch already
// answers hits).
import type { CategoryListView, SearchHit } from '@/lib/commerce/types/catalog';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
/** Magento refuses a category name match under 3 characters ("Invalid match filter"). */
export const CATEGORY_MATCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 128;
export const OVERLAY_PRODUCTS = 6;
export const OVERLAY_CATEGORIES = 5;

/** Categories without a link or a name (a root category) are not offered. */
export function categoryHits(data: CategoryListView | null | undefined): SearchHit[] {
  return (data?.categoryList ?? []).flatMap((category) =>
    category.href && category.name
      ? [{ key: category.uid, label: category.name, href: category.href, image: null }]
      : [],
  );
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
