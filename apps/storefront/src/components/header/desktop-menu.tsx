'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { MENU_HOVER_DELAY_MS, nextMenuIndex, type MenuItem } from '@/lib/catalog/menu';
import { useHeaderPanels } from './header-panels';
import { MenuLink } from './menu-link';

/**
 * Desktop menu (spec §2): top-level entries open their panel on hover (debounced) or with the
 * keyboard, following the WAI-ARIA disclosure navigation pattern: Left/Right/Home/End move between
 * entries, Down opens and enters the panel, Escape closes it and returns focus.
 */
export function DesktopMenu({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  const t = useTranslations('Header');
  const { open, setOpen } = useHeaderPanels();
  const [active, setActive] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  const shown = open === 'desktopMenu' ? active : null;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (index: number | null) => {
    setActive(index);
    setOpen(index === null ? null : 'desktopMenu');
  };
  const later = (index: number | null) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => show(index), MENU_HOVER_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextMenuIndex(index, items.length, event.key);
    if (next !== null) {
      event.preventDefault();
      buttons.current[next]?.focus();
      if (shown !== null) show(items[next]?.children.length ? next : null);
    } else if (event.key === 'ArrowDown' && items[index]?.children.length) {
      event.preventDefault();
      show(index);
      window.requestAnimationFrame(() =>
        panels.current[index]?.querySelector<HTMLElement>('a')?.focus(),
      );
    } else if (event.key === 'Escape') {
      show(null);
      buttons.current[index]?.focus();
    }
  };

  if (items.length === 0) return null;
  return (
    <nav aria-label={t('mainMenu')} className="hidden lg:block" onMouseLeave={() => later(null)}>
      <ul className="mx-auto flex max-w-7xl justify-center gap-8 px-6 text-sm tracking-wide">
        {items.map((item, index) => (
          <li key={item.key} onMouseEnter={() => later(item.children.length ? index : null)}>
            {item.children.length ? (
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                aria-expanded={shown === index}
                aria-controls={`menu-panel-${item.key}`}
                onClick={() => show(shown === index ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="py-3 text-ink hover:text-bronze"
              >
                {item.label}
              </button>
            ) : (
              <span
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <MenuLink
                  item={item}
                  locale={locale}
                  className="inline-block py-3 text-ink hover:text-bronze"
                />
              </span>
            )}
            {item.children.length ? (
              <div
                id={`menu-panel-${item.key}`}
                ref={(el) => {
                  panels.current[index] = el;
                }}
                hidden={shown !== index}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    show(null);
                    buttons.current[index]?.focus();
                  }
                }}
                className="absolute inset-x-0 top-full z-50 border-b border-sand bg-ivory shadow-lg"
              >
                <ul className="mx-auto grid max-w-7xl grid-cols-4 gap-8 px-6 py-8">
                  {item.children.map((child) => (
                    <li key={child.key}>
                      <MenuLink
                        item={child}
                        locale={locale}
                        onNavigate={() => show(null)}
                        className="font-serif text-lg text-ink hover:text-bronze hover:underline"
                      />
                      {child.children.length ? (
                        <ul className="mt-2 flex flex-col gap-1 text-stone">
                          {child.children.map((grandchild) => (
                            <li key={grandchild.key}>
                              <MenuLink
                                item={grandchild}
                                locale={locale}
                                onNavigate={() => show(null)}
                                className="hover:text-bronze hover:underline"
                              />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
