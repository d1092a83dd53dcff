'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LOGIN_REGISTER_PATH } from '@/components/header/header-rules';
import { useNotifications } from '@/components/notifications/notifications-provider';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { wishlistToggle, wishlistToggleLabelKey } from '@/lib/catalog/wishlist-toggle';
import s from './product-card.module.css';

/**
 * The card's wishlist toggle (spec §4, §6). A guest is told to log in or register, with a link to
 * that page; for a signed-in customer it flips its own state, and the add/remove call arrives with
 * the wishlist issue (there are no customer accounts yet).
 */
export function WishlistToggle({
  locale,
  signedIn,
  describedBy,
  initiallyInWishlist = false,
}: {
  locale: Locale;
  signedIn: boolean;
  /** Id of the product name, so each toggle says which product it is for. */
  describedBy: string;
  initiallyInWishlist?: boolean;
}) {
  const t = useTranslations('Wishlist');
  const { push } = useNotifications();
  const [inWishlist, setInWishlist] = useState(initiallyInWishlist);
  const onClick = () => {
    const outcome = wishlistToggle({ signedIn, isInWishlist: inWishlist });
    if (outcome.kind === 'login-required') {
      // Persistent, so a keyboard user has time to reach the link.
      push({
        type: 'warning',
        title: t('title'),
        message: t('loginRequired'),
        persist: true,
        link: { href: localizePath(locale, LOGIN_REGISTER_PATH), label: t('loginLink') },
      });
      return;
    }
    setInWishlist(outcome.next);
  };
  return (
    <button
      type="button"
      aria-pressed={inWishlist}
      aria-label={t(wishlistToggleLabelKey(inWishlist))}
      aria-describedby={describedBy}
      onClick={onClick}
      data-testid="wishlist-toggle"
      className={s.wb}
    />
  );
}
