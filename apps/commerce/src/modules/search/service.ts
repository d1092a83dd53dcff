// products() rules (Magento CatalogGraphQl): arguments, Magento's errors, defaults and paging.
import type { RequestContext } from '../../context/request-context';
import { inputError } from '../../errors';
import type {
  CategoryTreeProductsArgs,
  Products,
  QueryProductsArgs,
} from '../../generated/graphql';
import { equalValues, matchText } from '../../input/filters';
import { pageOf, totalPagesOf, type Page } from '../../input/paging';
import type { ProductModel } from '../catalog/models';
import type { ProductService } from '../catalog/product-service';
import type { CatalogService } from '../catalog/service';
import { decodeUid, encodeUid } from '../catalog/uid';
import type { PricingService } from '../pricing/service';
import type { StoresService } from '../stores/service';
import { decimalToMinor } from '../pricing/money';
import type {
  FilterableAttribute,
  ProductCriteria,
  ProductSearchEngine,
  SortField,
} from './criteria';
import { searchLabels, type SearchLabels } from './labels';
import { MAX_QUERY_LENGTH, searchWords, suggestedSearch } from './search-rules';

export type ProductsResult = Omit<Products, 'items'> & { items: ProductModel[] };

/**
 * Filters of Magento's ProductAttributeFilterInput on attributes our catalog does not have (Luma
 * sample data): as in Magento for an attribute no product carries, any value matches nothing.
 */
const ABSENT_ATTRIBUTES = [
  'activity',
  'category_gear',
  'climate',
  'collar',
  'eco_collection',
  'erin_recommends',
  'features_bags',
  'format',
  'gender',
  'new',
  'pattern',
  'performance_fabric',
  'sale',
  'sleeve',
  'strap_bags',
  'style_bags',
  'style_bottom',
  'style_general',
] as const;

const SORT_FIELDS: SortField[] = ['position', 'name', 'price', 'news_from_date', 'relevance'];

export class SearchService {
  constructor(
    private readonly engine: ProductSearchEngine,
    private readonly catalog: CatalogService,
    private readonly productReads: ProductService,
    private readonly pricing: PricingService,
    private readonly stores: StoresService,
  ) {}

  async products(
    context: RequestContext,
    args: QueryProductsArgs,
    { withAggregations = true, withSuggestions = false } = {},
  ): Promise<ProductsResult> {
    const labels = await this.labels(context);
    const criteria = {
      ...(await this.criteria(context, args)),
      withAggregations,
      labels: { category: labels.category, price: labels.price },
    };
    await this.productReads.ensureFreshPrices();
    const filter = args.filter ?? {};
    const result = ABSENT_ATTRIBUTES.some((code) => equalValues(filter[code]) !== undefined)
      ? { ids: [], total: 0, aggregations: [] }
      : await this.engine.search(criteria);
    const totalPages = totalPagesOf(criteria.page, result.total);
    const suggestions =
      withSuggestions && criteria.search !== null
        ? await this.suggestions(context, criteria.search)
        : [];
    return {
      suggestions,
      items: await this.productReads.products(context, result.ids),
      total_count: result.total,
      page_info: {
        current_page: criteria.currentPage,
        page_size: criteria.pageSize,
        total_pages: totalPages,
      },
      sort_fields: {
        default: criteria.search !== null ? 'relevance' : 'position',
        options: SORT_FIELDS.map((value) => ({ value, label: labels.sort[value] })),
      },
      // Magento's deprecated layered-navigation shape of the same aggregations.
      filters: result.aggregations.map((aggregation) => ({
        name: aggregation.label,
        request_var: aggregation.attributeCode,
        filter_items_count: aggregation.options.length,
        filter_items: aggregation.options.map((option) => ({
          label: option.label,
          value_string: option.value,
          items_count: option.count,
        })),
      })),
      aggregations: result.aggregations.map((aggregation) => ({
        attribute_code: aggregation.attributeCode,
        label: aggregation.label,
        position: aggregation.position,
        count: aggregation.options.length,
        options: aggregation.options.map((option) => ({
          value: option.value,
          label: option.label,
          count: option.count,
          swatch_value: option.swatchValue ?? null,
        })),
      })),
    };
  }

  /**
   * "Did you mean" (Magento 2.4.7 `suggestions`): the search with each word that no product knows
   * replaced by the closest word of a product or category name; none when nothing needs fixing.
   * A typo search may still find products (search is typo-tolerant), and still gets the
   * suggestion, so the shopper sees what was searched for.
   */
  private async suggestions(
    context: RequestContext,
    search: string,
  ): Promise<Array<{ search: string }>> {
    const { storeView } = context.store;
    const spelling = await this.engine.spelling(searchWords(search), {
      websiteId: storeView.website.id,
      storeViewId: storeView.id,
    });
    const suggestion = suggestedSearch(spelling);
    return suggestion ? [{ search: suggestion }] : [];
  }

  /** CategoryTree.products: the category's listing, paged and sorted as products() does. */
  async categoryProducts(
    context: RequestContext,
    category: { id: number },
    args: CategoryTreeProductsArgs,
  ): Promise<Pick<ProductsResult, 'items' | 'page_info' | 'total_count'>> {
    const result = await this.products(
      context,
      {
        filter: { category_uid: { eq: encodeUid(category.id) } },
        pageSize: args.pageSize ?? 20,
        currentPage: args.currentPage ?? 1,
        sort: args.sort ?? null,
      },
      { withAggregations: false },
    );
    return { items: result.items, page_info: result.page_info, total_count: result.total_count };
  }

  /** Fixed labels in the language of the store's locale (general/locale/code). */
  private async labels(context: RequestContext): Promise<SearchLabels> {
    return searchLabels((await this.stores.storeConfig(context)).locale);
  }

  private async criteria(
    context: RequestContext,
    args: QueryProductsArgs,
  ): Promise<Omit<ProductCriteria, 'withAggregations' | 'labels'> & { page: Page }> {
    // Magento's order of checks (CatalogGraphQl Products::validateInput): paging first.
    const page = pageOf(args);
    const search = args.search?.trim() ? args.search.trim().slice(0, MAX_QUERY_LENGTH) : null;
    if ((args.search ?? null) === null && (args.filter ?? null) === null) {
      throw inputError("'search' or 'filter' input argument is required.");
    }
    const filter = args.filter ?? {};
    const { storeView } = context.store;
    const attributes: ProductCriteria['attributes'] = {};
    for (const code of ['color', 'size', 'material'] as FilterableAttribute[]) {
      const values = equalValues(filter[code]);
      if (values) attributes[code] = values;
    }
    const sort = Object.entries(args.sort ?? {})
      .filter(([, direction]) => direction)
      .map(([field, direction]) => ({ field: field as SortField, direction: direction! }));
    if (sort.length === 0)
      sort.push({
        field: search !== null ? 'relevance' : 'position',
        direction: search !== null ? 'DESC' : 'ASC',
      });
    const categoryIds = intersect(
      equalValues(filter.category_uid)?.map((uid) => decodeUid(uid) ?? 0),
      equalValues(filter.category_id)?.map((id) =>
        /^\s*[1-9]\d{0,9}\s*$/.test(id) ? Number(id) : 0,
      ),
    );
    return {
      rootCategoryId: await this.catalog.rootCategoryId(context),
      storeViewId: storeView.id,
      websiteId: storeView.website.id,
      currencyCode: storeView.baseCurrencyCode,
      displayRate: await this.pricing.displayRate(context),
      search,
      categoryIds: categoryIds ?? null,
      skus: equalValues(filter.sku) ?? null,
      urlKeys: equalValues(filter.url_key) ?? null,
      nameMatch: matchText(filter.name?.match, MAX_QUERY_LENGTH),
      textMatches: (['description', 'short_description'] as const).flatMap((column) => {
        const text = matchText(filter[column]?.match, MAX_QUERY_LENGTH);
        return text === null ? [] : [{ column, text }];
      }),
      priceFrom: priceBound(filter.price?.from),
      priceTo: priceBound(filter.price?.to),
      attributes,
      inStock: stockFilter(equalValues(filter.stock_status)),
      sort,
      pageSize: page.pageSize,
      currentPage: page.currentPage,
      page,
    };
  }
}

/** category_uid and category_id together: a product must be in a category both name. */
function intersect(a: number[] | undefined, b: number[] | undefined): number[] | undefined {
  if (!a) return b;
  if (!b) return a;
  return a.filter((id) => b.includes(id));
}

function priceBound(value: string | null | undefined): number | null {
  if (value === undefined || value === null || value.trim() === '' || value.trim() === '*')
    return null;
  const minor = decimalToMinor(value);
  if (minor === null) throw inputError(`Invalid price filter value "${value.slice(0, 32)}".`);
  return minor;
}

/**
 * stock_status values: IN_STOCK or 1 and 3 (the storefront always sends 1 and 3) mean in stock,
 * OUT_OF_STOCK or 0 and 2 out of stock; asking for both is no filter.
 */
function stockFilter(values: string[] | undefined): boolean | null {
  if (!values) return null;
  const wanted = new Set<boolean>();
  for (const value of values) {
    const normalised = value.trim().toUpperCase();
    if (['IN_STOCK', '1', '3'].includes(normalised)) wanted.add(true);
    else if (['OUT_OF_STOCK', '0', '2'].includes(normalised)) wanted.add(false);
    else throw inputError(`Invalid stock_status filter value "${value.slice(0, 32)}".`);
  }
  return wanted.size === 1 ? [...wanted][0]! : null;
}
