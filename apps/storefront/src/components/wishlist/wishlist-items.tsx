'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/catalog/money';
import type { WishlistItemView, WishlistView } from '@/lib/commerce/types/wishlist';
import { useWishlist } from './wishlist-provider';

type View = 'grid' | 'list';

/**
 * The wish list page's items (presentation-discovery: grid by default, a list toggle): each with
 * its picture, name, options, price and stock, a remove and a move-to-cart button. The server's
 * list shows first; the wish list state takes over once it has loaded. After an item leaves,
 * focus goes to the count above the list, which also announces the new number.
 */
export function WishlistItems({
  locale,
  intlLocale,
  initial,
}: {
  locale: Locale;
  intlLocale: string;
  initial: WishlistView | null;
}) {
  const t = useTranslations('Account.wishlist');
  const state = useWishlist();
  const wishlist = state.wishlist ?? initial;
  const items = wishlist?.items ?? [];
  const [view, setView] = useState<View>('grid');
  const [busy, setBusy] = useState<string | null>(null);
  const count = useRef<HTMLParagraphElement>(null);

  const run = async (
    item: WishlistItemView,
    action: (item: WishlistItemView) => Promise<boolean>,
  ) => {
    if (busy) return;
    setBusy(item.id);
    try {
      if (await action(item)) count.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  if (items.length === 0) {
    return (
      <div data-testid="wishlist-empty">
        <p className="text-stone">{t('empty')}</p>
        <LocaleLink locale={locale} href="/" className="mt-6 inline-block underline">
          {t('browse')}
        </LocaleLink>
      </div>
    );
  }

  const toggleButton = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`min-h-11 border px-3 text-sm ${view === value ? 'border-ink bg-ink text-ivory' : 'border-sand'}`}
    >
      {label}
    </button>
  );

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p
          ref={count}
          tabIndex={-1}
          role="status"
          className="text-stone focus:outline-none"
          data-testid="wishlist-count"
        >
          {t('count', { count: wishlist?.itemsCount ?? items.length })}
        </p>
        <div role="group" aria-label={t('view')} className="flex gap-2">
          {toggleButton('grid', t('grid'))}
          {toggleButton('list', t('list'))}
        </div>
      </div>
      <ul
        data-testid="wishlist-items"
        data-view={view}
        className={
          view === 'grid'
            ? 'grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3'
            : 'flex flex-col divide-y divide-sand'
        }
      >
        {items.map((item) => {
          const { product } = item;
          const final = formatMoney(product.price.final, intlLocale);
          const regular = formatMoney(product.price.regular, intlLocale);
          const reduced = final !== null && regular !== null && final !== regular;
          const picture = product.image ? (
            <img
              src={product.image.src}
              alt=""
              loading="lazy"
              className={
                view === 'grid' ? 'aspect-[3/4] w-full object-cover' : 'h-36 w-28 object-cover'
              }
            />
          ) : (
            <span
              className={view === 'grid' ? 'block aspect-[3/4] bg-mist' : 'block h-36 w-28 bg-mist'}
            />
          );
          return (
            <li
              key={item.id}
              data-testid="wishlist-item"
              className={view === 'grid' ? 'flex flex-col' : 'flex gap-4 py-6'}
            >
              {product.href ? (
                <LocaleLink locale={locale} href={product.href} tabIndex={-1} aria-hidden="true">
                  {picture}
                </LocaleLink>
              ) : (
                picture
              )}
              <div
                className={view === 'grid' ? 'mt-3 flex flex-1 flex-col' : 'flex flex-1 flex-col'}
              >
                <h2 className="font-serif text-lg">
                  {product.href ? (
                    <LocaleLink locale={locale} href={product.href} className="hover:underline">
                      {product.name}
                    </LocaleLink>
                  ) : (
                    product.name
                  )}
                </h2>
                {item.options.length > 0 ? (
                  <dl className="mt-1 text-sm text-stone">
                    {item.options.map((option) => (
                      <div key={option.label} className="flex gap-1">
                        <dt>{option.label}:</dt>
                        <dd>{option.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {final ? (
                  <p className="mt-2" data-testid="wishlist-item-price">
                    {reduced ? (
                      <>
                        <span className="sr-only">{t('specialPrice')} </span>
                        <b className="text-bronze">{final}</b>{' '}
                        <s className="text-stone">
                          <span className="sr-only">{t('regularPrice')} </span>
                          {regular}
                        </s>
                      </>
                    ) : (
                      <>
                        <span className="sr-only">{t('price')} </span>
                        <b>{final}</b>
                      </>
                    )}
                  </p>
                ) : null}
                <p
                  className={`mt-1 text-sm ${product.inStock ? 'text-stone' : 'text-danger'}`}
                  data-testid="wishlist-item-stock"
                >
                  {!product.inStock
                    ? t('outOfStock')
                    : product.onlyLeft
                      ? t('onlyLeft', { count: product.onlyLeft })
                      : t('inStock')}
                </p>
                <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-3">
                  <button
                    type="button"
                    onClick={() => void run(item, state.moveToCart)}
                    disabled={busy !== null}
                    aria-label={t('moveItemToCart', { product: product.name })}
                    className="min-h-11 bg-ink px-4 text-sm text-ivory hover:bg-bronze disabled:opacity-60"
                    data-testid="wishlist-move-to-cart"
                  >
                    {t('moveToCart')}
                  </button>
                  <button
                    type="button"
                    onClick={() => void run(item, state.remove)}
                    disabled={busy !== null}
                    aria-label={t('removeItem', { product: product.name })}
                    className="min-h-11 text-sm underline underline-offset-4 hover:text-bronze disabled:opacity-60"
                    data-testid="wishlist-remove"
                  >
                    {t('remove')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
