'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LocaleLink } from '@/components/layout/locale-link';
import { SidePanel } from '@/components/product/side-panel';
import type { Locale } from '@/i18n/locales';
import type { CartItemView } from '@/lib/commerce/types/cart';
import { CartEmpty } from './cart-empty';
import { CartLineList } from './cart-line-list';
import { CartPageSkeleton } from './cart-page-skeleton';
import { CartTotals } from './cart-totals';
import { ClearCart } from './clear-cart';
import { CouponForm } from './coupon-form';
import { GiftWrapPanel } from './gift-wrap-panel';
import { useCartUi } from './use-cart-ui';

// The stock alert form (and zod with it) loads when a shopper asks for it, as on the product page.
const NotifyMeForm = dynamic(() =>
  import('@/components/product/notify-me-form').then((module) => module.NotifyMeForm),
);

/** The cart page's island: lines with their messages, coupon, gift wrap, totals, checkout. */
export function CartPageContent({ locale, signedIn }: { locale: Locale; signedIn: boolean }) {
  const t = useTranslations('Cart');
  const ui = useCartUi(locale, signedIn, { loadOnMount: true, giftWrap: true });
  const [notifyItem, setNotifyItem] = useState<CartItemView | null>(null);
  const cart = ui.cart;

  if (!ui.loaded) return <CartPageSkeleton label={t('loading')} />;
  if (!cart || cart.items.length === 0) {
    return (
      <div className="mt-6 border-t border-sand">
        <CartEmpty locale={locale} />
      </div>
    );
  }

  return (
    <div
      className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14"
      data-testid="cart-page"
      aria-busy={ui.pendingLines.size > 0}
    >
      <section aria-label={t('itemsHeading')} className="min-w-0 border-t border-sand">
        <p className="sr-only" role="status">
          {ui.pendingLines.size > 0 ? t('updating') : ''}
        </p>
        <CartLineList ui={ui} items={cart.items} place="page" onNotifyMe={setNotifyItem} />
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-sand pt-4">
          <LocaleLink
            locale={locale}
            href="/"
            className="min-h-10 py-2 text-sm underline-offset-4 hover:underline"
          >
            {t('continueShopping')}
          </LocaleLink>
          <ClearCart ui={ui} />
        </div>
      </section>
      <aside className="space-y-8 self-start bg-linen p-5 sm:p-7" aria-label={t('totals.title')}>
        <CouponForm codes={cart.couponCodes} onApply={ui.applyCoupon} onRemove={ui.removeCoupon} />
        {ui.giftWrapConfig ? (
          <GiftWrapPanel
            locale={locale}
            items={cart.items}
            config={ui.giftWrapConfig}
            details={cart.giftWrapDetails}
            onWrap={ui.setGiftWrap}
            onSaveDetails={ui.setGiftWrapDetails}
          />
        ) : null}
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-[0.15em] uppercase">
            {t('totals.title')}
          </h2>
          <CartTotals prices={cart.prices} locale={locale} />
        </div>
        <LocaleLink
          locale={locale}
          href="/checkout"
          prefetch={false}
          className="flex min-h-12 items-center justify-center bg-ink px-6 font-medium text-ivory hover:bg-bronze"
          data-testid="proceed-to-checkout"
        >
          {t('checkout')}
        </LocaleLink>
      </aside>
      <SidePanel
        open={notifyItem !== null}
        onClose={() => setNotifyItem(null)}
        title={t('messages.notifyTitle')}
        closeLabel={t('close')}
        testId="notify-me-panel"
      >
        {notifyItem ? (
          <NotifyMeForm
            locale={locale}
            sku={notifyItem.variant?.sku ?? notifyItem.product.sku}
            productName={notifyItem.product.name}
          />
        ) : null}
      </SidePanel>
    </div>
  );
}
