import { getFormatter, getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import { localeConfig, type Locale } from '@/i18n/locales';
import { formatMinorUnits } from '@/lib/catalog/money';
import type { OrderSummaryView } from '@/lib/commerce/types/order';
import { OrderStatusBadge } from './order-status-badge';

/**
 * One page of the order history: a list of orders, each a card with its number (a heading), status,
 * date, total, units and one link to the order. One markup for a phone and a desktop: the card's
 * facts sit in a row from `sm` on.
 */
export async function OrderHistoryList({
  orders,
  locale,
}: {
  orders: OrderSummaryView[];
  locale: Locale;
}) {
  const [t, format] = await Promise.all([getTranslations('Account.orders'), getFormatter()]);
  const intlLocale = localeConfig(locale).intlLocale;
  return (
    <ol aria-label={t('listLabel')} className="space-y-4" data-testid="order-history">
      {orders.map((order) => (
        <li
          key={order.number}
          className="border border-mist bg-white p-4 sm:p-6"
          data-testid="order-summary"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 className="font-serif text-xl font-medium">
              {t('orderHeading', { number: order.number })}
            </h2>
            <OrderStatusBadge status={order.status} />
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-stone">{t('date')}</dt>
              <dd>
                {order.orderDate ? (
                  <time dateTime={order.orderDate}>
                    {format.dateTime(new Date(order.orderDate), { dateStyle: 'medium' })}
                  </time>
                ) : (
                  '—'
                )}
              </dd>
            </div>
            <div>
              <dt className="text-stone">{t('total')}</dt>
              <dd className="font-medium tabular-nums" data-testid="order-summary-total">
                {order.grandTotal
                  ? formatMinorUnits(order.grandTotal.minor, order.grandTotal.currency, intlLocale)
                  : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-stone">{t('itemsHeading')}</dt>
              <dd className="tabular-nums">{order.quantity}</dd>
            </div>
          </dl>
          <LocaleLink
            locale={locale}
            href={`/customer/order-history/${encodeURIComponent(order.number)}`}
            aria-label={t('viewOrder', { number: order.number })}
            className="mt-4 inline-block border border-ink px-4 py-2 text-sm font-medium hover:bg-ink hover:text-ivory"
          >
            {t('view')}
          </LocaleLink>
        </li>
      ))}
    </ol>
  );
}
