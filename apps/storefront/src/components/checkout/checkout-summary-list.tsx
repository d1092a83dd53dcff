'use client';

import { useTranslations } from 'next-intl';
import { CartTotals } from '@/components/cart/cart-totals';
import { CartLineDetails } from '@/components/cart/cart-line-details';
import { localeConfig, type Locale } from '@/i18n/locales';
import { pricesIncludeTax } from '@/lib/cart/totals';
import { formatMoney } from '@/lib/catalog/money';
import type { CheckoutView } from '@/lib/commerce/types/checkout';

/** The order beside every step: the lines, and the totals with the chosen shipping method. */
export function CheckoutSummaryList({ locale, view }: { locale: Locale; view: CheckoutView }) {
  const t = useTranslations('Checkout.summary');
  const intlLocale = localeConfig(locale).intlLocale;
  const method = view.selectedShippingMethod;
  // As the cart shows its lines: with VAT where prices include it, without in the US.
  const rowTotal = (item: CheckoutView['cart']['items'][number]) =>
    pricesIncludeTax(locale) ? item.prices.rowTotalIncludingTax : item.prices.rowTotal;
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className="self-start bg-linen p-5 sm:p-7"
      data-testid="checkout-summary"
    >
      <h2
        id="checkout-summary-heading"
        className="mb-1 text-sm font-semibold tracking-[0.15em] uppercase"
      >
        {t('title')}
      </h2>
      <p className="mb-4 text-sm text-stone">{t('items', { count: view.cart.totalQuantity })}</p>
      <ul className="mb-6 space-y-3 border-b border-sand pb-4 text-sm">
        {view.cart.items.map((item) => (
          <li key={item.uid} className="flex justify-between gap-4">
            <div className="min-w-0">
              <p className="font-medium">{item.product.name}</p>
              <CartLineDetails item={item} />
              <p className="text-stone">{t('quantity', { quantity: item.quantity })}</p>
            </div>
            <p className="shrink-0 tabular-nums">
              {rowTotal(item) ? formatMoney(rowTotal(item)!, intlLocale) : null}
            </p>
          </li>
        ))}
      </ul>
      <CartTotals
        prices={view.cart.prices}
        locale={locale}
        inCheckout
        shipping={
          method
            ? {
                label: t('shippingMethod', {
                  method: [method.carrierTitle, method.methodTitle].filter(Boolean).join(' – '),
                }),
                amount: method.amount,
              }
            : null
        }
      />
    </aside>
  );
}
