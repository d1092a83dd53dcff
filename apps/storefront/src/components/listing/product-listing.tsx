import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localeConfig } from '@/i18n/locales';
import type { FacetView, ProductCardView } from '@/lib/commerce/types/catalog';
import { cardData } from '@/lib/listing/card-data';
import { priceBucketParts } from '@/lib/listing/facet-view';
import type { SortChoice } from '@/lib/listing/sort-choices';
import { ActiveFilters } from './active-filters';
import { FacetSidebar } from './facet-sidebar';
import { ListingGrid, type ListingView } from './listing-grid';
import { ListingPagination } from './listing-pagination';
import { ListingToolbar } from './listing-toolbar';
import { ListingTransition } from './listing-transition';
import { ListingCards } from './listing-cards';

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
  /** The category's is_quickshop: cards offer a quick view. */
  quickShop?: boolean;
}

/** Price buckets named in the listing's currency ("$100 – $200"), not commerce's "100-200". */
async function withPriceLabels(facets: FacetView[], currency: string, intlLocale: string) {
  const t = await getTranslations('ListingSearch');
  return facets.map((facet) =>
    facet.code !== 'price'
      ? facet
      : {
          ...facet,
          options: facet.options.map((option) => {
            const parts = priceBucketParts(option.value, currency, intlLocale);
            if (!parts) return option;
            const label =
              parts.from && parts.to
                ? t('priceRange', { from: parts.from, to: parts.to })
                : parts.from
                  ? t('priceFrom', { from: parts.from })
                  : t('priceUpTo', { to: parts.to ?? '' });
            return { ...option, label };
          }),
        },
  );
}

/**
 * The shared listing of category and search pages. Every card is in the server HTML (crawlers,
 * keyboard and screen-reader users get them all); only card images wait for the viewport.
 */
export async function ProductListing(props: ProductListingProps) {
  const t = await getTranslations('Listing');
  const config = localeConfig(props.locale);
  const currency =
    props.items[0]?.price_range.minimum_price.final_price.currency ?? config.defaultCurrency;
  const facets = await withPriceLabels(props.facets, currency, config.intlLocale);
  return (
    <ListingTransition selected={props.selected}>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <FacetSidebar facets={facets} />
        <div className="min-w-0">
          <ListingToolbar
            choices={props.sortChoices}
            sort={props.sort}
            itemsPerPage={props.itemsPerPage}
            totalCount={props.totalCount}
            facets={facets}
          />
          <ActiveFilters facets={facets} />
          {props.items.length === 0 ? (
            <p className="py-16 text-center text-stone">{props.emptyText}</p>
          ) : (
            <div className="mt-6">
              {/* Cards title themselves with h3: this keeps the page's headings in order. */}
              <h2 className="sr-only">{t('products')}</h2>
              <ListingGrid defaultView={props.defaultView}>
                <ListingCards
                  cards={props.items.map((item) =>
                    cardData(item, config.intlLocale, props.selected.color, {
                      quickShop: props.quickShop,
                    }),
                  )}
                  locale={props.locale}
                />
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
    </ListingTransition>
  );
}
