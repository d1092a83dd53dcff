import Link from 'next/link';
import type { ReactNode } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import type { MenuItem } from '@/lib/catalog/menu';

/** A menu entry: external url_type links leave the site in a new tab; internal ones are localised. */
export function MenuLink({
  item,
  locale,
  className,
  onNavigate,
  children,
}: {
  item: MenuItem;
  locale: Locale;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  if (!item.href) return <span className={className}>{children ?? item.label}</span>;
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children ?? item.label}
      </a>
    );
  }
  return (
    <Link href={localizePath(locale, item.href)} className={className} onClick={onNavigate}>
      {children ?? item.label}
    </Link>
  );
}
