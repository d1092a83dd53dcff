// Catalog rules: category lists and trees, the navigation menu and URL resolution.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  CategoryFilterInput,
  NavigationMenuNode,
  NavigationMenuTree,
} from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import type { CategoryFilter } from './category-repository';
import type { CategoryModel, ProductModel } from './models';
import { CatalogRepositories, catalogScope, type CatalogScope } from './request-scope';
import { decodeUid } from './uid';

/** Category lists stop at 99 per page (spec: category menu page size 99). */
export const MAX_CATEGORY_PAGE_SIZE = 99;

export class CatalogService {
  readonly repos: CatalogRepositories;

  constructor(db: Kysely<Database>) {
    this.repos = new CatalogRepositories(db);
  }

  scopeOf(context: GraphQLContext): CatalogScope {
    return catalogScope(context, this.repos);
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
    if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
    if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
    if (pageSize > MAX_CATEGORY_PAGE_SIZE)
      throw inputError(`pageSize value must not be greater than ${MAX_CATEGORY_PAGE_SIZE}.`);
    const scope = this.scopeOf(context);
    const filter = categoryFilter(args.filters);
    if (!filter) {
      // No filter: the store's root category, as Magento answers.
      const root = await this.repos.categories.rootCategory(scope.storeViewId);
      return { items: root ? [root] : [], total: root ? 1 : 0, pageSize, currentPage };
    }
    const { rows, total } = await this.repos.categories.find(scope.storeViewId, filter, {
      size: pageSize,
      offset: (currentPage - 1) * pageSize,
    });
    const totalPages = Math.ceil(total / pageSize);
    if (total > 0 && currentPage > totalPages) {
      throw inputError(
        `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
      );
    }
    return { items: rows, total, pageSize, currentPage };
  }

  async menus(filter: { identifier?: string[]; enabled?: boolean }): Promise<NavigationMenuTree[]> {
    const rows = await this.repos.categories.menuNodes(filter);
    const menus = new Map<number, NavigationMenuTree>();
    const nodes = new Map<number, NavigationMenuNode & { children: NavigationMenuNode[] }>();
    const parents: Array<[number | null, number, number]> = [];
    for (const row of rows) {
      if (!menus.has(row.menu_id))
        menus.set(row.menu_id, { identifier: row.identifier, title: row.title, children: [] });
      if (row.id === null || row.label === null) continue;
      nodes.set(row.id, {
        label: row.label,
        url: row.url,
        url_type: row.url_type === 'external' ? 'EXTERNAL' : 'INTERNAL',
        css_classes: row.css_classes,
        image_desktop_url: row.image_desktop_url,
        image_mobile_url: row.image_mobile_url,
        image_url: row.image_url,
        image_url_title: row.image_url_title,
        level: row.level ?? 1,
        children: [],
      });
      parents.push([row.parent_id, row.id, row.menu_id]);
    }
    // Rows come by position, so appending keeps siblings in order; a node whose parent is
    // disabled is dropped with it.
    for (const [parentId, id, menuId] of parents) {
      const node = nodes.get(id)!;
      if (parentId === null) menus.get(menuId)!.children.push(node);
      else nodes.get(parentId)?.children.push(node);
    }
    return [...menus.values()];
  }

  /** route(url): a rewrite first, then a category url_path, a product url_key or a CMS page. */
  async route(context: GraphQLContext, url: string) {
    const path = normalisePath(url);
    if (!path) return null;
    const scope = this.scopeOf(context);
    const rewrite = await this.repos.categories.rewrite(scope.storeViewId, path);
    if (rewrite) {
      const route = {
        redirectCode: rewrite.redirect_code,
        relativeUrl: rewrite.redirect_code === 0 ? rewrite.request_path : rewrite.target_path,
      };
      return this.entity(context, rewrite.entity_type, rewrite.entity_id, route);
    }
    const category = (
      await this.repos.categories.find(
        scope.storeViewId,
        { urlPaths: [path] },
        { size: 1, offset: 0 },
      )
    ).rows[0];
    if (category)
      return {
        kind: 'category' as const,
        model: { ...category, route: { redirectCode: 0, relativeUrl: path } },
      };
    const product = await this.productByUrlKey(context, path);
    if (product)
      return {
        kind: 'product' as const,
        model: { ...product, route: { redirectCode: 0, relativeUrl: path } },
      };
    const page = await this.repos.categories.cmsPage({ identifier: path });
    if (page)
      return {
        kind: 'cms_page' as const,
        model: { ...page, route: { redirectCode: 0, relativeUrl: path } },
      };
    return null;
  }

  private async entity(
    context: GraphQLContext,
    type: 'product' | 'category' | 'cms_page',
    id: number,
    route: { redirectCode: number; relativeUrl: string },
  ) {
    const { loaders } = this.scopeOf(context);
    if (type === 'category') {
      const category = await loaders.category.load(id);
      return category ? { kind: 'category' as const, model: { ...category, route } } : null;
    }
    if (type === 'product') {
      const product = await loaders.product.load(id);
      return product && product.status === 1
        ? { kind: 'product' as const, model: { ...product, route } }
        : null;
    }
    const page = await this.repos.categories.cmsPage({ id });
    return page ? { kind: 'cms_page' as const, model: { ...page, route } } : null;
  }

  private async productByUrlKey(
    context: GraphQLContext,
    urlKey: string,
  ): Promise<ProductModel | null> {
    const ids = await context.services.search.idsForUrlKey(context, urlKey);
    const id = ids[0];
    return id === undefined ? null : this.scopeOf(context).loaders.product.load(id);
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

function uidsToIds(uids: string[] | undefined): number[] | undefined {
  return uids?.map((uid) => decodeUid(uid) ?? 0);
}

function categoryFilter(filters: CategoryFilterInput | null | undefined): CategoryFilter | null {
  if (!filters) return null;
  const filter: CategoryFilter = {};
  const ids = uidsToIds(equalValues(filters.category_uid));
  const parentIds = uidsToIds(
    equalValues(filters.parent_uid) ?? equalValues(filters.parent_category_uid),
  );
  const urlKeys = equalValues(filters.url_key);
  const urlPaths = equalValues(filters.url_path);
  if (ids) filter.ids = ids;
  if (parentIds) filter.parentIds = parentIds;
  if (urlKeys) filter.urlKeys = urlKeys;
  if (urlPaths) filter.urlPaths = urlPaths;
  const match = filters.name?.match?.trim();
  if (match !== undefined) filter.nameMatch = match;
  return Object.keys(filter).length > 0 ? filter : null;
}
