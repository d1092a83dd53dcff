'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { useCart } from '@/components/cart/cart-provider';
import { HeaderCountBadge } from './header-counts';
import { activeHeaderIcon, type HeaderIcon } from './header-rules';

// The login modal and its forms load on the first open (ADR 0039: no zod or forms on every page).
const LoginModal = dynamic(() => import('@/components/account/login-modal'), { ssr: false });

/** A header icon link that shows (and announces, aria-current) the page it belongs to. */
export function HeaderIconLink({
  icon,
  href,
  locale,
  label,
  className = '',
  opensLoginModal = false,
  showCount = false,
  children,
}: {
  icon: HeaderIcon;
  href: string;
  locale: Locale;
  label: string;
  className?: string;
  /** A guest's account icon opens the login modal; the link still works without script. */
  opensLoginModal?: boolean;
  /** Shows the cart's or the wish list's count (loaded after the page, ADR 0048). */
  showCount?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('Header');
  const { totalQuantity, wishlistCount, openSidebar } = useCart();
  const count = !showCount
    ? null
    : icon === 'cart'
      ? totalQuantity
      : icon === 'wishlist'
        ? wishlistCount
        : null;
  const countedLabel = count
    ? t(icon === 'cart' ? 'cartWithCount' : 'wishlistWithCount', { count })
    : label;
  const active = activeHeaderIcon(usePathname()) === icon;
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <>
      <Link
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          // Spec §2: the cart icon opens the cart sidebar unless the page is /cart.
          if (icon === 'cart' && !active) {
            event.preventDefault();
            openSidebar();
            return;
          }
          if (!opensLoginModal) return;
          event.preventDefault();
          setModalOpen(true);
        }}
        href={localizePath(locale, href)}
        aria-label={countedLabel}
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
        <HeaderCountBadge count={count} />
      </Link>
      {modalOpen ? <LoginModal locale={locale} onClose={() => setModalOpen(false)} /> : null}
    </>
  );
}
