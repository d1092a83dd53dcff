// SQL for categories (with store-view texts) and URL rewrites. A store view sees the categories
// of its store group's root: those whose path runs through it.
import { sql, type Kysely } from 'kysely';
import { escapeLike } from '../../db/escape-like';
import type { Database } from '../../db/schema';

export interface CategoryFilter {
  ids?: number[];
  parentIds?: number[];
  urlKeys?: string[];
  urlPaths?: string[];
  nameMatch?: string;
}

export class CategoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private categories(storeViewId: number) {
    return this.db
      .selectFrom('categories as c')
      .leftJoin('category_store_values as s', (join) =>
        join.onRef('s.category_id', '=', 'c.id').on('s.store_view_id', '=', storeViewId),
      )
      .selectAll('c')
      .select((eb) => [
        eb.fn.coalesce('s.name', 'c.name').as('name'),
        eb.fn.coalesce('s.description', 'c.description').as('description'),
        eb.fn.coalesce('s.meta_title', 'c.meta_title').as('meta_title'),
        eb.fn.coalesce('s.meta_description', 'c.meta_description').as('meta_description'),
        eb.fn.coalesce('s.meta_keywords', 'c.meta_keywords').as('meta_keywords'),
      ])
      .where('c.is_active', '=', true);
  }

  async find(
    scope: { storeViewId: number; rootId: number },
    filter: CategoryFilter,
    page: { size: number; offset: number },
  ) {
    // The root itself only when asked for by id (Magento's categoryList without filters asks so);
    // a name or URL never finds it, nor anything outside the store's tree.
    let query = this.categories(scope.storeViewId).where((eb) =>
      filter.ids
        ? eb.or([belowRoot(scope.rootId), eb('c.id', '=', scope.rootId)])
        : belowRoot(scope.rootId),
    );
    if (filter.ids) query = query.where('c.id', 'in', nonEmpty(filter.ids, 0));
    if (filter.parentIds) query = query.where('c.parent_id', 'in', nonEmpty(filter.parentIds, 0));
    if (filter.urlKeys) query = query.where('c.url_key', 'in', nonEmpty(filter.urlKeys, ''));
    if (filter.urlPaths) query = query.where('c.url_path', 'in', nonEmpty(filter.urlPaths, ''));
    if (filter.nameMatch !== undefined) {
      query = query.where(
        sql<string>`coalesce(s.name, c.name)`,
        'ilike',
        `%${escapeLike(filter.nameMatch)}%`,
      );
    }
    const [rows, count] = await Promise.all([
      query
        .orderBy('c.level')
        .orderBy('c.position')
        .orderBy('c.id')
        .limit(page.size)
        .offset(page.offset)
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.count ?? 0) };
  }

  byIds(storeViewId: number, ids: readonly number[]) {
    return this.categories(storeViewId).where('c.id', 'in', ids).execute();
  }

  children(storeViewId: number, parentIds: readonly number[]) {
    return this.categories(storeViewId)
      .where('c.parent_id', 'in', parentIds)
      .orderBy('c.position')
      .orderBy('c.id')
      .execute();
  }

  /**
   * Visible, enabled products of each category in the website, counted as products(category_uid)
   * lists them: from the catalog indexes, so a category counts its active subcategories' products
   * (Magento's anchor categories).
   */
  productCounts(categoryIds: readonly number[], websiteId: number) {
    return this.db
      .selectFrom('category_product_index as cpi')
      .innerJoin('product_listing_index as li', (join) =>
        join.onRef('li.product_id', '=', 'cpi.product_id').on('li.website_id', '=', websiteId),
      )
      .select(['cpi.category_id', sql<string>`count(distinct li.product_id)`.as('count')])
      .where('cpi.category_id', 'in', categoryIds)
      .where('li.visibility', 'in', [2, 4])
      .groupBy('cpi.category_id')
      .execute();
  }

  /** The top of the category tree (Magento's root catalog), for a store group without a root. */
  async treeTopId(): Promise<number | null> {
    const row = await this.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  rewrite(storeViewId: number, requestPath: string) {
    return this.db
      .selectFrom('url_rewrites')
      .selectAll()
      .where('request_path', '=', requestPath)
      .where((eb) =>
        eb.or([eb('store_view_id', '=', storeViewId), eb('store_view_id', 'is', null)]),
      )
      .orderBy(sql`store_view_id is null`)
      .executeTakeFirst();
  }

  productRewrites(ids: readonly number[], storeViewId: number) {
    return this.db
      .selectFrom('url_rewrites')
      .select(['entity_id', 'request_path'])
      .where('entity_type', '=', 'product')
      .where('entity_id', 'in', ids)
      .where('redirect_code', '=', 0)
      .where((eb) =>
        eb.or([eb('store_view_id', '=', storeViewId), eb('store_view_id', 'is', null)]),
      )
      .orderBy('id')
      .execute();
  }
}

/** `in ()` is invalid SQL; an impossible value keeps the filter matching nothing. */
function nonEmpty<T>(values: T[], impossible: T): T[] {
  return values.length > 0 ? values : [impossible];
}

/** Categories whose path ('1/2/5/…') runs through the root, the root excluded. */
function belowRoot(rootId: number) {
  return sql<boolean>`(c.id <> ${rootId} and position(${`/${rootId}/`} in '/' || c.path || '/') > 0)`;
}
