// Business constants of listing pages (presentation-discovery §2 and §9).
export const PAGE_SIZE_OPTIONS = [24, 36, 48] as const;
export const DEFAULT_PAGE_SIZE = 36;
export const FIRST_PAGE = 1;
export const PAGINATION_PAGE_NUMBERS = 5;

/** Query parameter names that drive a listing page. */
export const listingParams = {
  page: 'page',
  sort: 'sort',
  term: 'term',
  itemsPerPage: 'itemsPerPage',
  filters: 'filters',
} as const;

export const UTM_PREFIX = 'utm_';

/** Spec §4 and §9: lazy content shows once it comes within 200 px below the viewport. */
export const LAZY_MARGIN = '0px 0px 200px 0px';

/** Cards in the first rows load their images at once (the first four with priority). */
export const EAGER_CARDS = 8;
export const PRIORITY_CARDS = 4;

/** A facet shows this many options and folds the rest behind "Show more" (Size has 11). */
export const FACET_VISIBLE_OPTIONS = 6;
