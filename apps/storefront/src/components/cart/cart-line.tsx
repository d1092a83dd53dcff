'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { LocaleLink } from '@/components/layout/locale-link';
import { localeConfig, type Locale } from '@/i18n/locales';
import { createQuantityUpdateQueue, DEFAULT_MAX_QUANTITY } from '@/lib/cart/quantity-selector';
import { pricesIncludeTax } from '@/lib/cart/totals';
import { formatMoney } from '@/lib/catalog/money';
import type { CartItemView } from '@/lib/commerce/types/cart';
import { CartLineDetails } from './cart-line-details';
import { CartLineMessages } from './cart-line-messages';
import { QuantitySelector } from './quantity-selector';
import { SwipeRow } from './swipe-row';

export interface CartLineProps {
  item: CartItemView;
  locale: Locale;
  /** The page shows the item messages; the sidebar hides them (spec §4) and is more compact. */
  place: 'page' | 'sidebar';
  /** A call for this line is under way. */
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onMoveToWishlist: () => void;
  onNotifyMe: () => void;
}

/** Spec image sizes: cart 140×140, sidebar cart 194×194 (drawn smaller, sharp on dense screens). */
const IMAGE = { page: 140, sidebar: 194 } as const;

/** One cart line: picture, name, choices, price, quantity, remove and move to wishlist. */
export function CartLine(props: CartLineProps) {
  const { item, locale, place, busy, onQuantity, onRemove, onMoveToWishlist, onNotifyMe } = props;
  const t = useTranslations('Cart');
  const intlLocale = localeConfig(locale).intlLocale;
  const name = item.product.name;
  const image = item.variant?.image ?? item.product.image;
  const row = pricesIncludeTax(locale) ? item.prices.rowTotalIncludingTax : item.prices.rowTotal;
  const rowText = row ? formatMoney(row, intlLocale) : null;

  // Spec §9: the last change within 1000 ms is sent; 0 or empty is ignored.
  const quantity = useRef(item.quantity);
  quantity.current = item.quantity;
  const send = useRef(onQuantity);
  send.current = onQuantity;
  const queue = useRef(
    createQuantityUpdateQueue(
      (next) => send.current(next),
      () => quantity.current,
    ),
  );
  useEffect(() => () => queue.current.cancel(), []);

  const actionClass =
    'text-sm text-stone underline-offset-4 hover:text-ink hover:underline disabled:opacity-50';
  const swipeActionClass =
    'flex flex-1 items-center justify-center px-2 text-center text-xs font-medium';

  return (
    <SwipeRow
      actions={
        <>
          <button
            type="button"
            tabIndex={-1}
            onClick={onMoveToWishlist}
            className={`${swipeActionClass} bg-sand text-ink`}
          >
            {t('moveToWishlist')}
          </button>
          <button
            type="button"
            tabIndex={-1}
            onClick={onRemove}
            className={`${swipeActionClass} bg-danger text-ivory`}
          >
            {t('remove')}
          </button>
        </>
      }
    >
      <article
        className={`flex gap-4 py-5 transition-opacity ${busy ? 'opacity-60' : ''}`}
        aria-label={name}
        aria-busy={busy}
        data-testid="cart-line"
        data-sku={item.variant?.sku ?? item.product.sku}
      >
        <div
          className={`shrink-0 overflow-hidden bg-linen ${place === 'page' ? 'h-28 w-28 sm:h-[140px] sm:w-[140px]' : 'h-24 w-24'}`}
        >
          {image ? (
            <Image
              src={image.src}
              alt=""
              width={IMAGE[place]}
              height={IMAGE[place]}
              quality={80}
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-serif text-lg leading-snug break-words">
              {item.product.href ? (
                <LocaleLink locale={locale} href={item.product.href} className="hover:text-bronze">
                  {name}
                </LocaleLink>
              ) : (
                name
              )}
            </h3>
            {rowText ? (
              <p className="shrink-0 tabular-nums" data-testid="cart-line-total">
                {rowText}
              </p>
            ) : null}
          </div>
          <CartLineDetails item={item} />
          {item.isGiftWrapApplied ? (
            <p className="mt-1 text-sm text-bronze">{t('giftWrapped')}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
            <QuantitySelector
              value={item.quantity}
              min={1}
              max={
                item.saleableQty && item.saleableQty > 0 ? item.saleableQty : DEFAULT_MAX_QUANTITY
              }
              productName={name}
              onChange={(next) => queue.current.change(next)}
            />
            <button
              type="button"
              onClick={onRemove}
              disabled={busy}
              className={actionClass}
              aria-label={t('removeItem', { product: name })}
            >
              {t('remove')}
            </button>
            <button
              type="button"
              onClick={onMoveToWishlist}
              disabled={busy}
              className={actionClass}
              aria-label={t('moveItemToWishlist', { product: name })}
            >
              {t('moveToWishlist')}
            </button>
          </div>
          {place === 'page' ? (
            <CartLineMessages item={item} locale={locale} onNotifyMe={onNotifyMe} />
          ) : null}
        </div>
      </article>
    </SwipeRow>
  );
}
