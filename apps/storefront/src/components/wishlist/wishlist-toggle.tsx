'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWishlist } from './wishlist-provider';
import { wishlistToggleLabelKey } from '@/lib/catalog/wishlist-toggle';
import type { WishlistProductRef } from '@/lib/catalog/wishlist-items';

/**
 * The wish list toggle of a card and of the product page (spec §4, §6): pressed while the
 * product is in the wish list, its label "Add to Wishlist" or "Remove from Wishlist". A guest is
 * told to log in or register (the wish list state does it). While a change is on its way the
 * button says so (aria-busy) and a second press waits for it.
 */
export function WishlistToggle({
  product,
  variantSku = null,
  describedBy,
  className,
  withText = false,
}: {
  product: WishlistProductRef;
  /** A configurable's chosen variant (the product page). */
  variantSku?: string | null;
  /** Id of the product name, so each toggle says which product it is for. */
  describedBy?: string;
  className?: string | undefined;
  /** Shows the label as text (the product page) rather than as the button's name only. */
  withText?: boolean;
}) {
  const t = useTranslations('Wishlist');
  const { isInWishlist, toggle } = useWishlist();
  const [busy, setBusy] = useState(false);
  const inWishlist = isInWishlist(product);
  const label = t(wishlistToggleLabelKey(inWishlist));
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await toggle(product, variantSku);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={inWishlist}
      aria-label={withText ? undefined : label}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      onClick={() => void onClick()}
      data-testid="wishlist-toggle"
      className={className}
    >
      {withText ? label : null}
    </button>
  );
}
