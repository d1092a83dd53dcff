// Reading a listing page's query string (presentation-discovery §2 and §5). Pure: works on
// URLSearchParams so server pages and client islands share it.
import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  PAGE_SIZE_OPTIONS,
  UTM_PREFIX,
  listingParams,
} from './listing-constants';

export type SortDirection = 'ASC' | 'DESC';

export interface ListingSort {
  field: string;
  direction: SortDirection;
}

export interface ListingQuery {
  page: number;
  itemsPerPage: number;
  sort: ListingSort | null;
  term: string;
  /** Facet selections by attribute code, in URL order. */
  filters: Record<string, string[]>;
  /** utm_ tracking parameters, kept across every change. */
  utm: [string, string][];
}

/** A positive integer written as digits only, else the fallback (spec: "must parse as integers"). */
export function parsePositiveInteger(value: string | null | undefined, fallback: number): number {
  if (value == null || !/^\d+$/.test(value.trim())) return fallback;
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

const ACCEPTED_PAGE_SIZES: readonly number[] = PAGE_SIZE_OPTIONS;

/**
 * Only the offered page sizes (spec §2: 24, 36, 48) are honoured, so a crafted URL cannot
 * ask for huge pages; anything else falls back to the default.
 */
export function parseItemsPerPage(value: string | null | undefined): number {
  const parsed = parsePositiveInteger(value, DEFAULT_PAGE_SIZE);
  return ACCEPTED_PAGE_SIZES.includes(parsed) ? parsed : DEFAULT_PAGE_SIZE;
}

/**
 * Splits a sort value at the LAST underscore (spec §5): field names may contain underscores
 * (`stock_status_ASC` → field `stock_status`). Direction is case-insensitive; anything else → null.
 */
export function parseSort(value: string | null | undefined): ListingSort | null {
  if (!value) return null;
  const at = value.lastIndexOf('_');
  if (at <= 0) return null;
  const field = value.slice(0, at);
  const direction = value.slice(at + 1).toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') return null;
  return { field, direction };
}

export function formatSort(sort: ListingSort): string {
  return `${sort.field}_${sort.direction}`;
}

/**
 * Facet selections are written as repeated `filters=<code>:<value>` entries; the value keeps any
 * further colons. Entries without a code or value are ignored.
 */
export function parseFilters(params: URLSearchParams): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const entry of params.getAll(listingParams.filters)) {
    const at = entry.indexOf(':');
    if (at <= 0 || at === entry.length - 1) continue;
    const code = entry.slice(0, at);
    const value = entry.slice(at + 1);
    const values = (filters[code] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  return filters;
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return {
    page: parsePositiveInteger(params.get(listingParams.page), FIRST_PAGE),
    itemsPerPage: parseItemsPerPage(params.get(listingParams.itemsPerPage)),
    sort: parseSort(params.get(listingParams.sort)),
    term: (params.get(listingParams.term) ?? '').trim(),
    filters: parseFilters(params),
    utm: [...params.entries()].filter(([key]) => key.startsWith(UTM_PREFIX)),
  };
}

/** Next.js searchParams (string | string[] | undefined values) as URLSearchParams. */
export function toSearchParams(
  record: Record<string, string | string[] | undefined>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else if (value !== undefined) params.append(key, value);
  }
  return params;
}
