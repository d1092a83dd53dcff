'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { FacetView } from '@/lib/commerce/types/catalog';
import { foldedOptions } from '@/lib/listing/facet-view';

interface FacetGroupProps {
  facet: FacetView;
  selected: string[];
  onToggle: (value: string) => void;
}

/** One facet as a fieldset of checkboxes; a long facet folds behind "Show more" (spec §4). */
export function FacetGroup({ facet, selected, onToggle }: FacetGroupProps) {
  const t = useTranslations('ListingSearch');
  const [unfolded, setUnfolded] = useState(false);
  const listId = useId();
  const folded = foldedOptions(facet.options, selected);
  const options = unfolded ? facet.options : folded.visible;
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 font-semibold tracking-wide text-ink uppercase">{facet.label}</legend>
      {/* Rows at least 24 px apart: each checkbox keeps a full touch target (WCAG 2.5.8). */}
      <ul id={listId} className="flex flex-col gap-2">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-6 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
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
        ))}
      </ul>
      {folded.hidden > 0 ? (
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={listId}
          onClick={() => setUnfolded((value) => !value)}
          className="mt-2 min-h-6 text-sm underline underline-offset-4 hover:text-bronze"
        >
          {unfolded ? t('showLess') : t('showMore', { count: folded.hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}
