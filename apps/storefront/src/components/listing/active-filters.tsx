'use client';

import { useTranslations } from 'next-intl';
import type { FacetView } from '@/lib/commerce/types/catalog';
import { filterChips, toggleSelection } from '@/lib/listing/facet-view';
import { useListingTransition } from './listing-transition';

/** The active filters as chips: each removes its value, "Clear all" every one (spec §2). */
export function ActiveFilters({ facets }: { facets: FacetView[] }) {
  const t = useTranslations('ListingSearch');
  const { selected, select } = useListingTransition();
  const chips = filterChips(selected, facets);
  if (chips.length === 0) return null;
  return (
    <section
      aria-label={t('activeFilters')}
      className="mt-4 flex flex-wrap items-center gap-2 text-sm"
    >
      <ul className="contents">
        {chips.map((chip) => (
          <li key={`${chip.code}:${chip.value}`}>
            <button
              type="button"
              data-testid="filter-chip"
              aria-label={t('removeFilter', { facet: chip.facetLabel, label: chip.label })}
              onClick={() => select(toggleSelection(selected, chip.code, chip.value))}
              className="inline-flex min-h-8 items-center gap-2 rounded-full border border-sand bg-linen px-3 hover:border-ink"
            >
              {chip.label}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-3.5 w-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m6 6 12 12M18 6 6 18" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => select({})}
        className="min-h-8 px-2 underline underline-offset-4"
      >
        {t('clearAll')}
      </button>
    </section>
  );
}
