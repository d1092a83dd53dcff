'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import type { MenuItem } from '@/lib/commerce/types/navigation';
import { MenuLink } from './menu-link';

const rowClass =
  'flex min-h-12 w-full items-center justify-between gap-3 border-b border-sand/70 px-5 py-3 text-left';

/**
 * The drill-down of the mobile menu: one level at a time. A branch opens its children with a Back
 * button and an "All …" link to the branch itself; focus moves to Back on the way in and returns to
 * the branch's button on the way out, so a keyboard or screen-reader user never loses their place.
 */
export function MobileMenuLevel({
  items,
  locale,
  onNavigate,
}: {
  items: MenuItem[];
  locale: Locale;
  onNavigate: () => void;
}) {
  const t = useTranslations('Header');
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const current = trail.at(-1);
  const shown = current ? current.children : items;

  useEffect(() => {
    if (!focusKey) return;
    list.current?.querySelector<HTMLElement>(`[data-menu-key="${focusKey}"]`)?.focus();
  }, [focusKey, trail]);

  return (
    <div ref={list}>
      {current ? (
        <div className="border-b border-sand bg-linen/60">
          <button
            type="button"
            data-menu-key="back"
            onClick={() => {
              setTrail(trail.slice(0, -1));
              setFocusKey(current.key);
            }}
            className="flex min-h-12 w-full items-center gap-2 px-5 text-sm text-stone"
          >
            <span aria-hidden="true">‹</span>
            {t('menuBack', { label: trail.at(-2)?.label ?? t('mainMenu') })}
          </button>
          <h2 className="px-5 pb-3 font-serif text-2xl">{current.label}</h2>
        </div>
      ) : null}
      <ul>
        {/* The branch's own page, unless one of its entries (the CMS's "All …") already is it. */}
        {current?.href && !shown.some((item) => item.href === current.href) ? (
          <li>
            <MenuLink item={current} locale={locale} onNavigate={onNavigate} className={rowClass}>
              {t('menuAll', { label: current.label })}
            </MenuLink>
          </li>
        ) : null}
        {shown.map((item) => (
          <li key={item.key}>
            {item.children.length ? (
              <button
                type="button"
                data-menu-key={item.key}
                onClick={() => {
                  setTrail([...trail, item]);
                  setFocusKey('back');
                }}
                className={`${rowClass} ${item.cssClasses.includes('menu-highlight') ? 'text-bronze' : ''}`}
              >
                <span>{item.label}</span>
                <span aria-hidden="true" className="text-xl text-stone">
                  ›
                </span>
              </button>
            ) : (
              <MenuLink item={item} locale={locale} onNavigate={onNavigate} className={rowClass} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
