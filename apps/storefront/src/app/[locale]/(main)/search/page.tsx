import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { IslandMessages } from '@/components/layout/island-messages';
import { ListingSkeleton } from '@/components/listing/listing-skeleton';
import { SearchResults } from '@/components/listing/search-results';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { isClientNavigation } from '@/lib/listing/client-navigation';
import { toSearchParams } from '@/lib/listing/listing-query';

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

/**
 * /search?term=… — the shared listing, relevance first (spec §2). A document arrives whole; a
 * client navigation shows the heading at once and the results behind a skeleton, keyed by the
 * term, so a new search shows it while a filter or sort change keeps the results on screen.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations('Listing');
  const query = toSearchParams(await searchParams);
  const term = query.get('term')?.trim() ?? '';
  const results = <SearchResults locale={locale} term={term} params={query} />;
  return (
    <IslandMessages scope="listing">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="font-serif text-3xl font-medium text-ink sm:text-4xl">
          {term ? t('searchTitle', { term }) : t('searchHeading')}
        </h1>
        {!term ? (
          <p className="mt-6 py-16 text-center text-stone sm:mt-8">{t('searchEmpty')}</p>
        ) : (await isClientNavigation()) ? (
          <Suspense
            key={term}
            fallback={
              <div className="mt-6 sm:mt-8">
                <ListingSkeleton view="grid" />
              </div>
            }
          >
            {results}
          </Suspense>
        ) : (
          results
        )}
      </div>
    </IslandMessages>
  );
}
