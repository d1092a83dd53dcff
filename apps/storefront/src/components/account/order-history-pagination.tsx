import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { orderHistoryHref } from '@/lib/customer/order-rules';
import { paginate } from '@/lib/listing/pagination';

/** The history's pages as plain links (the listings' window of 5 page numbers). */
export async function OrderHistoryPagination({
  current,
  total,
  locale,
}: {
  current: number;
  total: number;
  locale: Locale;
}) {
  if (total <= 1) return null;
  const [t, listing] = await Promise.all([
    getTranslations('Account.orders'),
    getTranslations('Listing'),
  ]);
  const model = paginate(current, total);
  const cell = 'inline-flex h-10 min-w-10 items-center justify-center border px-3';
  return (
    <nav aria-label={listing('pagination')} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-stone">{t('pageOf', { current: model.current, total })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
        {model.previous ? (
          <li>
            <LocaleLink
              locale={locale}
              href={orderHistoryHref(model.previous)}
              rel="prev"
              className={`${cell} border-sand`}
            >
              {listing('previousPage')}
            </LocaleLink>
          </li>
        ) : null}
        {model.pages.map((page) => (
          <li key={page}>
            <LocaleLink
              locale={locale}
              href={orderHistoryHref(page)}
              aria-current={page === model.current ? 'page' : undefined}
              aria-label={listing('pageNumber', { page })}
              className={`${cell} ${page === model.current ? 'border-ink bg-ink text-ivory' : 'border-sand'}`}
            >
              {page}
            </LocaleLink>
          </li>
        ))}
        {model.next ? (
          <li>
            <LocaleLink
              locale={locale}
              href={orderHistoryHref(model.next)}
              rel="next"
              className={`${cell} border-sand`}
            >
              {listing('nextPage')}
            </LocaleLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
