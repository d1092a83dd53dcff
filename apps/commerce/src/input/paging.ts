// Magento's paging rules for list arguments (CatalogGraphQl, ReviewGraphQl, …), with its messages.
import { inputError } from '../errors';

export interface Page {
  pageSize: number;
  currentPage: number;
  offset: number;
}

/** currentPage is checked before pageSize, as Magento does; both default as Magento's SDL says. */
export function pageOf(
  args: { pageSize?: number | null; currentPage?: number | null },
  defaultPageSize = 20,
): Page {
  const pageSize = args.pageSize ?? defaultPageSize;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  return { pageSize, currentPage, offset: (currentPage - 1) * pageSize };
}

/** Pages of `total` items; a page past the last is an error once there are items at all. */
export function totalPagesOf(page: Page, total: number): number {
  const totalPages = Math.ceil(total / page.pageSize);
  if (total > 0 && page.currentPage > totalPages) {
    throw inputError(
      `currentPage value ${page.currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  return totalPages;
}
