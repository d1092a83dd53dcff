import { getTranslations } from 'next-intl/server';
import { withPage } from '@/lib/listing/listing-url';
import { paginate } from '@/lib/listing/pagination';
import { PageLink } from './page-link';

interface ListingPaginationProps {
  /** The listing's path (already locale-prefixed) and its current query. */
  pathname: string;
  params: URLSearchParams;
  current: number;
  total: number;
}

/** UI-kit pagination: `page` parameter, first page 1, 5 page numbers. Plain links, so it crawls. */
export async function ListingPagination({
  pathname,
  params,
  current,
  total,
}: ListingPaginationProps) {
  if (total <= 1) return null;
  const t = await getTranslations('Listing');
  const model = paginate(current, total);
  const href = (page: number) => `${pathname}${withPage(params, page)}`;
  const query = (page: number) => withPage(params, page);
  const cell = 'inline-flex h-10 min-w-10 items-center justify-center border px-3';
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex justify-center">
      <ul className="flex items-center gap-2 text-sm">
        {model.previous ? (
          <li>
            <PageLink
              href={href(model.previous)}
              query={query(model.previous)}
              className={`${cell} border-sand`}
              rel="prev"
            >
              {t('previousPage')}
            </PageLink>
          </li>
        ) : null}
        {model.pages.map((page) => (
          <li key={page}>
            <PageLink
              href={href(page)}
              query={query(page)}
              aria-current={page === model.current ? 'page' : undefined}
              aria-label={t('pageNumber', { page })}
              className={`${cell} ${page === model.current ? 'border-ink bg-ink text-ivory' : 'border-sand'}`}
            >
              {page}
            </PageLink>
          </li>
        ))}
        {model.next ? (
          <li>
            <PageLink
              href={href(model.next)}
              query={query(model.next)}
              className={`${cell} border-sand`}
              rel="next"
            >
              {t('nextPage')}
            </PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
