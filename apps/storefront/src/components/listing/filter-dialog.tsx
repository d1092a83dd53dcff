'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFocusTrap } from '@/components/header/use-focus-trap';
import type { FacetView } from '@/lib/commerce/types/catalog';
import { toggleSelection } from '@/lib/listing/facet-view';
import { FacetGroup } from './facet-group';
import { useListingTransition } from './listing-transition';

type Selection = Record<string, string[]>;

/**
 * The filter sidebar of small screens (spec §2 panels): a modal dialog whose ticks wait for
 * "Show results"; "Clear all" unticks everything. Escape and a click outside close it unchanged,
 * and focus returns to the Filters button.
 */
export function FilterDialog({ facets }: { facets: FacetView[] }) {
  const t = useTranslations('ListingSearch');
  const { selected, select } = useListingTransition();
  const [draft, setDraft] = useState<Selection | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const open = draft !== null;
  const count = Object.values(selected).reduce((sum, values) => sum + values.length, 0);

  const close = useCallback(() => {
    // Closed natively first: while the modal is open the trigger is inert and cannot take focus.
    dialog.current?.close();
    setDraft(null);
    trigger.current?.focus();
  }, []);
  useFocusTrap(dialog, open, close);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  if (facets.length === 0) return null;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setDraft(selected)}
        className="inline-flex min-h-10 items-center gap-2 border border-ink px-4 text-sm lg:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t('filtersButton', { count })}
      </button>
      {draft ? (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          data-testid="filter-dialog"
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
          // The dialog box fills the sidebar; a click on the element itself is on its backdrop.
          onClick={(event) => {
            if (event.target === event.currentTarget) close();
          }}
          className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-ivory p-0 text-sm text-ink backdrop:bg-ink/40"
        >
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-sand px-5 py-4">
              <h2 id={titleId} className="font-serif text-xl">
                {t('filterDialogTitle')}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={t('closeFilters')}
                className="inline-flex h-10 w-10 items-center justify-center hover:text-bronze"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                >
                  <path d="m6 6 12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            <div className="flex-1 overflow-y-auto px-5 py-4">
              {facets.map((facet) => (
                <FacetGroup
                  key={facet.code}
                  facet={facet}
                  selected={draft[facet.code] ?? []}
                  onToggle={(value) => setDraft(toggleSelection(draft, facet.code, value))}
                />
              ))}
            </div>
            <div className="grid grid-cols-2 gap-3 border-t border-sand px-5 py-4">
              <button
                type="button"
                onClick={() => setDraft({})}
                className="min-h-11 border border-ink px-4"
              >
                {t('clearAll')}
              </button>
              <button
                type="button"
                onClick={() => {
                  select(draft);
                  close();
                }}
                className="min-h-11 bg-ink px-4 text-ivory hover:bg-bronze"
              >
                {t('showResults')}
              </button>
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
