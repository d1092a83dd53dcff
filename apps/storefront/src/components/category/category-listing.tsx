import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductListing } from '@/components/listing/product-listing';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import type { CategoryRouteView } from '@/lib/commerce/types/navigation';
import { withPage } from '@/lib/listing/listing-url';
import { listingViewProps, loadListing } from '@/lib/listing/load-listing';

interface CategoryListingProps {
  locale: Locale;
  category: CategoryRouteView;
  params: URLSearchParams;
}

/** The products of a category, streamed in after its heading (category-page.tsx). */
export async function CategoryListing({ locale, category, params }: CategoryListingProps) {
  const t = await getTranslations('Listing');
  const listing = await loadListing({
    locale,
    params,
    categoryUid: category.uid,
    defaultSortField: 'position',
  });
  const path = category.href ?? '/';
  // A page past the last one shows the last page under its own URL (a stale link or a shrunken
  // category), rather than an empty listing without pagination.
  if (listing?.kind === 'beyond-last-page') {
    redirect(`${localizePath(locale, path)}${withPage(params, listing.lastPage)}`);
  }
  if (!listing) return <p className="py-16 text-center text-stone">{t('noProducts')}</p>;
  return (
    <ProductListing
      locale={locale}
      pathname={localizePath(locale, path)}
      params={params}
      {...listingViewProps(listing)}
      defaultView="list"
      emptyText={t('noProducts')}
      quickShop={category.isQuickshop}
    />
  );
}
