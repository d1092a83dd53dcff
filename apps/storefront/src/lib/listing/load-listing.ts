import 'server-only';
import type { Locale } from '@/i18n/locales';
import { apiMethods } from '@/lib/commerce/api-methods';
import { failureMessage } from '@/lib/commerce/result';
import type { ProductListingView } from '@/lib/commerce/types/catalog';
import { requestCookieJar } from '@/lib/cookies';
import { buildProductFilter } from './facet-filter';
import { FIRST_PAGE } from './listing-constants';
import {
  formatSort,
  parseListingQuery,
  type ListingQuery,
  type ListingSort,
} from './listing-query';
import { pageBeyondLast, paginate } from './pagination';
import { effectiveSort, sortChoices, type SortChoice } from './sort-choices';

/** Sort fields the products query accepts; anything else in the URL falls back to the default. */
const SORTABLE = new Set(['position', 'name', 'price', 'relevance', 'news_from_date']);

export interface LoadedListing {
  kind: 'listing';
  query: ListingQuery;
  data: ProductListingView;
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

/** The requested page is past the last one: the page sends the shopper to `lastPage`. */
export interface ListingBeyondLastPage {
  kind: 'beyond-last-page';
  lastPage: number;
}

/**
 * Loads one listing page by the URL's rules (lib/listing). Failures are logged and give null, so
 * the page shows its empty state (spec §8: data calls return empty on failure). A page past the
 * last one (which commerce rejects, as Magento does) is reported so the page can redirect.
 */
export async function loadListing(
  input: LoadListingInput,
): Promise<LoadedListing | ListingBeyondLastPage | null> {
  const query = parseListingQuery(input.params);
  const requested =
    query.sort && SORTABLE.has(query.sort.field)
      ? query.sort
      : effectiveSort(null, [], input.defaultSortField);
  const context = { locale: input.locale, cookies: await requestCookieJar() };
  const productsPage = (currentPage: number) =>
    apiMethods.products.run(
      {
        ...(query.term ? { search: query.term.slice(0, 256) } : {}),
        filter: buildProductFilter(query.filters, { categoryUid: input.categoryUid }),
        pageSize: query.itemsPerPage,
        currentPage,
        sort: { [requested.field]: requested.direction },
      },
      context,
    );
  const result = await productsPage(query.page);
  if (!result.ok && result.kind === 'graphql' && query.page > FIRST_PAGE) {
    // Rather than parse the error text, ask for the first page to learn how many there are.
    const first = await productsPage(FIRST_PAGE);
    const lastPage = first.ok
      ? pageBeyondLast(query.page, first.data.products?.totalPages ?? 0)
      : null;
    if (lastPage !== null) return { kind: 'beyond-last-page', lastPage };
  }
  if (!result.ok || !result.data.products) {
    const reason = result.ok ? 'no products' : failureMessage(result);
    console.error(`[products] ${input.locale}: ${reason}`);
    return null;
  }
  const data = result.data.products;
  // Relevance ranks by a term: without one, it is not offered (nor honoured from the URL).
  const offered = data.sortOptions.filter((o) => query.term || o.value !== 'relevance');
  const options =
    offered.length > 0 ? offered : [{ value: requested.field, label: requested.field }];
  return {
    kind: 'listing',
    query,
    data,
    sort: effectiveSort(requested, options, data.defaultSort ?? input.defaultSortField),
    choices: sortChoices(options, { hasTerm: Boolean(query.term) }),
  };
}

/** What the listing shows of a loaded page, the same for a category and a search. */
export function listingViewProps(listing: LoadedListing) {
  return {
    items: listing.data.items,
    facets: listing.data.facets,
    selected: listing.query.filters,
    sortChoices: listing.choices,
    sort: formatSort(listing.sort),
    itemsPerPage: listing.query.itemsPerPage,
    currentPage: paginate(listing.query.page, listing.data.totalPages).current,
    totalPages: listing.data.totalPages,
    totalCount: listing.data.totalCount,
  };
}
