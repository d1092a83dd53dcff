'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
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

/** Sort and page-size selects; each change pushes the listing URL (page reset per spec §2). */
export function ListingToolbar({ choices, sort, itemsPerPage, totalCount }: ListingToolbarProps) {
  const t = useTranslations('Listing');
  const { params, go } = useListingNavigation();
  const sortId = useId();
  const sizeId = useId();
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
          value={sort}
          onChange={(event) => go(withSort(params, parseSort(event.target.value)))}
          className="border border-sand bg-ivory px-2 py-1"
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(`sortDirection.${choice.direction}`, { label: choice.label })}
            </option>
          ))}
        </select>
        <label htmlFor={sizeId} className="text-stone">
          {t('itemsPerPage')}
        </label>
        <select
          id={sizeId}
          value={itemsPerPage}
          onChange={(event) => go(withItemsPerPage(params, Number(event.target.value)))}
          className="border border-sand bg-ivory px-2 py-1"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
