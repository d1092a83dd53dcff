'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { useHeaderPanels } from './header-panels';

/**
 * The logo link (spec §2: "The logo goes home and closes the mobile menu"). Closing on click, not
 * only on navigation, also covers a click on the logo while already at home.
 */
export function HeaderHomeLink({
  locale,
  label,
  className,
  children,
}: {
  locale: Locale;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { setOpen } = useHeaderPanels();
  return (
    <Link
      href={localizePath(locale, '/')}
      aria-label={label}
      onClick={() => setOpen(null)}
      className={className}
    >
      {children}
    </Link>
  );
}
