'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * The account menu's links; the current page is marked for sight and for screen readers. On a
 * phone the menu is one row that scrolls sideways: it is scrolled so the current page's tab is in
 * view (centred where it can be), without moving the page.
 */
export function AccountNavLinks({ links }: { links: Array<{ href: string; label: string }> }) {
  const pathname = usePathname();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const centred = row.scrollLeft + tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2;
    row.scrollTo({ left: Math.max(0, centred), behavior: 'instant' });
  }, [pathname]);
  return (
    <ul ref={list} className="flex gap-1 overflow-x-auto lg:flex-col">
      {links.map((link) => {
        const current = pathname === link.href;
        return (
          <li key={link.href} className="shrink-0">
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={`block px-3 py-2 ${current ? 'bg-linen font-medium text-ink' : 'text-stone hover:text-ink'}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
