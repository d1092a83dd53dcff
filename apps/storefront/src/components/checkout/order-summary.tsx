import { useTranslations } from 'next-intl';
import { localeConfig, type Locale } from '@/i18n/locales';
import { formatMinorUnits, formatMoney, type Money } from '@/lib/catalog/money';
import type { OrderSummaryView } from '@/lib/commerce/types/checkout';

/** The thank-you page's summary of the order as commerce recorded it: lines and totals. */
export function OrderSummary({ locale, order }: { locale: Locale; order: OrderSummaryView }) {
  const t = useTranslations('Checkout.summary');
  const totals = useTranslations('Cart.totals');
  const intlLocale = localeConfig(locale).intlLocale;
  const amount = (money: Money) => formatMoney(money, intlLocale) ?? '';
  const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const rows: Array<[string, Money]> = [
    [totals('subtotal'), order.subtotal],
    ...order.discounts.map((discount): [string, Money] => [
      discount.label ? totals('discountLabeled', { label: discount.label }) : totals('discount'),
      discount.amount,
    ]),
    [
      order.shippingMethod
        ? t('shippingMethod', { method: order.shippingMethod })
        : totals('shipping'),
      order.shipping,
    ],
    [totals('tax'), order.tax],
  ];
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
        {rows.map(([label, money], index) => (
          <div key={`${label}-${index}`} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="tabular-nums">{amount(money)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-sand pt-3 text-base font-semibold">
          <dt>{totals('grandTotal')}</dt>
          <dd className="tabular-nums">{amount(order.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
