'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { searchTermPath } from '@/lib/listing/listing-url';
import { useHeaderPanels } from './header-panels';
import { SearchHitList } from './search-hit-list';
import { SEARCH_MAX_LENGTH } from './search-results';
import { useFocusTrap } from './use-focus-trap';
import { useSearchResults } from './use-search-results';

/**
 * Search button and overlay (spec §2, §4): debounced product and category results; Enter opens
 * /search?term=; closing clears the term and results, restores scrolling and returns focus.
 */
export function SearchOverlay({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  const words = useTranslations('ListingSearch');
  const router = useRouter();
  const { open, setOpen, toggle } = useHeaderPanels();
  const isOpen = open === 'search';
  const [value, setValue] = useState('');
  const { shown, clear } = useSearchResults(locale, value, isOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  useFocusTrap(dialog, isOpen, () => setOpen(null));

  // Closing (by any control) clears the term and results and gives focus back to the trigger.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) input.current?.focus();
    else if (wasOpen.current) {
      setValue('');
      clear();
      trigger.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen, clear]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-expanded={isOpen}
        aria-label={t('search')}
        onClick={() => toggle('search')}
        className="inline-flex h-10 w-10 items-center justify-center text-ink hover:text-bronze"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </svg>
      </button>
      {isOpen ? (
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={headingId}
          className="absolute inset-x-0 top-full z-50 border-b border-sand bg-ivory shadow-lg"
        >
          <div className="mx-auto max-w-3xl px-6 py-6">
            <h2 id={headingId} className="sr-only">
              {t('search')}
            </h2>
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                const term = value.trim();
                if (!term) return;
                setOpen(null);
                router.push(localizePath(locale, searchTermPath(term)));
              }}
              className="flex gap-3"
            >
              <input
                ref={input}
                type="search"
                value={value}
                maxLength={SEARCH_MAX_LENGTH}
                onChange={(event) => setValue(event.target.value)}
                aria-label={t('searchLabel')}
                placeholder={t('searchPlaceholder')}
                className="flex-1 border-b border-ink bg-transparent px-1 py-2 text-lg outline-none"
              />
              <button
                type="button"
                onClick={() => setOpen(null)}
                className="px-3 text-sm underline"
              >
                {t('closeSearch')}
              </button>
            </form>
            <div className="mt-4 grid gap-6 sm:grid-cols-2" aria-live="polite">
              {shown ? (
                <SearchHitList
                  title={t('productResults')}
                  hits={shown.products}
                  testId="search-products"
                  locale={locale}
                  onFollow={() => setOpen(null)}
                />
              ) : null}
              {shown ? (
                <SearchHitList
                  title={t('categoryResults')}
                  hits={shown.categories}
                  testId="search-categories"
                  locale={locale}
                  onFollow={() => setOpen(null)}
                />
              ) : null}
              {shown && shown.products.length === 0 && shown.categories.length === 0 ? (
                <p className="text-stone">{t('noResults')}</p>
              ) : null}
              {shown && shown.products.length > 0 ? (
                <Link
                  href={localizePath(locale, searchTermPath(shown.term))}
                  onClick={() => setOpen(null)}
                  data-testid="search-see-all"
                  className="inline-flex min-h-10 items-center font-semibold underline underline-offset-4 hover:text-bronze sm:col-span-2"
                >
                  {words('seeAllResults', { term: shown.term })}
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
