import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { OrderDetail } from '@/components/account/order-detail';
import { accountLocale, accountMetadata } from '@/lib/customer/account-metadata';
import { loadOrder } from '@/lib/customer/load-orders';
import { isOrderNumber } from '@/lib/customer/order-rules';

type Props = { params: Promise<{ locale: string; orderId: string }> };

/** Titled by its number (one that can be one; anything else by the history's title). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [metadata, { orderId }, locale] = await Promise.all([
    accountMetadata(params, 'orders.heading'),
    params,
    accountLocale(params),
  ]);
  if (!isOrderNumber(orderId)) return metadata;
  const t = await getTranslations({ locale, namespace: 'Account.orders' });
  return { ...metadata, title: t('orderHeading', { number: orderId }) };
}

/**
 * One order by its number. Commerce reads only the signed-in customer's orders, so another
 * customer's number is not found, exactly as a number nobody has.
 */
export default async function OrderPage({ params }: Props) {
  const locale = await accountLocale(params);
  const { orderId } = await params;
  const [t, order] = await Promise.all([
    getTranslations('Account.orders'),
    loadOrder(locale, orderId),
  ]);
  if (!order) notFound();
  return (
    <AccountPage heading={t('orderHeading', { number: order.number })}>
      <OrderDetail order={order} locale={locale} />
    </AccountPage>
  );
}
