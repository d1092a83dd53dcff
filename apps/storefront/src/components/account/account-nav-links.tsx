'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The account menu's links; the current page is marked for sight and for screen readers. */
export function AccountNavLinks({ links }: { links: Array<{ href: string; label: string }> }) {
  const pathname = usePathname();
  return (
    <ul className="flex gap-1 overflow-x-auto lg:flex-col">
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
