// Catalog rules: category lists and trees under the store's root, and URL resolution.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CategoryFilterInput } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import type { CmsPageModel } from '../cms/service';
import type { CategoryFilter } from './category-repository';
import type { CategoryModel, ProductModel, RouteInfo } from './models';
import { CatalogRepositories, catalogScope, type CatalogScope } from './request-scope';
import { decodeUid } from './uid';

/** Magento's catalog/search/min_query_length default, which its category name match applies. */
export const MIN_CATEGORY_MATCH_LENGTH = 3;

export type RouteResult =
  | { kind: 'category'; model: CategoryModel & { route: RouteInfo } }
  | { kind: 'product'; model: ProductModel & { route: RouteInfo } }
  | { kind: 'cms_page'; model: CmsPageModel };

/** Whether a category is the store root or below it (its path runs through the root). */
export function isInTree(category: { id: number; path: string }, rootId: number): boolean {
  return category.id === rootId || category.path.split('/').includes(String(rootId));
}

export class CatalogService {
  readonly repos: CatalogRepositories;
  private readonly roots = new WeakMap<GraphQLContext, Promise<number>>();

  constructor(db: Kysely<Database>) {
    this.repos = new CatalogRepositories(db);
  }

  /** Applies special-price dates that have passed since the index was built (see catalog-index). */
  ensureFreshPrices(): Promise<void> {
    return this.repos.prices.ensure();
  }

  scopeOf(context: GraphQLContext): CatalogScope {
    return catalogScope(context, this.repos);
  }

  /**
   * The id of the current store's root category (its store group's root_category_uid, as
   * Magento's Store::getRootCategoryId()); without one, the top of the category tree.
   */
  rootCategoryId(context: GraphQLContext): Promise<number> {
    let root = this.roots.get(context);
    if (!root) {
      const uid = context.store.storeView.group.rootCategoryUid;
      const configured = uid ? decodeUid(uid) : null;
      root =
        configured !== null
          ? Promise.resolve(configured)
          : this.repos.categories.treeTopId().then((id) => id ?? 0);
      this.roots.set(context, root);
    }
    return root;
  }

  async categories(
    context: GraphQLContext,
    args: {
      filters?: CategoryFilterInput | null;
      pageSize?: number | null;
      currentPage?: number | null;
    },
  ): Promise<{ items: CategoryModel[]; total: number; pageSize: number; currentPage: number }> {
    const pageSize = args.pageSize ?? 20;
    const currentPage = args.currentPage ?? 1;
    // Magento's CategoriesQuery checks currentPage first and sets no upper bound on pageSize.
    if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
    if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
    const scope = this.scopeOf(context);
    const rootId = await this.rootCategoryId(context);
    // No filter: the store's root category, as Magento answers.
    const filter = categoryFilter(args.filters) ?? { ids: [rootId] };
    const { rows, total } = await this.repos.categories.find(
      { storeViewId: scope.storeViewId, rootId },
      filter,
      { size: pageSize, offset: (currentPage - 1) * pageSize },
    );
    const totalPages = Math.ceil(total / pageSize);
    if (total > 0 && currentPage > totalPages) {
      throw inputError(
        `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
      );
    }
    return { items: rows, total, pageSize, currentPage };
  }

  /** An enabled product of the current website by sku: whether it takes stock alerts, and is in stock. */
  async stockAlertTarget(
    context: GraphQLContext,
    sku: string,
  ): Promise<{ id: number; alertsAvailable: boolean; inStock: boolean } | null> {
    const row = await this.repos.products.sellableBySku(this.scopeOf(context).websiteId, sku);
    return row
      ? { id: row.id, alertsAvailable: row.is_product_alert_available, inStock: !!row.in_stock }
      : null;
  }

  /** route(url): a rewrite first, then a category url_path, a product url_key or a CMS page. */
  async route(context: GraphQLContext, url: string): Promise<RouteResult | null> {
    const path = normalisePath(url);
    if (!path) return null;
    const scope = this.scopeOf(context);
    const rewrite = await this.repos.categories.rewrite(scope.storeViewId, path);
    if (rewrite) {
      const route = {
        redirectCode: rewrite.redirect_code,
        relativeUrl: rewrite.redirect_code === 0 ? rewrite.request_path : rewrite.target_path,
      };
      if (rewrite.entity_type === 'cms_page')
        return this.cmsPage(context, { id: rewrite.entity_id }, route);
      if (rewrite.entity_type === 'category')
        return this.category(context, rewrite.entity_id, route);
      return this.product(context, { id: rewrite.entity_id }, route);
    }
    const direct = { redirectCode: 0, relativeUrl: path };
    const rootId = await this.rootCategoryId(context);
    const { rows } = await this.repos.categories.find(
      { storeViewId: scope.storeViewId, rootId },
      { urlPaths: [path] },
      { size: 1, offset: 0 },
    );
    if (rows[0]) return { kind: 'category', model: { ...rows[0], route: direct } };
    return (
      (await this.product(context, { urlKey: path }, direct)) ??
      this.cmsPage(context, { identifier: path }, direct)
    );
  }

  private async category(
    context: GraphQLContext,
    id: number,
    route: RouteInfo,
  ): Promise<RouteResult | null> {
    const [category, rootId] = await Promise.all([
      this.scopeOf(context).loaders.category.load(id),
      this.rootCategoryId(context),
    ]);
    return category && isInTree(category, rootId)
      ? { kind: 'category', model: { ...category, route } }
      : null;
  }

  /** Only products with a page of their own: variants (not visible individually) have none. */
  private async product(
    context: GraphQLContext,
    filter: { id: number } | { urlKey: string },
    route: RouteInfo,
  ): Promise<RouteResult | null> {
    const scope = this.scopeOf(context);
    const id = await this.repos.products.routableId(scope.websiteId, filter);
    const product = id === null ? null : await scope.loaders.product.load(id);
    return product ? { kind: 'product', model: { ...product, route } } : null;
  }

  private async cmsPage(
    context: GraphQLContext,
    filter: { id: number } | { identifier: string },
    route: RouteInfo,
  ): Promise<RouteResult | null> {
    const page = await context.services.cms.page(filter, route);
    return page ? { kind: 'cms_page', model: page } : null;
  }
}

function normalisePath(url: string): string {
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  return withoutQuery.replace(/^\/+|\/+$/g, '').slice(0, 512);
}

function equalValues(
  input: { eq?: string | null; in?: Array<string | null> | null } | null | undefined,
) {
  if (!input) return undefined;
  if (input.eq !== undefined && input.eq !== null) return [input.eq];
  if (input.in) return input.in.filter((value): value is string => value !== null);
  return undefined;
}

/** Unknown uids and ids become 0, which matches no category. */
function uidsToIds(uids: string[] | undefined): number[] | undefined {
  return uids?.map((uid) => decodeUid(uid) ?? 0);
}

function numericIds(values: string[] | undefined): number[] | undefined {
  return values?.map((value) => (/^\s*[1-9]\d{0,9}\s*$/.test(value) ? Number(value) : 0));
}

/** Both lists when both are given: a category must then satisfy each. */
function intersect(a: number[] | undefined, b: number[] | undefined): number[] | undefined {
  if (!a) return b;
  if (!b) return a;
  return a.filter((id) => b.includes(id));
}

function categoryFilter(filters: CategoryFilterInput | null | undefined): CategoryFilter | null {
  if (!filters) return null;
  const filter: CategoryFilter = {};
  const ids = intersect(
    uidsToIds(equalValues(filters.category_uid)),
    numericIds(equalValues(filters.ids)),
  );
  const parentIds = intersect(
    uidsToIds(equalValues(filters.parent_uid) ?? equalValues(filters.parent_category_uid)),
    numericIds(equalValues(filters.parent_id)),
  );
  const urlKeys = equalValues(filters.url_key);
  const urlPaths = equalValues(filters.url_path);
  if (ids) filter.ids = ids;
  if (parentIds) filter.parentIds = parentIds;
  if (urlKeys) filter.urlKeys = urlKeys;
  if (urlPaths) filter.urlPaths = urlPaths;
  const match = filters.name?.match;
  if (match !== undefined && match !== null) {
    const text = match.trim();
    // Magento's CategoryFilter: an empty or short match is an error, never "every category".
    if (text.length < MIN_CATEGORY_MATCH_LENGTH)
      throw inputError(`Invalid match filter. Minimum length is ${MIN_CATEGORY_MATCH_LENGTH}.`);
    filter.nameMatch = text;
  }
  return Object.keys(filter).length > 0 ? filter : null;
}
