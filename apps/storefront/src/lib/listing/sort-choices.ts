// The sort select's choices from the listing's sort_fields (Magento SortFields).
import type { ListingSort, SortDirection } from './listing-query';

export interface SortFieldOption {
  value: string;
  label: string;
}

export interface SortChoice {
  /** `field_DIRECTION`, the `sort` query value. */
  value: string;
  field: string;
  label: string;
  direction: SortDirection;
}

/** Position and relevance have one meaningful direction; other fields offer both. */
const SINGLE_DIRECTION: Record<string, SortDirection> = { position: 'ASC', relevance: 'DESC' };

export function sortChoices(options: readonly SortFieldOption[]): SortChoice[] {
  return options.flatMap(({ value, label }) => {
    const single = SINGLE_DIRECTION[value];
    const directions: SortDirection[] = single ? [single] : ['ASC', 'DESC'];
    return directions.map((direction) => ({
      value: `${value}_${direction}`,
      field: value,
      label,
      direction,
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
