'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { HeaderCountBadge } from '@/components/header/header-counts';
import { WISHLIST_PATH, activeHeaderIcon } from '@/components/header/header-rules';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { useWishlist } from './wishlist-provider';

// The sidebar loads on the first open, not with every page.
const WishlistSidebar = dynamic(() => import('./wishlist-sidebar'), { ssr: false });

/**
 * A signed-in shopper's header wish list icon: it opens the wish list sidebar (the link to the
 * page still works without script, or with a modifier key) and shows the item count once the
 * wish list has loaded.
 */
export function WishlistHeaderLink({
  locale,
  intlLocale,
  children,
}: {
  locale: Locale;
  intlLocale: string;
  children: ReactNode;
}) {
  const t = useTranslations('Header');
  const { wishlist, count: listed } = useWishlist();
  // The wish list's own count once it has loaded (it follows every change), else the header's.
  const { wishlistCount } = useCart();
  const count = wishlist ? listed : wishlistCount;
  const active = activeHeaderIcon(usePathname()) === 'wishlist';
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Link
        href={localizePath(locale, WISHLIST_PATH)}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setMounted(true);
          setOpen(true);
        }}
        aria-label={count ? t('wishlistWithCount', { count }) : t('wishlist')}
        aria-haspopup="dialog"
        aria-current={active ? 'page' : undefined}
        data-testid="header-wishlist"
        data-active={active}
        className={[
          'relative inline-flex h-10 w-10 items-center justify-center hover:text-bronze',
          "after:absolute after:inset-x-2.5 after:bottom-0.5 after:h-0.5 after:content-['']",
          active ? 'text-bronze after:bg-bronze' : 'text-ink after:bg-transparent',
        ].join(' ')}
      >
        {children}
        <HeaderCountBadge count={count} />
      </Link>
      {mounted ? (
        <WishlistSidebar
          locale={locale}
          intlLocale={intlLocale}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
