'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/i18n/locales';
import { useHeaderPanels } from './header-panels';

const loadPanel = () => import('./search-overlay-panel');
// The overlay's form, results and focus trap load when a shopper first reaches for the button
// (pointer over it, focus or a tap), not with every page.
const SearchOverlayPanel = dynamic(() => loadPanel().then((m) => m.SearchOverlayPanel), {
  ssr: false,
});

/**
 * Search button and overlay (spec §2, §4): closing the overlay (by any control) unmounts it, which
 * clears the term and results, restores scrolling and returns focus to this button.
 */
export function SearchOverlay({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  const { open, toggle } = useHeaderPanels();
  const isOpen = open === 'search';
  const trigger = useRef<HTMLButtonElement>(null);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (!isOpen && wasOpen.current) trigger.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-expanded={isOpen}
        aria-label={t('search')}
        onClick={() => toggle('search')}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
      {isOpen ? <SearchOverlayPanel locale={locale} /> : null}
    </>
  );
}
