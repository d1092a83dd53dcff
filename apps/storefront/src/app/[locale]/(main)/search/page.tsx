import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IslandMessages } from '@/components/layout/island-messages';
import { DidYouMean } from '@/components/listing/did-you-mean';
import { ProductListing } from '@/components/listing/product-listing';
import { SearchNoResults } from '@/components/listing/search-no-results';
import { localizePath } from '@/i18n/locale-path';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { formatSort, toSearchParams } from '@/lib/listing/listing-query';
import { withPage } from '@/lib/listing/listing-url';
import { loadListing } from '@/lib/listing/load-listing';
import { paginate } from '@/lib/listing/pagination';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const term = toSearchParams(await searchParams)
    .get('term')
    ?.trim();
  return {
    title: term ? t('searchTitle', { term: term.slice(0, 80) }) : t('searchHeading'),
    robots: { index: false },
  };
}

/** /search?term=… — the shared listing, relevance first (spec §2). */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations('Listing');
  const query = toSearchParams(await searchParams);
  const term = query.get('term')?.trim() ?? '';
  const listing = term
    ? await loadListing({ locale, params: query, defaultSortField: 'relevance' })
    : null;
  if (listing?.kind === 'beyond-last-page') {
    redirect(`${localizePath(locale, '/search')}${withPage(query, listing.lastPage)}`);
  }
  const suggestion = listing?.data.suggestions[0] ?? null;
  const filtered = Object.values(listing?.query.filters ?? {}).some((values) => values.length > 0);
  // Nothing found, and no filter to blame: the page suggests instead of showing empty controls.
  const nothingFound = listing !== null && listing.data.totalCount === 0 && !filtered;
  return (
    <IslandMessages scope="listing">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="font-serif text-3xl font-medium text-ink sm:text-4xl">
          {term ? t('searchTitle', { term }) : t('searchHeading')}
        </h1>
        {suggestion && !nothingFound ? (
          <div className="mt-3">
            <DidYouMean locale={locale} suggestion={suggestion} />
          </div>
        ) : null}
        <div className="mt-6 sm:mt-8">
          {nothingFound ? (
            <SearchNoResults locale={locale} term={term} suggestion={suggestion} />
          ) : listing ? (
            <ProductListing
              locale={locale}
              pathname={localizePath(locale, '/search')}
              params={query}
              items={listing.data.items}
              facets={listing.data.facets}
              selected={listing.query.filters}
              sortChoices={listing.choices}
              sort={formatSort(listing.sort)}
              itemsPerPage={listing.query.itemsPerPage}
              currentPage={paginate(listing.query.page, listing.data.totalPages).current}
              totalPages={listing.data.totalPages}
              totalCount={listing.data.totalCount}
              defaultView="grid"
              emptyText={t('noProducts')}
            />
          ) : (
            <p className="py-16 text-center text-stone">
              {term ? t('noProducts') : t('searchEmpty')}
            </p>
          )}
        </div>
      </div>
    </IslandMessages>
  );
}
