// The sort select's choices from the listing's sort_fields (Magento SortFields), in shopper words.
import type { ListingSort, SortDirection } from './listing-query';

export interface SortFieldOption {
  value: string;
  label: string;
}

/** Message keys (namespace ListingSearch.sort) of the sorts we can name in shopper words. */
export type SortLabelKey =
  'featured' | 'relevance' | 'priceAsc' | 'priceDesc' | 'nameAsc' | 'nameDesc' | 'newest';

export interface SortChoice {
  /** `field_DIRECTION`, the `sort` query value. */
  value: string;
  field: string;
  /** commerce's label, shown (with the direction) for fields we have no words for. */
  label: string;
  direction: SortDirection;
  labelKey: SortLabelKey | null;
}

/**
 * Position, relevance and newness (Magento's news_from_date) have one meaningful direction for a
 * shopper; other fields offer both.
 */
const SINGLE_DIRECTION: Record<string, SortDirection> = {
  position: 'ASC',
  relevance: 'DESC',
  news_from_date: 'DESC',
};

const LABEL_KEYS: Record<string, SortLabelKey> = {
  position_ASC: 'featured',
  relevance_DESC: 'relevance',
  price_ASC: 'priceAsc',
  price_DESC: 'priceDesc',
  name_ASC: 'nameAsc',
  name_DESC: 'nameDesc',
  news_from_date_DESC: 'newest',
};

/**
 * The choices in commerce's order. Relevance ranks by a search term, so a listing without one
 * does not offer it.
 */
export function sortChoices(
  options: readonly SortFieldOption[],
  { hasTerm = true }: { hasTerm?: boolean } = {},
): SortChoice[] {
  return options.flatMap(({ value, label }) => {
    if (value === 'relevance' && !hasTerm) return [];
    const single = SINGLE_DIRECTION[value];
    const directions: SortDirection[] = single ? [single] : ['ASC', 'DESC'];
    return directions.map((direction) => ({
      value: `${value}_${direction}`,
      field: value,
      label,
      direction,
      labelKey: LABEL_KEYS[`${value}_${direction}`] ?? null,
    }));
  });
}

/** The sort in effect: the URL's when the listing offers that field, else the default field. */
export function effectiveSort(
  requested: ListingSort | null,
  options: readonly SortFieldOption[],
  defaultField: string,
): ListingSort {
  if (requested && options.some((o) => o.value === requested.field)) return requested;
  return { field: defaultField, direction: SINGLE_DIRECTION[defaultField] ?? 'ASC' };
}
