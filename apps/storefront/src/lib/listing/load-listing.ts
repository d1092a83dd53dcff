import 'server-only';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { listingData, type ListingData } from '@/lib/commerce/reshape/product-listing';
import { requestCookieJar } from '@/lib/cookies';
import { buildProductFilter } from './facet-filter';
import { parseListingQuery, type ListingQuery, type ListingSort } from './listing-query';
import { effectiveSort, sortChoices, type SortChoice } from './sort-choices';

/** Sort fields the products query accepts; anything else in the URL falls back to the default. */
const SORTABLE = new Set(['position', 'name', 'price', 'relevance']);

export interface LoadedListing {
  query: ListingQuery;
  data: ListingData;
  sort: ListingSort;
  choices: SortChoice[];
}

interface LoadListingInput {
  locale: Locale;
  params: URLSearchParams;
  categoryUid?: string;
  /** position for categories, relevance for search (spec contracts). */
  defaultSortField: 'position' | 'relevance';
}

/**
 * Loads one listing page by the URL's rules (lib/listing). Failures are logged and give null, so
 * the page shows its empty state (spec §8: data calls return empty on failure).
 */
export async function loadListing(input: LoadListingInput): Promise<LoadedListing | null> {
  const query = parseListingQuery(input.params);
  const requested =
    query.sort && SORTABLE.has(query.sort.field)
      ? query.sort
      : effectiveSort(null, [], input.defaultSortField);
  const result = await apiMethods.products.run(
    {
      ...(query.term ? { search: query.term.slice(0, 256) } : {}),
      filter: buildProductFilter(query.filters, { categoryUid: input.categoryUid }),
      pageSize: query.itemsPerPage,
      currentPage: query.page,
      sort: { [requested.field]: requested.direction },
    },
    { locale: input.locale, cookies: await requestCookieJar() },
  );
  if (!result.ok || !result.data.products) {
    const reason = result.ok
      ? 'no products'
      : result.kind === 'graphql'
        ? result.errors[0]?.message
        : result.message;
    console.error(`[products] ${input.locale}: ${reason}`);
    return null;
  }
  const data = listingData(result.data.products);
  const options =
    data.sortOptions.length > 0
      ? data.sortOptions
      : [{ value: requested.field, label: requested.field }];
  return {
    query,
    data,
    sort: effectiveSort(requested, options, data.defaultSort ?? input.defaultSortField),
    choices: sortChoices(options),
  };
}
