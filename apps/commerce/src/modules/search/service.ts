// products() rules (Magento CatalogGraphQl): arguments, Magento's errors, defaults and paging.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Products, QueryProductsArgs } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import type { ProductModel } from '../catalog/models';
import { decodeUid } from '../catalog/uid';
import { decimalToMinor } from '../pricing/money';
import type {
  FilterableAttribute,
  ProductCriteria,
  ProductSearchEngine,
  SortField,
} from './criteria';
import { PostgresProductSearch } from './postgres-search';
import { MAX_QUERY_LENGTH } from './search-rules';

export type ProductsResult = Omit<Products, 'items'> & { items: ProductModel[] };

const SORT_OPTIONS: Array<{ value: SortField; label: string }> = [
  { value: 'position', label: 'Position' },
  { value: 'name', label: 'Product Name' },
  { value: 'price', label: 'Price' },
  { value: 'relevance', label: 'Relevance' },
];

export class SearchService {
  private readonly engine: ProductSearchEngine;

  constructor(
    private readonly db: Kysely<Database>,
    engine?: ProductSearchEngine,
  ) {
    this.engine = engine ?? new PostgresProductSearch(db);
  }

  async products(
    context: GraphQLContext,
    args: QueryProductsArgs,
    withAggregations = true,
  ): Promise<ProductsResult> {
    const criteria = { ...(await this.criteria(context, args)), withAggregations };
    await context.services.catalog.ensureFreshPrices();
    const result = await this.engine.search(criteria);
    const totalPages = Math.ceil(result.total / criteria.pageSize);
    if (result.total > 0 && criteria.currentPage > totalPages) {
      throw inputError(
        `currentPage value ${criteria.currentPage} specified is greater than the ${totalPages} page(s) available.`,
      );
    }
    const scope = context.services.catalog.scopeOf(context);
    const items = await Promise.all(result.ids.map((id) => scope.loaders.product.load(id)));
    return {
      items: items.filter((item): item is ProductModel => item !== null),
      total_count: result.total,
      page_info: {
        current_page: criteria.currentPage,
        page_size: criteria.pageSize,
        total_pages: totalPages,
      },
      sort_fields: {
        default: criteria.search !== null ? 'relevance' : 'position',
        options: SORT_OPTIONS,
      },
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

  private async criteria(
    context: GraphQLContext,
    args: QueryProductsArgs,
  ): Promise<Omit<ProductCriteria, 'withAggregations'>> {
    const pageSize = args.pageSize ?? 20;
    const currentPage = args.currentPage ?? 1;
    // Magento's order of checks (CatalogGraphQl Products::validateInput).
    if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
    if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
    const search = args.search?.trim() ? args.search.trim().slice(0, MAX_QUERY_LENGTH) : null;
    if ((args.search ?? null) === null && (args.filter ?? null) === null) {
      throw inputError("'search' or 'filter' input argument is required.");
    }
    const filter = args.filter ?? {};
    const scope = context.services.catalog.scopeOf(context);
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
    const category = equalValues(filter.category_uid);
    return {
      rootCategoryId: await context.services.catalog.rootCategoryId(context),
      storeViewId: scope.storeViewId,
      websiteId: scope.websiteId,
      currencyCode: scope.baseCurrencyCode,
      displayRate: await scope.displayRate(),
      search,
      categoryIds: category ? category.map((uid) => decodeUid(uid) ?? 0) : null,
      skus: equalValues(filter.sku) ?? null,
      urlKeys: equalValues(filter.url_key) ?? null,
      nameMatch: nameMatch(filter.name?.match),
      priceFrom: priceBound(filter.price?.from),
      priceTo: priceBound(filter.price?.to),
      attributes,
      inStock: stockFilter(equalValues(filter.stock_status)),
      sort,
      pageSize,
      currentPage,
    };
  }
}

function equalValues(
  input: { eq?: string | null; in?: Array<string | null> | null } | null | undefined,
) {
  if (!input) return undefined;
  if (input.eq !== undefined && input.eq !== null) return [input.eq];
  if (input.in) return input.in.filter((value): value is string => value !== null);
  return undefined;
}

/** Magento's minimum length of a `match` filter (catalog/search/min_query_length). */
const MIN_MATCH_LENGTH = 3;

function nameMatch(match: string | null | undefined): string | null {
  if (match === undefined || match === null) return null;
  const text = match.trim();
  if (text.length < MIN_MATCH_LENGTH)
    throw inputError(`Invalid match filter. Minimum length is ${MIN_MATCH_LENGTH}.`);
  return text.slice(0, MAX_QUERY_LENGTH);
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
