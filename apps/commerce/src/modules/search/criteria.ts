// The validated shape of a products() request, independent of GraphQL and of the search engine.

/** Magento's sortable attributes: position, name, price, relevance and news_from_date (ADR 0037). */
export type SortField = 'position' | 'name' | 'price' | 'relevance' | 'news_from_date';
export type SortDirection = 'ASC' | 'DESC';
export type FilterableAttribute = 'color' | 'size' | 'material';

export interface ProductCriteria {
  storeViewId: number;
  websiteId: number;
  /** Base currency of the store view: prices are stored in it. */
  currencyCode: string;
  /** Rate from the base to the display currency, as a decimal string. */
  displayRate: string;
  search: string | null;
  /** The store's root category: a listing without a category filter aggregates its children. */
  rootCategoryId: number;
  categoryIds: number[] | null;
  skus: string[] | null;
  urlKeys: string[] | null;
  nameMatch: string | null;
  /** Magento's match filters on product texts: every one must occur (case-insensitive). */
  textMatches: Array<{ column: 'description' | 'short_description'; text: string }>;
  /** Display-currency minor units, both ends inclusive. */
  priceFrom: number | null;
  priceTo: number | null;
  attributes: Partial<Record<FilterableAttribute, string[]>>;
  inStock: boolean | null;
  sort: Array<{ field: SortField; direction: SortDirection }>;
  pageSize: number;
  currentPage: number;
  /** Aggregations cost most of a listing; skipped when the query does not select them. */
  withAggregations: boolean;
  /** Labels of the category and price aggregations in the store's language. */
  labels: { category: string; price: string };
}

export interface AggregationBucket {
  value: string;
  label: string;
  count: number;
  swatchValue?: string | null;
}

export interface ProductSearchResult {
  ids: number[];
  total: number;
  aggregations: Array<{
    attributeCode: string;
    label: string;
    position: number;
    options: AggregationBucket[];
  }>;
}

/** One search word as the catalog knows it, for "did you mean" suggestions. */
export interface WordSpelling {
  word: string;
  /** Some product matches the word as it is. */
  known: boolean;
  /** The closest word of a product or category name, if any is close enough. */
  closest: string | null;
}

/** Where products() finds ids; PostgreSQL today, OpenSearch could implement it later. */
export interface ProductSearchEngine {
  search(criteria: ProductCriteria): Promise<ProductSearchResult>;
  spelling(
    words: string[],
    scope: { websiteId: number; storeViewId: number },
  ): Promise<WordSpelling[]>;
}
