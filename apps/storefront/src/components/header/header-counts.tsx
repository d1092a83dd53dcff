'use client';

import { useEffect } from 'react';
import { useCart } from '@/components/cart/cart-provider';

/**
 * Asks for the header's cart and wish list counts once the page has loaded (ADR 0048): they are
 * never in the HTML, so pages stay cacheable for shoppers with a cart. Asks again when the
 * server's header says the shopper has signed in or out (a login merges carts).
 */
export function HeaderCounts({ signedIn }: { signedIn: boolean }) {
  const { loadCounts } = useCart();
  useEffect(() => {
    void loadCounts({ signedIn });
  }, [loadCounts, signedIn]);
  return null;
}

/** The count on a header icon; nothing while it is unknown or 0. */
export function HeaderCountBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="header-count"
      className="absolute right-0.5 top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-ink px-1 text-[10px] font-semibold leading-none text-ivory"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
