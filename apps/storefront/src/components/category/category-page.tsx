import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { ProductListing } from '@/components/listing/product-listing';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { displayParts } from '@/lib/catalog/display-mode';
import type { CategoryRouteView } from '@/lib/commerce/types/navigation';
import { safeHtml } from '@/lib/html/safe-html';
import { formatSort } from '@/lib/listing/listing-query';
import { withPage } from '@/lib/listing/listing-url';
import { loadListing } from '@/lib/listing/load-listing';
import { paginate } from '@/lib/listing/pagination';
import { siteOrigin } from '@/lib/site-url';

interface CategoryPageProps {
  locale: Locale;
  category: CategoryRouteView;
  params: URLSearchParams;
}

/** custom_class as class names; anything that is not a valid class name is dropped. */
function cssClass(value: string | null): string {
  return (value ?? '')
    .split(/\s+/)
    .filter((name) => /^[A-Za-z_-][\w-]*$/.test(name))
    .join(' ');
}

/** A category resolved by route(): description block and/or products by its display mode. */
export async function CategoryPage({ locale, category, params }: CategoryPageProps) {
  const t = await getTranslations('Listing');
  const parts = displayParts(category.displayMode);
  const listing = parts.products
    ? await loadListing({ locale, params, categoryUid: category.uid, defaultSortField: 'position' })
    : null;
  const path = category.href ?? '/';
  // A page past the last one shows the last page under its own URL (a stale link or a shrunken
  // category), rather than an empty listing without pagination.
  if (listing?.kind === 'beyond-last-page') {
    redirect(`${localizePath(locale, path)}${withPage(params, listing.lastPage)}`);
  }
  const crumbs = [...category.breadcrumbs, { label: category.name ?? '', href: path }];
  return (
    <div
      className={`mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 ${cssClass(category.customClass)}`}
      data-quickshop={category.isQuickshop ? 'true' : undefined}
      data-testid="category-page"
    >
      <Breadcrumbs locale={locale} items={crumbs} origin={await siteOrigin()} />
      <h1 className="mt-3 font-serif text-3xl font-medium text-ink sm:text-4xl">{category.name}</h1>
      {parts.content ? (
        <div
          data-testid="category-description"
          className="rich-text mt-4 max-w-3xl"
          dangerouslySetInnerHTML={{ __html: safeHtml(category.description) }}
        />
      ) : null}
      {parts.products ? (
        <div className="mt-6 sm:mt-8">
          {listing ? (
            <ProductListing
              locale={locale}
              pathname={localizePath(locale, path)}
              params={params}
              items={listing.data.items}
              facets={listing.data.facets}
              selected={listing.query.filters}
              sortChoices={listing.choices}
              sort={formatSort(listing.sort)}
              itemsPerPage={listing.query.itemsPerPage}
              currentPage={paginate(listing.query.page, listing.data.totalPages).current}
              totalPages={listing.data.totalPages}
              totalCount={listing.data.totalCount}
              defaultView="list"
              emptyText={t('noProducts')}
            />
          ) : (
            <p className="py-16 text-center text-stone">{t('noProducts')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
