'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { MENU_HOVER_DELAY_MS, nextMenuIndex } from '@/lib/catalog/menu';
import { unpackMenu, type PackedMenuItem } from '@/lib/catalog/packed-menu';
import { DesktopMenuPanel } from './desktop-menu-panel';
import { useHeaderPanels } from './header-panels';
import { MAIN_CATEGORY_PATHS, menuHoverEffect } from './header-rules';
import { MenuLink } from './menu-link';

/**
 * Desktop menu (spec §2): top-level entries are links to their categories (the spec's main-category
 * shortcuts) and open their mega panel on hover (debounced) or with the keyboard, following the
 * WAI-ARIA disclosure navigation pattern with top-level links: a small button beside each link
 * toggles its panel for touch and screen-reader users; Left/Right/Home/End move between entries,
 * Down opens and enters the panel, Escape closes it and returns focus, and focus leaving the menu
 * closes it. The panel hangs right under the menu bar, so the
 * pointer crosses nothing on its way from an entry into the panel. A panel is rendered only while
 * it is open (ADR 0039): the page's HTML carries the top-level entries, not seven hidden panels.
 */
export function DesktopMenu({ menu, locale }: { menu: PackedMenuItem[]; locale: Locale }) {
  const t = useTranslations('Header');
  const items = useMemo(() => unpackMenu(menu), [menu]);
  const { open, setOpen, close } = useHeaderPanels();
  const [active, setActive] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const entries = useRef<(HTMLElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  // The hover timer fires later: it must judge by the panel open then, not at mouseenter.
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  }, [open]);
  const shown = open === 'desktopMenu' ? active : null;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** A deliberate choice (click, keyboard): opens this panel, closing any other header panel. */
  const show = (index: number) => {
    setActive(index);
    setOpen('desktopMenu');
  };
  const hide = () => close('desktopMenu');
  const hoverLater = (index: number | null) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const hasPanel = index !== null && Boolean(items[index]?.children.length);
      const effect = menuHoverEffect(openNow.current, hasPanel);
      if (effect === 'open' && index !== null) show(index);
      else if (effect === 'close') hide();
    }, MENU_HOVER_DELAY_MS);
  };

  const onEntryKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextMenuIndex(index, items.length, event.key, (i) => Boolean(entries.current[i]));
    if (next !== null) {
      event.preventDefault();
      entries.current[next]?.focus();
      if (shown !== null) {
        if (items[next]?.children.length) show(next);
        else hide();
      }
    } else if (event.key === 'ArrowDown' && items[index]?.children.length) {
      event.preventDefault();
      show(index);
      window.requestAnimationFrame(() =>
        panels.current[index]?.querySelector<HTMLElement>('a')?.focus(),
      );
    } else if (event.key === 'Escape') {
      hide();
      entries.current[index]?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };

  if (items.length === 0) return <FallbackShortcuts locale={locale} />;
  return (
    <nav
      aria-label={t('mainMenu')}
      className="relative h-full"
      onMouseLeave={() => hoverLater(null)}
      onBlur={onBlur}
    >
      <ul className="mx-auto flex h-full max-w-7xl items-stretch justify-center gap-5 xl:gap-7 px-6 text-sm tracking-wide">
        {items.map((item, index) => {
          const setEntry = (el: HTMLElement | null) => {
            entries.current[index] = el;
          };
          const hasPanel = item.children.length > 0;
          const isShown = shown === index;
          // At least 24 px wide, and not overlapped by its submenu toggle: a short label ("Bad" in
          // German) is still a whole touch target (WCAG 2.5.8).
          const entryClass = `flex h-full min-w-6 items-center justify-center border-b-2 ${
            isShown ? 'border-bronze text-bronze' : 'border-transparent text-ink'
          } hover:text-bronze`;
          return (
            <li
              key={item.key}
              className="flex items-stretch"
              onMouseEnter={() => hoverLater(index)}
            >
              {item.href || !hasPanel ? (
                <MenuLink
                  ref={setEntry}
                  item={item}
                  locale={locale}
                  onNavigate={hide}
                  onKeyDown={(event) => onEntryKeyDown(event, index)}
                  className={entryClass}
                />
              ) : null}
              {hasPanel ? (
                <button
                  ref={item.href ? undefined : setEntry}
                  type="button"
                  aria-expanded={isShown}
                  aria-controls={`menu-panel-${item.key}`}
                  aria-label={item.href ? t('menuShowSubmenu', { label: item.label }) : undefined}
                  onClick={() => (isShown ? hide() : show(index))}
                  onKeyDown={(event) => onEntryKeyDown(event, index)}
                  className={
                    item.href
                      ? 'flex w-6 items-center justify-center text-stone hover:text-bronze'
                      : entryClass
                  }
                >
                  {item.href ? (
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 12 12"
                      className={`h-2.5 w-2.5 transition-transform ${isShown ? 'rotate-180' : ''}`}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.5"
                    >
                      <path d="M2 4l4 4 4-4" />
                    </svg>
                  ) : (
                    item.label
                  )}
                </button>
              ) : null}
              {/* Mounted only while open: the tree travels once, as data, not as hidden markup. */}
              {hasPanel && isShown ? (
                <DesktopMenuPanel
                  item={item}
                  locale={locale}
                  ref={(el) => {
                    panels.current[index] = el;
                  }}
                  onNavigate={hide}
                  onKeyDown={(event) => {
                    if (event.key !== 'Escape') return;
                    hide();
                    entries.current[index]?.focus();
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Without a menu from commerce, the row still offers the main-category shortcuts (spec §2). */
function FallbackShortcuts({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  return (
    <nav aria-label={t('mainMenu')} className="h-full">
      <ul className="mx-auto flex h-full max-w-7xl items-center justify-center gap-7 px-6 text-sm tracking-wide">
        {MAIN_CATEGORY_PATHS.map((path) => (
          <li key={path}>
            <Link href={localizePath(locale, `/${path}`)} className="text-ink hover:text-bronze">
              {t(`categories.${path}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
