// SQL for categories (with store-view texts), the navigation menu, CMS pages and URL rewrites.
import { sql, type Kysely } from 'kysely';
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

  async find(storeViewId: number, filter: CategoryFilter, page: { size: number; offset: number }) {
    let query = this.categories(storeViewId);
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

  /** Visible, enabled products of each category in the website. */
  productCounts(categoryIds: readonly number[], websiteId: number) {
    return this.db
      .selectFrom('category_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .innerJoin('product_websites as w', (join) =>
        join.onRef('w.product_id', '=', 'p.id').on('w.website_id', '=', websiteId),
      )
      .select(['cp.category_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('cp.category_id', 'in', categoryIds)
      .where('p.status', '=', 1)
      .where('p.visibility', 'in', [2, 4])
      .groupBy('cp.category_id')
      .execute();
  }

  rootCategory(storeViewId: number) {
    return this.categories(storeViewId)
      .where('c.parent_id', 'is', null)
      .orderBy('c.id')
      .executeTakeFirst();
  }

  menuNodes(filter: { identifier?: string[]; enabled?: boolean }) {
    let query = this.db
      .selectFrom('navigation_menus as m')
      .leftJoin('navigation_menu_nodes as n', (join) =>
        join.onRef('n.menu_id', '=', 'm.id').on('n.is_enabled', '=', true),
      )
      .select([
        'm.id as menu_id',
        'm.identifier',
        'm.title',
        'n.id',
        'n.parent_id',
        'n.label',
        'n.url',
        'n.url_type',
        'n.css_classes',
        'n.image_desktop_url',
        'n.image_mobile_url',
        'n.image_url',
        'n.image_url_title',
        'n.level',
      ]);
    if (filter.identifier)
      query = query.where('m.identifier', 'in', nonEmpty(filter.identifier, ''));
    if (filter.enabled !== undefined) query = query.where('m.is_enabled', '=', filter.enabled);
    return query.orderBy('m.id').orderBy('n.position').orderBy('n.id').execute();
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

  cmsPage(filter: { id?: number; identifier?: string }) {
    let query = this.db.selectFrom('cms_pages').selectAll().where('is_active', '=', true);
    if (filter.id !== undefined) query = query.where('id', '=', filter.id);
    if (filter.identifier !== undefined) query = query.where('identifier', '=', filter.identifier);
    return query.executeTakeFirst();
  }
}

/** `in ()` is invalid SQL; an impossible value keeps the filter matching nothing. */
function nonEmpty<T>(values: T[], impossible: T): T[] {
  return values.length > 0 ? values : [impossible];
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
