import { useTranslations } from 'next-intl';
import { localeConfig, type Locale } from '@/i18n/locales';
import { formatMinorUnits, formatMoney, type Money } from '@/lib/catalog/money';
import type { OrderSummaryView } from '@/lib/commerce/types/checkout';
import type { OrderTotalsRow } from '@/lib/commerce/types/order';

/** The thank-you page's summary of the order as commerce recorded it: lines and totals. */
export function OrderSummary({ locale, order }: { locale: Locale; order: OrderSummaryView }) {
  const t = useTranslations('Checkout.summary');
  const totals = useTranslations('Cart.totals');
  const intlLocale = localeConfig(locale).intlLocale;
  const amount = (money: Money) => formatMoney(money, intlLocale) ?? '';
  const taxIncluded = order.totals.some((row) => row.kind === 'includedTax');
  const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const label = (row: OrderTotalsRow): string => {
    switch (row.kind) {
      case 'subtotal':
        return totals(taxIncluded ? 'subtotalInclTax' : 'subtotalExclTax');
      case 'discount':
        return row.label ? totals('discountLabeled', { label: row.label }) : totals('discount');
      case 'shipping':
        return order.shippingMethod
          ? t('shippingMethod', { method: order.shippingMethod })
          : totals('shipping');
      case 'tax':
        return row.label ? totals('taxLabeled', { label: row.label }) : totals('tax');
      case 'includedTax':
        return totals('includedTax', { label: row.label ?? totals('tax') });
      case 'grandTotal':
        return totals('grandTotal');
    }
  };
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="bg-linen p-5 sm:p-7"
      data-testid="checkout-summary"
    >
      <h2
        id="order-summary-heading"
        className="mb-1 text-sm font-semibold tracking-[0.15em] uppercase"
      >
        {t('title')}
      </h2>
      <p className="mb-4 text-sm text-stone">{t('items', { count: quantity })}</p>
      <ul className="mb-6 space-y-3 border-b border-sand pb-4 text-sm">
        {order.lines.map((line) => (
          <li key={line.sku} className="flex justify-between gap-4">
            <div className="min-w-0">
              <p className="font-medium">{line.name}</p>
              <p className="text-stone">{t('quantity', { quantity: line.quantity })}</p>
            </div>
            <p className="shrink-0 tabular-nums">
              {line.rowTotalMinor !== null && line.price.currency
                ? formatMinorUnits(line.rowTotalMinor, line.price.currency, intlLocale)
                : amount(line.price)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 text-sm">
        {order.totals.map((row, index) => (
          <div
            key={`${row.kind}-${index}`}
            data-testid={`order-summary-${row.kind}`}
            className={
              row.kind === 'grandTotal'
                ? 'flex justify-between gap-4 border-t border-sand pt-3 text-base font-semibold'
                : `flex justify-between gap-4 ${row.kind === 'includedTax' ? 'text-stone' : ''}`
            }
          >
            <dt>{label(row)}</dt>
            <dd className="tabular-nums">
              {formatMinorUnits(row.minor, row.currency, intlLocale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
