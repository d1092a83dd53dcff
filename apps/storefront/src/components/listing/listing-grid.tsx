'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { CardLayoutContext } from './card-images';
import { useListingTransition } from './listing-transition';

export type ListingView = 'grid' | 'list';

/**
 * Grid/list toggle around the rendered cards (spec §2: categories default to list). The choice is
 * view state, not a listing parameter, so it stays out of the URL and survives filter changes.
 */
export function ListingGrid({
  defaultView,
  children,
}: {
  defaultView: ListingView;
  children: ReactNode;
}) {
  const t = useTranslations('Listing');
  const [view, setView] = useState<ListingView>(defaultView);
  // While new results load, the old ones stay but read as stale (and busy to assistive tech).
  const { pending } = useListingTransition();
  const button = (value: ListingView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`border px-3 py-1 text-sm ${view === value ? 'border-ink bg-ink text-ivory' : 'border-sand'}`}
    >
      {label}
    </button>
  );
  return (
    <div>
      <div role="group" aria-label={t('view')} className="mb-4 flex justify-end gap-2">
        {button('grid', t('gridView'))}
        {button('list', t('listView'))}
      </div>
      {/* The cards style themselves from this group's data-view (product-card.tsx). */}
      <ul
        data-testid="product-list"
        data-view={view}
        aria-busy={pending}
        className={`group/listing transition-opacity ${pending ? 'opacity-50' : ''} ${
          view === 'grid'
            ? 'grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-4'
            : 'flex flex-col gap-8'
        }`}
      >
        <CardLayoutContext.Provider value={view}>{children}</CardLayoutContext.Provider>
      </ul>
    </div>
  );
}
