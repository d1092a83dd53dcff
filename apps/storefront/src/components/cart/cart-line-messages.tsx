'use client';

import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { cartItemMessages } from '@/lib/cart/item-message';
import type { CartItemView } from '@/lib/commerce/types/cart';
import { isVirtualType } from '@/lib/product/stock-rules';

interface CartLineMessagesProps {
  item: CartItemView;
  locale: Locale;
  onNotifyMe: () => void;
}

/** The cart page's item messages (spec §4, §8); the sidebar shows none. */
export function CartLineMessages({ item, locale, onNotifyMe }: CartLineMessagesProps) {
  const t = useTranslations('Cart.messages');
  const stockStatus = item.variant?.stockStatus ?? item.product.stockStatus;
  const messages = cartItemMessages({
    quantity: item.quantity,
    saleableQty: item.saleableQty,
    inStock: stockStatus !== 'OUT_OF_STOCK',
    isProductAlertAvailable: item.product.isProductAlertAvailable,
    isReturnable: item.product.isReturnable,
    isVirtual: isVirtualType(item.product.typename),
  });
  const errors = item.errors.filter(Boolean);
  if (!messages.stock && !messages.nonReturnable && errors.length === 0) return null;
  return (
    <div className="mt-3 space-y-1 text-sm" data-testid="cart-line-messages">
      {errors.map((error) => (
        <p key={error} className="text-danger">
          {error}
        </p>
      ))}
      {messages.stock === 'maxInStock' ? (
        <p className="text-warning" data-testid="cart-line-max-in-stock">
          {t('maxInStock', { n: item.saleableQty ?? item.quantity })}
        </p>
      ) : null}
      {messages.stock === 'limitedStock' ? (
        <p className="text-warning" data-testid="cart-line-limited-stock">
          {t('limitedStock')}{' '}
          {item.product.href ? (
            <LocaleLink locale={locale} href={item.product.href} className="underline">
              {t('readMore')}
            </LocaleLink>
          ) : null}
        </p>
      ) : null}
      {messages.stock === 'notAvailable' ? (
        <p className="text-danger">{t('notAvailable')}</p>
      ) : null}
      {messages.stock === 'notifyMe' ? (
        <div>
          <p>{t('notifyMe')}</p>
          <button
            type="button"
            onClick={onNotifyMe}
            className="mt-2 min-h-10 border border-ink px-4 py-1.5 font-medium hover:bg-ink hover:text-ivory"
          >
            {t('notifyMeButton')}
          </button>
        </div>
      ) : null}
      {messages.nonReturnable ? <p className="text-stone">{t('nonReturnable')}</p> : null}
    </div>
  );
}
