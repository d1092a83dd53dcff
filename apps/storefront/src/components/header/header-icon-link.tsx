'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { activeHeaderIcon, type HeaderIcon } from './header-rules';

/** A header icon link that shows (and announces, aria-current) the page it belongs to. */
export function HeaderIconLink({
  icon,
  href,
  locale,
  label,
  className = '',
  children,
}: {
  icon: HeaderIcon;
  href: string;
  locale: Locale;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const active = activeHeaderIcon(usePathname()) === icon;
  return (
    <Link
      href={localizePath(locale, href)}
      aria-label={label}
      aria-current={active ? 'page' : undefined}
      data-testid={`header-${icon}`}
      data-active={active}
      className={[
        'relative h-10 w-10 items-center justify-center hover:text-bronze',
        "after:absolute after:inset-x-2.5 after:bottom-0.5 after:h-0.5 after:content-['']",
        active ? 'text-bronze after:bg-bronze' : 'text-ink after:bg-transparent',
        className || 'inline-flex',
      ].join(' ')}
    >
      {children}
    </Link>
  );
}
