'use client';

import { useTranslations } from 'next-intl';
import type { FacetView } from '@/lib/commerce/types/catalog';
import { toggleSelection } from '@/lib/listing/facet-view';
import { FacetGroup } from './facet-group';
import { useListingTransition } from './listing-transition';

/**
 * The wide-screen facet column: a tick applies at once and shows before the results arrive. On
 * small screens the same facets live in the filter dialog (filter-dialog.tsx) instead.
 */
export function FacetSidebar({ facets }: { facets: FacetView[] }) {
  const t = useTranslations('Listing');
  const { selected, select } = useListingTransition();
  if (facets.length === 0) return null;
  return (
    <aside aria-label={t('filters')} className="hidden text-sm lg:block">
      {facets.map((facet) => (
        <FacetGroup
          key={facet.code}
          facet={facet}
          selected={selected[facet.code] ?? []}
          onToggle={(value) => select(toggleSelection(selected, facet.code, value))}
        />
      ))}
    </aside>
  );
}
