// Writing a listing page's query string (presentation-discovery §2): each change returns the new
// query string; utm_ parameters always survive.
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, UTM_PREFIX, listingParams } from './listing-constants';
import { formatSort, type ListingSort } from './listing-query';

function copy(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams(params);
}

function finish(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Page 1 is the default and is left out of the URL. */
export function withPage(params: URLSearchParams, page: number): string {
  const next = copy(params);
  if (page <= FIRST_PAGE) next.delete(listingParams.page);
  else next.set(listingParams.page, String(page));
  return finish(next);
}

/** Changing the page size starts again from the first page (spec §2). */
export function withItemsPerPage(params: URLSearchParams, itemsPerPage: number): string {
  const next = copy(params);
  next.delete(listingParams.page);
  if (itemsPerPage === DEFAULT_PAGE_SIZE) next.delete(listingParams.itemsPerPage);
  else next.set(listingParams.itemsPerPage, String(itemsPerPage));
  return finish(next);
}

/** A new sort order shows the first page; null returns to the listing's default sort. */
export function withSort(params: URLSearchParams, sort: ListingSort | null): string {
  const next = copy(params);
  next.delete(listingParams.page);
  if (sort) next.set(listingParams.sort, formatSort(sort));
  else next.delete(listingParams.sort);
  return finish(next);
}

/**
 * Replaces the selection of one facet. Price is a single range, other facets accumulate values;
 * the first page is shown again.
 */
export function withFilterValues(params: URLSearchParams, code: string, values: string[]): string {
  const next = copy(params);
  next.delete(listingParams.page);
  const kept = next.getAll(listingParams.filters).filter((entry) => !entry.startsWith(`${code}:`));
  next.delete(listingParams.filters);
  kept.forEach((entry) => next.append(listingParams.filters, entry));
  values.forEach((value) => next.append(listingParams.filters, `${code}:${value}`));
  return finish(next);
}

/** Adds the value when absent, removes it when present. */
export function toggleFilterValue(
  params: URLSearchParams,
  code: string,
  value: string,
  current: string[],
): string {
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withFilterValues(params, code, values);
}

/** Clearing filters keeps only term, itemsPerPage and utm_ parameters (spec §2). */
export function clearFilters(params: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const [key, value] of params.entries()) {
    if (
      key === listingParams.term ||
      key === listingParams.itemsPerPage ||
      key.startsWith(UTM_PREFIX)
    ) {
      next.append(key, value);
    }
  }
  return finish(next);
}

/**
 * The search-term URL helper: /search?term=…. Spec §9's 12 per page is not one of the page sizes
 * the listing offers (§2: 24, 36, 48), so the search page opens with the default size instead.
 */
export function searchTermPath(term: string): string {
  const params = new URLSearchParams({ [listingParams.term]: term.trim() });
  return `/search?${params.toString()}`;
}

/** Replaces every facet selection at once (the filter dialog's Apply); the first page again. */
export function withSelection(
  params: URLSearchParams,
  selection: Record<string, string[]>,
): string {
  const next = copy(params);
  next.delete(listingParams.page);
  next.delete(listingParams.filters);
  for (const [code, values] of Object.entries(selection)) {
    values.forEach((value) => next.append(listingParams.filters, `${code}:${value}`));
  }
  return finish(next);
}
