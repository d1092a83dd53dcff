'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { MENU_HOVER_DELAY_MS, nextMenuIndex } from '@/lib/catalog/menu';
import type { MenuItem } from '@/lib/commerce/types/navigation';
import { DesktopMenuPanel } from './desktop-menu-panel';
import { useHeaderPanels } from './header-panels';
import { menuHoverEffect } from './header-rules';
import { MenuLink } from './menu-link';

/**
 * Desktop menu (spec §2): top-level entries open their panel on hover (debounced) or with the
 * keyboard, following the WAI-ARIA disclosure navigation pattern: Left/Right/Home/End move between
 * entries (leaf links included), Down opens and enters the panel, Escape closes it and returns
 * focus, and focus leaving the menu closes it. The panel hangs right under the menu bar, so the
 * pointer crosses nothing on its way from an entry into the panel.
 */
export function DesktopMenu({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  const t = useTranslations('Header');
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

  if (items.length === 0) return null;
  return (
    <nav
      aria-label={t('mainMenu')}
      className="relative hidden lg:block"
      onMouseLeave={() => hoverLater(null)}
      onBlur={onBlur}
    >
      <ul className="mx-auto flex max-w-7xl justify-center gap-8 px-6 text-sm tracking-wide">
        {items.map((item, index) => {
          const setEntry = (el: HTMLElement | null) => {
            entries.current[index] = el;
          };
          return (
            <li key={item.key} onMouseEnter={() => hoverLater(index)}>
              {item.children.length ? (
                <button
                  ref={setEntry}
                  type="button"
                  aria-expanded={shown === index}
                  aria-controls={`menu-panel-${item.key}`}
                  onClick={() => (shown === index ? hide() : show(index))}
                  onKeyDown={(event) => onEntryKeyDown(event, index)}
                  className="py-3 text-ink hover:text-bronze"
                >
                  {item.label}
                </button>
              ) : (
                <MenuLink
                  ref={setEntry}
                  item={item}
                  locale={locale}
                  onKeyDown={(event) => onEntryKeyDown(event, index)}
                  className="inline-block py-3 text-ink hover:text-bronze"
                />
              )}
              {item.children.length ? (
                <DesktopMenuPanel
                  item={item}
                  locale={locale}
                  hidden={shown !== index}
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
