// Turning the URL's facet selections into Magento's ProductAttributeFilterInput
// (presentation-discovery §5 "Facet filter").

export type FilterEqualTypeInput = { eq: string } | { in: string[] };
export interface FilterRangeTypeInput {
  from?: string;
  to?: string;
}
export type ProductFilterInput = Record<string, FilterEqualTypeInput | FilterRangeTypeInput>;

/** Magento's stock_status values the facet always asks for: 1 in stock, 3 (spec §5). */
export const STOCK_STATUS_VALUES = ['1', '3'];

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Price values are "from_to" strings; all of them together become one range from the smallest to
 * the largest number (spec §5). An open end ("50_" or "_100") stays open; malformed values are
 * ignored, and none valid means no price filter.
 */
export function parsePriceRange(values: string[]): FilterRangeTypeInput | null {
  const lows: number[] = [];
  const highs: number[] = [];
  let openLow = false;
  let openHigh = false;
  for (const value of values) {
    const at = value.lastIndexOf('_');
    if (at < 0) continue;
    const from = value.slice(0, at);
    const to = value.slice(at + 1);
    if ((from && !DECIMAL.test(from)) || (to && !DECIMAL.test(to)) || (!from && !to)) continue;
    if (from) lows.push(Number(from));
    else openLow = true;
    if (to) highs.push(Number(to));
    else openHigh = true;
  }
  if (lows.length === 0 && highs.length === 0) return null;
  const numbers = [...lows, ...highs];
  const range: FilterRangeTypeInput = {};
  if (!openLow) range.from = String(Math.min(...numbers));
  if (!openHigh) range.to = String(Math.max(...numbers));
  return range;
}

export interface BuildFilterOptions {
  /** The listing's own category (a category page), always applied. */
  categoryUid?: string;
}

/**
 * The page's category applies unless the shopper picked category facets.
 * category_uid is always an `in` list; other string values are `eq`; a single-element list is `eq`
 * and a longer list `in`; price is a from/to range; stock_status asks for values 1 and 3.
 */
export function buildProductFilter(
  selections: Record<string, string[]>,
  options: BuildFilterOptions = {},
): ProductFilterInput {
  const filter: ProductFilterInput = {};
  // A chosen subcategory narrows the page's category, so it replaces it rather than joining it.
  const chosen = selections.category_uid ?? [];
  const categoryUids =
    chosen.length > 0 ? chosen : options.categoryUid ? [options.categoryUid] : [];
  if (categoryUids.length > 0) filter.category_uid = { in: [...new Set(categoryUids)] };

  for (const [code, values] of Object.entries(selections)) {
    if (code === 'category_uid' || values.length === 0) continue;
    if (!/^[a-z][a-z0-9_]*$/.test(code)) continue;
    if (code === 'price') {
      const range = parsePriceRange(values);
      if (range) filter.price = range;
    } else if (code === 'stock_status') {
      filter.stock_status = { in: STOCK_STATUS_VALUES };
    } else if (values.length === 1) {
      filter[code] = { eq: values[0] as string };
    } else {
      filter[code] = { in: values };
    }
  }
  return filter;
}
