import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';
import { EAGER_CARDS, PRIORITY_CARDS } from '@/lib/listing/listing-constants';
import type { SortChoice } from '@/lib/listing/sort-choices';
import { FacetSidebar } from './facet-sidebar';
import { ListingGrid, type ListingView } from './listing-grid';
import { ListingPagination } from './listing-pagination';
import { ListingToolbar } from './listing-toolbar';
import type { FacetView, ProductCardView } from '@/lib/commerce/types/catalog';
import { ProductCard } from './product-card';

export interface ProductListingProps {
  locale: Locale;
  /** Locale-prefixed path of the listing page, for pagination links. */
  pathname: string;
  params: URLSearchParams;
  items: ProductCardView[];
  facets: FacetView[];
  selected: Record<string, string[]>;
  sortChoices: SortChoice[];
  sort: string;
  itemsPerPage: number;
  currentPage: number;
  totalPages: number;
  totalCount: number;
  defaultView: ListingView;
  emptyText: string;
}

/**
 * The shared listing of category and search pages. Every card is in the server HTML (crawlers,
 * keyboard and screen-reader users get them all); only card images wait for the viewport.
 */
export async function ProductListing(props: ProductListingProps) {
  // Signed in means a customer token cookie is present (as for the header's account icon).
  const signedIn = Boolean((await requestCookieJar()).get(cookieNames.customer));
  const t = await getTranslations('Listing');
  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <FacetSidebar facets={props.facets} selected={props.selected} />
      <div>
        <ListingToolbar
          choices={props.sortChoices}
          sort={props.sort}
          itemsPerPage={props.itemsPerPage}
          totalCount={props.totalCount}
        />
        {props.items.length === 0 ? (
          <p className="py-16 text-center text-stone">{props.emptyText}</p>
        ) : (
          <div className="mt-6">
            {/* Cards title themselves with h3: this keeps the page's headings in order. */}
            <h2 className="sr-only">{t('products')}</h2>
            <ListingGrid defaultView={props.defaultView}>
              {props.items.map((item, index) => (
                <li key={item.uid}>
                  <ProductCard
                    product={item}
                    locale={props.locale}
                    signedIn={signedIn}
                    eager={index < EAGER_CARDS}
                    priority={index < PRIORITY_CARDS}
                  />
                </li>
              ))}
            </ListingGrid>
          </div>
        )}
        <ListingPagination
          pathname={props.pathname}
          params={props.params}
          current={props.currentPage}
          total={props.totalPages}
        />
      </div>
    </div>
  );
}
