import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { ListingSkeleton } from '@/components/listing/listing-skeleton';
import type { Locale } from '@/i18n/locales';
import { displayParts } from '@/lib/catalog/display-mode';
import type { CategoryRouteView } from '@/lib/commerce/types/navigation';
import { isClientNavigation } from '@/lib/listing/client-navigation';
import { safeHtml } from '@/lib/html/safe-html';
import { siteOrigin } from '@/lib/site-url';
import { CategoryListing } from './category-listing';

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

/**
 * A category resolved by route(): description block and/or products by its display mode.
 * A document arrives whole, listing included: its first card picture is the page's largest paint,
 * and a streamed listing would cost bytes and wait for React's reveal. A client navigation shows
 * the heading at once and the products behind a skeleton of the listing. The skeleton is keyed by
 * category, so a new category shows it while a filter or sort change keeps the current results on
 * screen (marked as updating) until the new ones arrive.
 */
export async function CategoryPage({ locale, category, params }: CategoryPageProps) {
  const parts = displayParts(category.displayMode);
  const path = category.href ?? '/';
  const crumbs = [...category.breadcrumbs, { label: category.name ?? '', href: path }];
  const listing = <CategoryListing locale={locale} category={category} params={params} />;
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
          {(await isClientNavigation()) ? (
            <Suspense key={category.uid} fallback={<ListingSkeleton view="list" />}>
              {listing}
            </Suspense>
          ) : (
            listing
          )}
        </div>
      ) : null}
    </div>
  );
}
