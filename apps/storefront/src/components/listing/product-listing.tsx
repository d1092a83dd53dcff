import type { Locale } from '@/i18n/locales';
import type { SortChoice } from '@/lib/listing/sort-choices';
import { FacetSidebar } from './facet-sidebar';
import { LazyReveal } from './lazy-reveal';
import { ListingGrid, type ListingView } from './listing-grid';
import { ListingPagination } from './listing-pagination';
import { ListingToolbar } from './listing-toolbar';
import type { FacetView, ProductCardView } from './listing-types';
import { CARD_IMAGE, ProductCard } from './product-card';

/** Cards in the first rows render at once; the rest wait until 200 px before the viewport. */
const EAGER_CARDS = 8;

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

/** The shared listing of category and search pages. */
export function ProductListing(props: ProductListingProps) {
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
            <ListingGrid defaultView={props.defaultView}>
              {props.items.map((item, index) => (
                <li key={item.uid}>
                  {index < EAGER_CARDS ? (
                    <ProductCard product={item} locale={props.locale} priority={index < 4} />
                  ) : (
                    <LazyReveal minHeight={CARD_IMAGE.height + 120}>
                      <ProductCard product={item} locale={props.locale} />
                    </LazyReveal>
                  )}
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
