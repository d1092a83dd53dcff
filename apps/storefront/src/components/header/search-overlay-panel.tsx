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
 * The open search overlay (spec §2, §4): debounced product and category results; Enter opens
 * /search?term=. It is mounted while open only, so closing it clears the term and results.
 * Loaded on first use (search-overlay.tsx): pages do not download it before a shopper searches.
 */
export function SearchOverlayPanel({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  const words = useTranslations('ListingSearch');
  const router = useRouter();
  const { setOpen } = useHeaderPanels();
  const [value, setValue] = useState('');
  const { shown } = useSearchResults(locale, value, true);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  useFocusTrap(dialog, true, () => setOpen(null));

  useEffect(() => {
    input.current?.focus();
  }, []);

  return (
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
          <button type="button" onClick={() => setOpen(null)} className="px-3 text-sm underline">
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
  );
}
