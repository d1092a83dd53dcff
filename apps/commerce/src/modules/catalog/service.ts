// Catalog rules: category lists and trees under the store's root, breadcrumbs and URL resolution
// (route, urlResolver). Product reads live in ProductService.
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import type { CategoryFilterInput } from '../../generated/graphql';
import { equalValues, matchText } from '../../input/filters';
import { pageOf, totalPagesOf } from '../../input/paging';
import type { CmsPageModel, CmsService } from '../cms/service';
import type { StoresService } from '../stores/service';
import type { CategoryFilter } from './category-repository';
import { catalogLoaders, type CatalogRepositories } from './loaders';
import type { CategoryModel, ProductModel, RouteInfo } from './models';
import type { ProductService } from './product-service';
import { decodeUid } from './uid';

export type RouteResult =
  | { kind: 'category'; model: CategoryModel & { route: RouteInfo } }
  | { kind: 'product'; model: ProductModel & { route: RouteInfo } }
  | { kind: 'cms_page'; model: CmsPageModel };

/** The sort orders a category listing offers: products()' sort fields but relevance. */
const CATEGORY_SORT_FIELDS = ['position', 'name', 'price', 'news_from_date'] as const;

const ROOT_CATEGORY = loaderKey<Promise<number>>('catalog.rootCategory');

/** Whether a category is the store root or below it (its path runs through the root). */
export function isInTree(category: { id: number; path: string }, rootId: number): boolean {
  return category.id === rootId || category.path.split('/').includes(String(rootId));
}

export class CatalogService {
  constructor(
    private readonly repos: CatalogRepositories,
    private readonly products: ProductService,
    private readonly cms: CmsService,
    private readonly stores: StoresService,
  ) {}

  private loaders(context: RequestContext) {
    return catalogLoaders(context, this.repos);
  }

  /**
   * The id of the current store's root category (its store group's root_category_uid, as
   * Magento's Store::getRootCategoryId()); without one, the top of the category tree.
   */
  rootCategoryId(context: RequestContext): Promise<number> {
    return context.loaders.get(ROOT_CATEGORY, () => {
      const uid = context.store.storeView.group.rootCategoryUid;
      const configured = uid ? decodeUid(uid) : null;
      return configured !== null
        ? Promise.resolve(configured)
        : this.repos.categories.treeTopId().then((id) => id ?? 0);
    });
  }

  // ---- Categories -------------------------------------------------------------------------

  async categories(
    context: RequestContext,
    args: {
      filters?: CategoryFilterInput | null;
      pageSize?: number | null;
      currentPage?: number | null;
    },
  ): Promise<{ items: CategoryModel[]; total: number; pageSize: number; currentPage: number }> {
    // Magento's CategoriesQuery sets no upper bound on pageSize; ours is GRAPHQL_MAX_PAGE_SIZE, checked
    // for every paged field before execution (graphql/guard-rails.ts).
    const page = pageOf(args);
    const rootId = await this.rootCategoryId(context);
    // No filter: the store's root category, as Magento answers.
    const filter = categoryFilter(args.filters) ?? { ids: [rootId] };
    const { rows, total } = await this.repos.categories.find(
      { storeViewId: context.store.storeView.id, rootId },
      filter,
      { size: page.pageSize, offset: page.offset },
    );
    totalPagesOf(page, total);
    return { items: rows, total, pageSize: page.pageSize, currentPage: page.currentPage };
  }

  category(context: RequestContext, id: number): Promise<CategoryModel | null> {
    return this.loaders(context).category.load(id);
  }

  children(context: RequestContext, category: CategoryModel): Promise<CategoryModel[]> {
    return this.loaders(context).categoryChildren.load(category.id);
  }

  /** The visible, enabled products of the category and its active subcategories (anchors). */
  productCount(context: RequestContext, category: CategoryModel): Promise<number> {
    return this.loaders(context).productCount.load(category.id);
  }

  /** Magento's breadcrumbs run from the store root's children (the main categories) down. */
  async breadcrumbs(context: RequestContext, category: CategoryModel): Promise<CategoryModel[]> {
    const rootId = await this.rootCategoryId(context);
    const ancestors: CategoryModel[] = [];
    let parentId = category.parent_id;
    while (parentId !== null && parentId !== rootId) {
      const parent = await this.category(context, parentId);
      if (!parent) break;
      ancestors.unshift(parent);
      parentId = parent.parent_id;
    }
    return ancestors;
  }

  // ---- URLs -------------------------------------------------------------------------------

  /** route(url): a rewrite first, then a category url_path, a product url_key or a CMS page. */
  async route(context: RequestContext, url: string): Promise<RouteResult | null> {
    const path = normalisePath(url);
    if (!path) return null;
    const storeViewId = context.store.storeView.id;
    const rewrite = await this.repos.categories.rewrite(storeViewId, path);
    if (rewrite) {
      const route = {
        redirectCode: rewrite.redirect_code,
        relativeUrl: rewrite.redirect_code === 0 ? rewrite.request_path : rewrite.target_path,
      };
      if (rewrite.entity_type === 'cms_page')
        return this.cmsRoute({ id: rewrite.entity_id }, route);
      if (rewrite.entity_type === 'category')
        return this.categoryRoute(context, rewrite.entity_id, route);
      return this.productRoute(context, { id: rewrite.entity_id }, route);
    }
    const direct = { redirectCode: 0, relativeUrl: path };
    const rootId = await this.rootCategoryId(context);
    const { rows } = await this.repos.categories.find(
      { storeViewId, rootId },
      { urlPaths: [path] },
      { size: 1, offset: 0 },
    );
    if (rows[0]) return { kind: 'category', model: { ...rows[0], route: direct } };
    return (
      (await this.productRoute(context, { urlKey: path }, direct)) ??
      this.cmsRoute({ identifier: path }, direct)
    );
  }

  private async categoryRoute(
    context: RequestContext,
    id: number,
    route: RouteInfo,
  ): Promise<RouteResult | null> {
    const [category, rootId] = await Promise.all([
      this.category(context, id),
      this.rootCategoryId(context),
    ]);
    return category && isInTree(category, rootId)
      ? { kind: 'category', model: { ...category, route } }
      : null;
  }

  /** Only products with a page of their own: variants (not visible individually) have none. */
  private async productRoute(
    context: RequestContext,
    filter: { id: number } | { urlKey: string },
    route: RouteInfo,
  ): Promise<RouteResult | null> {
    const id = await this.repos.products.routableId(context.store.storeView.website.id, filter);
    const product = id === null ? null : await this.products.product(context, id);
    return product ? { kind: 'product', model: { ...product, route } } : null;
  }

  private async cmsRoute(
    filter: { id: number } | { identifier: string },
    route: RouteInfo,
  ): Promise<RouteResult | null> {
    const page = await this.cms.page(filter, route);
    return page ? { kind: 'cms_page', model: page } : null;
  }

  /** The product's categories below the store root (the root itself left out). */
  async productCategories(context: RequestContext, product: ProductModel) {
    const loaders = this.loaders(context);
    const [rows, rootId] = await Promise.all([
      loaders.productCategories.load(product.id),
      this.rootCategoryId(context),
    ]);
    const categories = await Promise.all(rows.map((row) => loaders.category.load(row.category_id)));
    return categories.filter(
      (category): category is CategoryModel =>
        category !== null && category.id !== rootId && isInTree(category, rootId),
    );
  }

  // ---- Magento's secondary and deprecated fields (ADR 0023) -------------------------------

  /** Magento's Category::getPathInStore(): ids from the category up to below the store root. */
  async pathInStore(context: RequestContext, category: CategoryModel): Promise<string | null> {
    const rootId = await this.rootCategoryId(context);
    if (!isInTree(category, rootId)) return null;
    const ids: string[] = [];
    for (const id of category.path.split('/').reverse()) {
      if (id === String(rootId)) break;
      ids.push(id);
    }
    return ids.join(',');
  }

  /**
   * Magento's canonical_url: the category path with the category URL suffix, only while the
   * store's "Use Canonical Link Meta Tag For Categories" is on; otherwise null.
   */
  async canonicalUrl(context: RequestContext, category: CategoryModel): Promise<string | null> {
    const config = await this.stores.storeConfig(context);
    return config.category_canonical_tag
      ? `${category.url_path}${config.category_url_suffix ?? ''}`
      : null;
  }

  /** The sort orders a category listing offers (products()' sort fields) and the store's default. */
  async sortBy(context: RequestContext): Promise<{ available: string[]; default: string }> {
    const config = await this.stores.storeConfig(context);
    return {
      available: [...CATEGORY_SORT_FIELDS],
      default: config.catalog_default_sort_by ?? 'position',
    };
  }
}

function normalisePath(url: string): string {
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  return withoutQuery.replace(/^\/+|\/+$/g, '').slice(0, 512);
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
  const nameMatch = matchText(filters.name?.match);
  if (nameMatch !== null) filter.nameMatch = nameMatch;
  return Object.keys(filter).length > 0 ? filter : null;
}
