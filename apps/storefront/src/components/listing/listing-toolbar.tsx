'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SelectApply } from '@/components/forms/select-apply';
import { useSelectIntent } from '@/components/forms/use-select-intent';
import type { FacetView } from '@/lib/commerce/types/catalog';
import { PAGE_SIZE_OPTIONS } from '@/lib/listing/listing-constants';
import { parseSort } from '@/lib/listing/listing-query';
import { withItemsPerPage, withSort } from '@/lib/listing/listing-url';
import type { SortChoice } from '@/lib/listing/sort-choices';
import { FilterDialog } from './filter-dialog';
import { useListingTransition } from './listing-transition';

interface ListingToolbarProps {
  choices: SortChoice[];
  /** `field_DIRECTION` in effect. */
  sort: string;
  itemsPerPage: number;
  totalCount: number;
  facets: FacetView[];
}

const SELECT =
  'min-h-10 appearance-none border border-sand bg-ivory py-1 pr-9 pl-3 hover:border-ink focus-visible:outline-2 focus-visible:outline-bronze';
// Fixed widths: a select sized by its widest option grows while a slow phone is still parsing its
// options, and the right-aligned group would shift with it. The sort width holds the longest
// label of either language ("Price: high to low", "Preis: aufsteigend").
const SORT_WIDTH = 'w-50';
const SIZE_WIDTH = 'w-20';

/** A native select (keyboard and screen readers as usual) drawn with the shop's chevron. */
function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/**
 * Filters button (small screens), sort and page size; a choice pushes the listing URL (page
 * reset per spec §2). Keyboard choices wait for Enter or Apply, so arrowing through the options
 * does not reload the listing.
 */
export function ListingToolbar({
  choices,
  sort,
  itemsPerPage,
  totalCount,
  facets,
}: ListingToolbarProps) {
  const t = useTranslations('Listing');
  const words = useTranslations('ListingSearch');
  const { params, go, pending } = useListingTransition();
  const sortId = useId();
  const sizeId = useId();
  const sortIntent = useSelectIntent(sort, (value) => go(withSort(params, parseSort(value))));
  const sizeIntent = useSelectIntent(String(itemsPerPage), (value) =>
    go(withItemsPerPage(params, Number(value))),
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-sand pb-4 text-sm">
      <div className="flex items-center gap-3">
        <FilterDialog facets={facets} />
        <p data-testid="listing-total" role="status" className="text-stone">
          {pending ? words('updating') : t('productCount', { count: totalCount })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={sortId} className="sr-only sm:not-sr-only sm:text-stone">
          {t('sortBy')}
        </label>
        <span className="relative inline-flex">
          <select
            id={sortId}
            data-testid="sort-select"
            {...sortIntent.selectProps}
            aria-describedby={`${sortId}-hint`}
            className={`${SELECT} ${SORT_WIDTH}`}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.labelKey
                  ? words(`sort.${choice.labelKey}`)
                  : words('sort.other', { label: choice.label, direction: choice.direction })}
              </option>
            ))}
          </select>
          <Chevron />
        </span>
        <SelectApply
          hintId={`${sortId}-hint`}
          pending={sortIntent.pending}
          onApply={sortIntent.apply}
        />
        <label htmlFor={sizeId} className="sr-only sm:not-sr-only sm:text-stone">
          {t('itemsPerPage')}
        </label>
        <span className="relative inline-flex">
          <select
            id={sizeId}
            {...sizeIntent.selectProps}
            aria-describedby={`${sizeId}-hint`}
            className={`${SELECT} ${SIZE_WIDTH}`}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <Chevron />
        </span>
        <SelectApply
          hintId={`${sizeId}-hint`}
          pending={sizeIntent.pending}
          onApply={sizeIntent.apply}
        />
      </div>
    </div>
  );
}
