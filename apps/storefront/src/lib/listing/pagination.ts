// Pagination window (UI-kit spec: first page 1, 5 page numbers shown by default).
import { FIRST_PAGE, PAGINATION_PAGE_NUMBERS } from './listing-constants';

export interface PaginationModel {
  current: number;
  total: number;
  pages: number[];
  previous: number | null;
  next: number | null;
}

/** The total number of pages for a result count (at least 1, so an empty listing has page 1). */
export function totalPages(totalCount: number, pageSize: number): number {
  if (totalCount <= 0 || pageSize <= 0) return FIRST_PAGE;
  return Math.ceil(totalCount / pageSize);
}

/** Up to `count` consecutive page numbers centred on the current page, clamped to 1..total. */
export function paginate(
  current: number,
  total: number,
  count: number = PAGINATION_PAGE_NUMBERS,
): PaginationModel {
  const last = Math.max(FIRST_PAGE, total);
  const page = Math.min(Math.max(FIRST_PAGE, current), last);
  const size = Math.min(count, last);
  let start = page - Math.floor(size / 2);
  start = Math.max(FIRST_PAGE, Math.min(start, last - size + 1));
  return {
    current: page,
    total: last,
    pages: Array.from({ length: size }, (_, i) => start + i),
    previous: page > FIRST_PAGE ? page - 1 : null,
    next: page < last ? page + 1 : null,
  };
}

/**
 * The page to send a shopper to when the requested one is past the last (the commerce service
 * rejects such a page): the last page, or null when the request is in range or nothing is listed.
 */
export function pageBeyondLast(requested: number, total: number): number | null {
  return total >= FIRST_PAGE && requested > total ? total : null;
}
