import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { OrderHistoryList } from '@/components/account/order-history-list';
import { OrderHistoryPagination } from '@/components/account/order-history-pagination';
import { LocaleLink } from '@/components/layout/locale-link';
import { localizePath } from '@/i18n/locale-path';
import {
  accountLocale,
  accountMetadata,
  type AccountParams,
} from '@/lib/customer/account-metadata';
import { loadOrderHistory } from '@/lib/customer/load-orders';
import { orderHistoryHref, orderHistoryPage } from '@/lib/customer/order-rules';

type Props = {
  params: AccountParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'orders.heading');

/** The customer's orders, newest first, a page at a time (`?page=`, Magento's page_info). */
export default async function OrderHistoryPage({ params, searchParams }: Props) {
  const locale = await accountLocale(params);
  const page = orderHistoryPage((await searchParams).page);
  if (page === null) notFound();
  const [t, load] = await Promise.all([
    getTranslations('Account.orders'),
    loadOrderHistory(locale, page),
  ]);
  if (load.kind === 'beyond') redirect(localizePath(locale, orderHistoryHref(load.lastPage)));
  if (load.kind === 'failed') {
    return (
      <AccountPage heading={t('heading')}>
        <p role="alert" className="text-danger">
          {t('loadFailed')}
        </p>
      </AccountPage>
    );
  }
  const { orders, page: info } = load.history;
  if (orders.length === 0) {
    return (
      <AccountPage heading={t('heading')}>
        <div className="border border-mist bg-white p-6 sm:p-10" data-testid="order-history-empty">
          <p className="font-serif text-xl">{t('empty')}</p>
          <p className="mt-2 text-stone">{t('emptyHint')}</p>
          <LocaleLink
            locale={locale}
            href="/"
            className="mt-6 inline-block bg-ink px-5 py-3 font-medium text-ivory"
          >
            {t('browse')}
          </LocaleLink>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPage heading={t('heading')}>
      <p className="mb-4 text-sm text-stone" data-testid="order-count">
        {t('count', { count: info.totalCount })}
      </p>
      <OrderHistoryList orders={orders} locale={locale} />
      <OrderHistoryPagination current={info.currentPage} total={info.totalPages} locale={locale} />
    </AccountPage>
  );
}
