import Link from 'next/link';
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { isAppLink } from '@/lib/catalog/links';
import type { MenuItem } from '@/lib/commerce/types/navigation';

/**
 * A menu entry. Links starting with a slash or hash stay in the app (localised, client-side
 * navigation); anything else renders as a plain anchor (spec §2), and external url_type links open
 * in a new tab. The node's css_classes are kept on the element for CMS styling.
 */
export function MenuLink({
  item,
  locale,
  className = '',
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
  const classes = [className, ...item.cssClasses].join(' ').trim();
  const content = children ?? item.label;
  if (!item.href) return <span className={classes}>{content}</span>;
  if (!isAppLink(item.href)) {
    return (
      <a
        ref={ref}
        href={item.href}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={onNavigate}
        onKeyDown={onKeyDown}
        className={classes}
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      ref={ref}
      href={item.href.startsWith('#') ? item.href : localizePath(locale, item.href)}
      className={classes}
      onClick={onNavigate}
      onKeyDown={onKeyDown}
    >
      {content}
    </Link>
  );
}
