'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { HEADER_MENU_IDENTIFIER } from '@/lib/catalog/menu';
import type { MenuItem } from '@/lib/commerce/types/navigation';
import { useHeaderPanels } from './header-panels';
import { MobileMenuLevel } from './mobile-menu-level';
import { useFocusTrap } from './use-focus-trap';

type TreeState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; items: MenuItem[] };

/**
 * Mobile menu (spec §2): the 'See catalog' control loads the category tree on first use and opens
 * the menu, a drill-down one level at a time. Escape closes it and gives focus back to the control;
 * a link (or the logo) closes it.
 */
export function MobileMenu({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  const { open, setOpen, toggle } = useHeaderPanels();
  const isOpen = open === 'mobileMenu';
  const [tree, setTree] = useState<TreeState>({ status: 'idle' });
  const panel = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(null), [setOpen]);
  useFocusTrap(panel, isOpen, () => {
    setOpen(null);
    toggleButton.current?.focus();
  });

  const load = async () => {
    setTree({ status: 'loading' });
    const result = await callApiMethod(locale, 'navigationMenuTreeList', {
      identifier: HEADER_MENU_IDENTIFIER,
    });
    setTree(result.ok ? { status: 'ready', items: result.data } : { status: 'failed' });
  };

  return (
    <div className="lg:hidden">
      <button
        ref={toggleButton}
        type="button"
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        onClick={() => {
          if (!isOpen && (tree.status === 'idle' || tree.status === 'failed')) void load();
          toggle('mobileMenu');
        }}
        className="inline-flex h-10 w-10 items-center justify-center text-ink hover:text-bronze"
      >
        <span className="sr-only">{t('seeCatalog')}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          {isOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id="mobile-menu"
        ref={panel}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-50 h-[calc(100dvh-6.5rem)] overflow-y-auto overscroll-contain border-t border-sand bg-ivory shadow-lg"
      >
        <nav aria-label={t('mainMenu')} aria-busy={tree.status === 'loading'}>
          {tree.status === 'ready' ? (
            <MobileMenuLevel items={tree.items} locale={locale} onNavigate={close} />
          ) : tree.status === 'failed' ? (
            <div className="flex flex-col items-start gap-3 p-6">
              <p role="alert">{t('menuError')}</p>
              <button type="button" onClick={() => void load()} className="underline">
                {t('menuRetry')}
              </button>
            </div>
          ) : (
            <p className="p-6 text-stone">{t('menuLoading')}</p>
          )}
        </nav>
      </div>
    </div>
  );
}
