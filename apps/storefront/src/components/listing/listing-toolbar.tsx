'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SelectApply } from '@/components/forms/select-apply';
import { useSelectIntent } from '@/components/forms/use-select-intent';
import { PAGE_SIZE_OPTIONS } from '@/lib/listing/listing-constants';
import { parseSort } from '@/lib/listing/listing-query';
import { withItemsPerPage, withSort } from '@/lib/listing/listing-url';
import type { SortChoice } from '@/lib/listing/sort-choices';
import { useListingNavigation } from './use-listing-navigation';

interface ListingToolbarProps {
  choices: SortChoice[];
  /** `field_DIRECTION` in effect. */
  sort: string;
  itemsPerPage: number;
  totalCount: number;
}

/**
 * Sort and page-size selects; a choice pushes the listing URL (page reset per spec §2). Keyboard
 * choices wait for Enter or Apply, so arrowing through the options does not reload the listing.
 */
export function ListingToolbar({ choices, sort, itemsPerPage, totalCount }: ListingToolbarProps) {
  const t = useTranslations('Listing');
  const { params, go } = useListingNavigation();
  const sortId = useId();
  const sizeId = useId();
  const sortIntent = useSelectIntent(sort, (value) => go(withSort(params, parseSort(value))));
  const sizeIntent = useSelectIntent(String(itemsPerPage), (value) =>
    go(withItemsPerPage(params, Number(value))),
  );
  const sizes: number[] = PAGE_SIZE_OPTIONS.includes(itemsPerPage as 24 | 36 | 48)
    ? [...PAGE_SIZE_OPTIONS]
    : [itemsPerPage, ...PAGE_SIZE_OPTIONS];
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-b border-sand pb-4 text-sm">
      <p data-testid="listing-total" role="status">
        {t('productCount', { count: totalCount })}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <label htmlFor={sortId} className="text-stone">
          {t('sortBy')}
        </label>
        <select
          id={sortId}
          {...sortIntent.selectProps}
          aria-describedby={`${sortId}-hint`}
          className="border border-sand bg-ivory px-2 py-1"
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(`sortDirection.${choice.direction}`, { label: choice.label })}
            </option>
          ))}
        </select>
        <SelectApply
          hintId={`${sortId}-hint`}
          pending={sortIntent.pending}
          onApply={sortIntent.apply}
        />
        <label htmlFor={sizeId} className="text-stone">
          {t('itemsPerPage')}
        </label>
        <select
          id={sizeId}
          {...sizeIntent.selectProps}
          aria-describedby={`${sizeId}-hint`}
          className="border border-sand bg-ivory px-2 py-1"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <SelectApply
          hintId={`${sizeId}-hint`}
          pending={sizeIntent.pending}
          onApply={sizeIntent.apply}
        />
      </div>
    </div>
  );
}
