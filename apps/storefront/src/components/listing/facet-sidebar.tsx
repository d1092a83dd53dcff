'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { clearFilters, toggleFilterValue } from '@/lib/listing/listing-url';
import type { FacetView } from '@/lib/commerce/types/catalog';
import { useListingNavigation } from './use-listing-navigation';

interface FacetSidebarProps {
  facets: FacetView[];
  selected: Record<string, string[]>;
}

/**
 * Facet filters (spec §2 "filter sidebar"): each option toggles a `filters` value in the URL;
 * "Clear filters" keeps only term, itemsPerPage and utm_. On small screens the panel is a
 * disclosure opened by the Filters button (Escape closes it); on wide screens it is always shown.
 */
export function FacetSidebar({ facets, selected }: FacetSidebarProps) {
  const t = useTranslations('Listing');
  const { params, go } = useListingNavigation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hasSelection = Object.values(selected).some((values) => values.length > 0);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (facets.length === 0) return null;
  return (
    <aside aria-label={t('filters')} className="text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="mb-4 border border-ink px-4 py-2 lg:hidden"
      >
        {t('filters')}
      </button>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} lg:block`}>
        {hasSelection ? (
          <button type="button" onClick={() => go(clearFilters(params))} className="mb-4 underline">
            {t('clearFilters')}
          </button>
        ) : null}
        {facets.map((facet) => (
          <fieldset key={facet.code} className="mb-6">
            <legend className="mb-2 font-semibold tracking-wide text-ink uppercase">
              {facet.label}
            </legend>
            {/* Rows at least 24 px apart: each checkbox keeps a full touch target (WCAG 2.5.8). */}
            <ul className="flex flex-col gap-2">
              {facet.options.map((option) => {
                const current = selected[facet.code] ?? [];
                return (
                  <li key={option.value}>
                    <label className="flex min-h-6 cursor-pointer items-center gap-2">
                      <input
                        type="checkbox"
                        checked={current.includes(option.value)}
                        onChange={() =>
                          go(toggleFilterValue(params, facet.code, option.value, current))
                        }
                        className="h-4 w-4 accent-ink"
                      />
                      {option.swatch ? (
                        <span
                          aria-hidden="true"
                          className="h-3.5 w-3.5 rounded-full border border-stone/40"
                          style={{ backgroundColor: option.swatch }}
                        />
                      ) : null}
                      <span>{option.label}</span>
                      <span className="text-stone">({option.count})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </aside>
  );
}
