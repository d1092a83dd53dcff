'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LocaleLink } from '@/components/layout/locale-link';
import { SidePanel } from '@/components/product/side-panel';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/catalog/money';
import type { WishlistItemView } from '@/lib/commerce/types/wishlist';
import { WISHLIST_PATH } from '@/components/header/header-rules';
import { useWishlist } from './wishlist-provider';

/**
 * The wish list sidebar (presentation-discovery "Panels and modals"), opened from the header's
 * wish list icon: the items with their price, move to cart and remove, and the way to the page.
 */
export default function WishlistSidebar({
  locale,
  intlLocale,
  open,
  onClose,
}: {
  locale: Locale;
  intlLocale: string;
  open: boolean;
  onClose(): void;
}) {
  const t = useTranslations('Wishlist');
  const { wishlist, remove, moveToCart } = useWishlist();
  const [busy, setBusy] = useState(false);
  const run = async (
    action: (item: WishlistItemView) => Promise<boolean>,
    item: WishlistItemView,
  ) => {
    if (busy) return;
    setBusy(true);
    try {
      await action(item);
    } finally {
      setBusy(false);
    }
  };
  const items = wishlist?.items ?? [];
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={t('sidebarTitle')}
      closeLabel={t('close')}
      testId="wishlist-sidebar"
    >
      {!wishlist ? (
        <p className="text-stone" role="status">
          {t('loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-stone">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-sand">
          {items.map((item) => {
            const price = formatMoney(item.product.price.final, intlLocale);
            return (
              <li key={item.id} className="flex gap-4 py-4" data-testid="wishlist-sidebar-item">
                {item.product.image ? (
                  <img
                    src={item.product.image.src}
                    alt=""
                    loading="lazy"
                    className="h-24 w-18 shrink-0 object-cover"
                  />
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col">
                  <p className="font-serif">
                    {item.product.href ? (
                      <LocaleLink
                        locale={locale}
                        href={item.product.href}
                        onClick={onClose}
                        className="hover:underline"
                      >
                        {item.product.name}
                      </LocaleLink>
                    ) : (
                      item.product.name
                    )}
                  </p>
                  {item.options.length > 0 ? (
                    <p className="text-sm text-stone">
                      {item.options.map((option) => `${option.label}: ${option.value}`).join(', ')}
                    </p>
                  ) : null}
                  {price ? <p className="text-sm">{price}</p> : null}
                  <div className="mt-2 flex flex-wrap gap-x-4">
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void run(moveToCart, item)}
                      aria-label={t('moveItemToCart', { product: item.product.name })}
                      className="min-h-11 text-sm underline underline-offset-4 hover:text-bronze"
                    >
                      {t('moveToCart')}
                    </button>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void run(remove, item)}
                      aria-label={t('removeItem', { product: item.product.name })}
                      className="min-h-11 text-sm text-stone underline underline-offset-4 hover:text-bronze"
                    >
                      {t('delete')}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LocaleLink
        locale={locale}
        href={WISHLIST_PATH}
        onClick={onClose}
        className="mt-6 inline-flex min-h-11 items-center bg-ink px-5 text-ivory hover:bg-bronze"
        data-testid="wishlist-sidebar-page"
      >
        {t('viewAll')}
      </LocaleLink>
    </SidePanel>
  );
}
