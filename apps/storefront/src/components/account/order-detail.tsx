import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/layout/locale-link';
import { localeConfig, type Locale } from '@/i18n/locales';
import { formatMinorUnits } from '@/lib/catalog/money';
import { countryName, localityLines } from '@/lib/customer/address-lines';
import type {
  OrderAddressView,
  OrderDetailView,
  OrderMoney,
  OrderTotalsRow,
} from '@/lib/commerce/types/order';
import { OrderStatusBadge } from './order-status-badge';

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-serif text-2xl font-medium">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * One order: status and date, its items with their options, the totals in the order's currency,
 * the addresses and the shipping and payment methods. A table for the items, a description list
 * for the totals, `address` for the addresses.
 */
export async function OrderDetail({ order, locale }: { order: OrderDetailView; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations('Account.orders'), getFormatter()]);
  const intlLocale = localeConfig(locale).intlLocale;
  const amount = (money: OrderMoney | null) =>
    money ? formatMinorUnits(money.minor, money.currency, intlLocale) : '—';

  const taxIncluded = order.totals.some((row) => row.kind === 'includedTax');
  // Commerce's tax title ("MwSt. 20 %"), with the rate when the title has none.
  const taxLabel = (row: OrderTotalsRow): string => {
    const rate =
      row.rate != null
        ? format.number(row.rate / 100, { style: 'percent', maximumFractionDigits: 2 })
        : null;
    if (!row.label) return rate ?? t('tax');
    return rate && !row.label.includes('%') ? `${row.label} ${rate}` : row.label;
  };
  const totalLabel = (row: OrderTotalsRow): string => {
    switch (row.kind) {
      case 'subtotal':
        return t(taxIncluded ? 'subtotalInclTax' : 'subtotal');
      case 'discount':
        return row.label ? t('discountLabeled', { label: row.label }) : t('discount');
      case 'shipping':
        return t('shipping');
      case 'tax':
        if (row.label) return taxLabel(row);
        return row.rate != null ? t('taxLabeled', { label: taxLabel(row) }) : t('tax');
      case 'includedTax':
        return t('includedTax', { label: taxLabel(row) });
      case 'grandTotal':
        return t('grandTotal');
    }
  };

  const address = (heading: string, entry: OrderAddressView | null, testId: string) => (
    <div data-testid={testId}>
      <h3 className="font-medium">{heading}</h3>
      {entry ? (
        <address className="mt-2 text-sm not-italic leading-6">
          {[
            entry.name,
            entry.company,
            ...entry.street,
            ...localityLines(entry),
            countryName(entry.countryCode, intlLocale),
          ]
            .filter(Boolean)
            .map((line, index) => (
              <span key={`${index}-${line}`} className="block">
                {line}
              </span>
            ))}
          {entry.telephone ? (
            <span className="block text-stone">{t('phone', { phone: entry.telephone })}</span>
          ) : null}
        </address>
      ) : (
        <p className="mt-2 text-sm text-stone">{t('none')}</p>
      )}
    </div>
  );

  return (
    <div data-testid="order-detail">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <OrderStatusBadge status={order.status} />
        {order.orderDate ? (
          <p className="text-stone">
            {t.rich('placedOn', {
              date: format.dateTime(new Date(order.orderDate), { dateStyle: 'long' }),
              time: (chunks) => <time dateTime={order.orderDate ?? undefined}>{chunks}</time>,
            })}
          </p>
        ) : null}
      </div>

      <Section id="order-items-heading" heading={t('itemsHeading')}>
        <table className="w-full border-collapse text-left text-sm" data-testid="order-items">
          <caption className="sr-only">{t('itemsCaption', { number: order.number })}</caption>
          <thead>
            <tr className="border-b border-mist text-stone">
              <th scope="col" className="py-2 pr-3 font-normal">
                {t('product')}
              </th>
              <th scope="col" className="hidden py-2 pr-3 text-right font-normal sm:table-cell">
                {t('price')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-normal">
                {t('qty')}
              </th>
              <th scope="col" className="py-2 text-right font-normal">
                {t('rowTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-b border-mist align-top" data-testid="order-item">
                <th scope="row" className="py-4 pr-3 font-normal">
                  <span className="block font-medium text-ink">
                    {item.urlKey ? (
                      <LocaleLink locale={locale} href={`/${item.urlKey}`} className="underline">
                        {item.name}
                      </LocaleLink>
                    ) : (
                      item.name
                    )}
                  </span>
                  {item.options.length > 0 ? (
                    <dl className="mt-1 text-stone">
                      {item.options.map((option, index) => (
                        <div key={`${index}-${option.label}`} className="flex flex-wrap gap-x-1">
                          <dt>{option.label}:</dt>
                          <dd>{option.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  <span className="mt-1 block text-xs text-stone">
                    {t('sku', { sku: item.sku })}
                  </span>
                  <span className="mt-1 block text-stone tabular-nums sm:hidden">
                    {amount(item.price)}
                  </span>
                </th>
                <td className="hidden py-4 pr-3 text-right tabular-nums sm:table-cell">
                  {amount(item.price)}
                </td>
                <td className="py-4 pr-3 text-right tabular-nums">{item.quantity}</td>
                <td className="py-4 text-right font-medium tabular-nums">
                  {amount(item.rowTotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <div className="lg:grid lg:grid-cols-2 lg:gap-10">
        <Section id="order-summary-heading" heading={t('summaryHeading')}>
          <dl className="space-y-2 text-sm" data-testid="order-totals">
            {order.totals.map((row, index) => (
              <div
                key={`${row.kind}-${index}`}
                data-testid={`order-total-${row.kind}`}
                className={
                  row.kind === 'grandTotal'
                    ? 'flex justify-between gap-4 border-t border-sand pt-3 text-base font-semibold'
                    : `flex justify-between gap-4 ${row.kind === 'includedTax' ? 'text-stone' : ''}`
                }
              >
                <dt>{totalLabel(row)}</dt>
                <dd className="tabular-nums">
                  {formatMinorUnits(row.minor, row.currency, intlLocale)}
                </dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="order-delivery-heading" heading={t('deliveryHeading')}>
          <div className="grid gap-6 sm:grid-cols-2">
            {address(t('shippingAddress'), order.shippingAddress, 'order-shipping-address')}
            {address(t('billingAddress'), order.billingAddress, 'order-billing-address')}
            <div>
              <h3 className="font-medium">{t('shippingMethod')}</h3>
              <p className="mt-2 text-sm" data-testid="order-shipping-method">
                {order.shippingMethod ?? t('none')}
              </p>
            </div>
            <div>
              <h3 className="font-medium">{t('paymentMethod')}</h3>
              <p className="mt-2 text-sm" data-testid="order-payment-method">
                {order.paymentMethods.length > 0 ? order.paymentMethods.join(', ') : t('none')}
              </p>
            </div>
          </div>
        </Section>
      </div>

      {order.giftMessage ? (
        <Section id="order-gift-heading" heading={t('giftMessage')}>
          <figure className="border-l-2 border-bronze pl-4 text-sm">
            <blockquote className="whitespace-pre-line">{order.giftMessage.message}</blockquote>
            <figcaption className="mt-2 text-stone">
              {[
                order.giftMessage.from ? t('giftFrom', { name: order.giftMessage.from }) : null,
                order.giftMessage.to ? t('giftTo', { name: order.giftMessage.to }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </figcaption>
          </figure>
        </Section>
      ) : null}

      <LocaleLink
        locale={locale}
        href="/customer/order-history"
        className="mt-10 inline-block underline"
      >
        {t('back')}
      </LocaleLink>
    </div>
  );
}
