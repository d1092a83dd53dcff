import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { withPage } from '@/lib/listing/listing-url';
import { listingViewProps, loadListing } from '@/lib/listing/load-listing';
import { DidYouMean } from './did-you-mean';
import { ProductListing } from './product-listing';
import { SearchNoResults } from './search-no-results';

interface SearchResultsProps {
  locale: Locale;
  term: string;
  params: URLSearchParams;
}

/** What a search for `term` finds, below the search page's heading (spec §2: relevance first). */
export async function SearchResults({ locale, term, params }: SearchResultsProps) {
  const t = await getTranslations('Listing');
  const listing = await loadListing({ locale, params, defaultSortField: 'relevance' });
  if (listing?.kind === 'beyond-last-page') {
    redirect(`${localizePath(locale, '/search')}${withPage(params, listing.lastPage)}`);
  }
  if (!listing) return <p className="py-16 text-center text-stone">{t('noProducts')}</p>;
  const suggestion = listing.data.suggestions[0] ?? null;
  const filtered = Object.values(listing.query.filters).some((values) => values.length > 0);
  // Nothing found, and no filter to blame: the page suggests instead of showing empty controls.
  const nothingFound = listing.data.totalCount === 0 && !filtered;
  if (nothingFound) {
    return (
      <div className="mt-6 sm:mt-8">
        <SearchNoResults locale={locale} term={term} suggestion={suggestion} />
      </div>
    );
  }
  return (
    <>
      {suggestion ? (
        <div className="mt-3">
          <DidYouMean locale={locale} suggestion={suggestion} />
        </div>
      ) : null}
      <div className="mt-6 sm:mt-8">
        <ProductListing
          locale={locale}
          pathname={localizePath(locale, '/search')}
          params={params}
          {...listingViewProps(listing)}
          defaultView="grid"
          emptyText={t('noProducts')}
        />
      </div>
    </>
  );
}
