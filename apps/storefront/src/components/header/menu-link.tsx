import Link from 'next/link';
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import type { MenuItem } from '@/lib/commerce/types/navigation';

/** A menu entry: external url_type links leave the site in a new tab; internal ones are localised. */
export function MenuLink({
  item,
  locale,
  className,
  onNavigate,
  onKeyDown,
  ref,
  children,
}: {
  item: MenuItem;
  locale: Locale;
  className?: string;
  onNavigate?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  /** The link element (an entry without a link renders a span and takes no focus). */
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}) {
  if (!item.href) return <span className={className}>{children ?? item.label}</span>;
  if (item.external) {
    return (
      <a
        ref={ref}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        onKeyDown={onKeyDown}
        className={className}
      >
        {children ?? item.label}
      </a>
    );
  }
  return (
    <Link
      ref={ref}
      href={localizePath(locale, item.href)}
      className={className}
      onClick={onNavigate}
      onKeyDown={onKeyDown}
    >
      {children ?? item.label}
    </Link>
  );
}
