'use client';

import { useTranslations } from 'next-intl';
import { localeConfig, type Locale } from '@/i18n/locales';
import { cartTotalsRows, pricesIncludeTax, type TotalsRow } from '@/lib/cart/totals';
import { formatMinorUnits, toMinorUnits } from '@/lib/catalog/money';
import type { CartPricesView } from '@/lib/commerce/types/cart';
import type { Money } from '@/lib/catalog/money';

/**
 * Subtotal, discounts, gift wrap, taxes (included or added per storefront) and the total.
 * `shipping` is the chosen shipping method's amount once checkout knows it; until then shipping
 * reads "Calculated at checkout" (in the cart) or, in the checkout, that the address decides it.
 */
export function CartTotals({
  prices,
  locale,
  shipping = null,
  inCheckout = false,
}: {
  prices: CartPricesView;
  locale: Locale;
  shipping?: { label: string; amount: Money } | null;
  inCheckout?: boolean;
}) {
  const t = useTranslations('Cart.totals');
  const taxIncluded = pricesIncludeTax(locale);
  const intlLocale = localeConfig(locale).intlLocale;
  const rows = cartTotalsRows(prices, taxIncluded);

  const label = (row: TotalsRow): string => {
    switch (row.kind) {
      case 'subtotal':
        return t(taxIncluded ? 'subtotalInclTax' : 'subtotalExclTax');
      case 'discount':
        return row.label ? t('discountLabeled', { label: row.label }) : t('discount');
      case 'giftWrap':
        return t('giftWrap');
      case 'tax':
        return row.label ? t('taxLabeled', { label: row.label }) : t('tax');
      case 'includedTax':
        return t('includedTax', { label: row.label ?? t('tax') });
      case 'grandTotal':
        return t('grandTotal');
    }
  };

  const row = (entry: TotalsRow, index: number) => (
    <div
      key={`${entry.kind}-${index}`}
      data-testid={`cart-total-${entry.kind}`}
      className={
        entry.kind === 'grandTotal'
          ? 'flex justify-between gap-4 border-t border-sand pt-3 text-base font-semibold'
          : `flex justify-between gap-4 ${entry.kind === 'includedTax' ? 'text-stone' : ''}`
      }
    >
      <dt>{label(entry)}</dt>
      <dd className="tabular-nums">{formatMinorUnits(entry.minor, entry.currency, intlLocale)}</dd>
    </div>
  );
  const grandTotal = rows.filter((entry) => entry.kind === 'grandTotal');
  return (
    <div data-testid="cart-totals">
      <dl className="space-y-2 text-sm">
        {rows.filter((entry) => entry.kind !== 'grandTotal').map(row)}
        {shipping && shipping.amount.value != null && shipping.amount.currency ? (
          <div className="flex justify-between gap-4" data-testid="cart-total-shipping">
            <dt>{shipping.label}</dt>
            <dd className="tabular-nums">
              {formatMinorUnits(
                toMinorUnits(shipping.amount.value),
                shipping.amount.currency,
                intlLocale,
              )}
            </dd>
          </div>
        ) : (
          <div className="flex justify-between gap-4 text-stone">
            <dt>{t('shipping')}</dt>
            <dd>{t(inCheckout ? 'shippingAfterAddress' : 'shippingAtCheckout')}</dd>
          </div>
        )}
        {grandTotal.map(row)}
      </dl>
      <p className="mt-3 text-xs text-stone">
        {taxIncluded ? t('pricesIncludeTax') : t('pricesExcludeTax')}
      </p>
    </div>
  );
}
