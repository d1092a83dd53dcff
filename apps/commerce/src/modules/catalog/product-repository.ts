// SQL for product data loaded in batches by product id (see loaders.ts). The reads every listing,
// product page and cart makes are precompiled (db/precompiled.ts, ADR 0062): lists of ids go as
// one array value, and constants are written into the text.
import { sql, type Kysely } from 'kysely';
import { equalsAny, precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';

export interface PriceScope {
  websiteId: number;
  currencyCode: string;
}

function selectProducts(db: Kysely<Database>, storeViewId: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_store_values as sv', (join) =>
      join.onRef('sv.product_id', '=', 'p.id').on('sv.store_view_id', '=', storeViewId),
    )
    .select([
      'p.id',
      'p.type_id',
      'p.sku',
      'p.url_key',
      'p.product_promo_block_type',
      'p.has_size_guide_table',
      'p.is_returnable',
      'p.is_product_alert_available',
      'p.category_collection_link_url_path',
      'p.category_collection_link_icon_url',
      'p.status',
      'p.visibility',
      'p.created_at',
      'p.updated_at',
      'p.weight',
      'p.country_of_manufacture',
      'p.news_from_date',
    ])
    .select((eb) => [
      eb.fn.coalesce('sv.name', 'p.name').as('name'),
      eb.fn.coalesce('sv.description', 'p.description').as('description'),
      eb.fn.coalesce('sv.short_description', 'p.short_description').as('short_description'),
      eb.fn.coalesce('sv.head_description', 'p.head_description').as('head_description'),
      eb.fn.coalesce('sv.tag_line', 'p.tag_line').as('tag_line'),
      eb.fn.coalesce('sv.care', 'p.care').as('care'),
      eb.fn.coalesce('sv.details', 'p.details').as('details'),
      eb.fn.coalesce('sv.fabric', 'p.fabric').as('fabric'),
      eb.fn.coalesce('sv.badges', 'p.badges').as('badges'),
      eb.fn.coalesce('sv.color_descriptive', 'p.color_descriptive').as('color_descriptive'),
      eb.fn
        .coalesce('sv.category_collection_link_label', 'p.category_collection_link_label')
        .as('category_collection_link_label'),
      eb.fn.coalesce('sv.meta_title', 'p.meta_title').as('meta_title'),
      eb.fn.coalesce('sv.meta_description', 'p.meta_description').as('meta_description'),
      eb.fn.coalesce('sv.meta_keywords', 'p.meta_keywords').as('meta_keywords'),
    ]);
}

const productsByIds = precompiled(
  (db: Kysely<Database>, values: { ids: readonly number[]; storeViewId: number }) =>
    selectProducts(db, values.storeViewId).where(equalsAny('p.id', values.ids)),
);

const enabledProductsBySkus = precompiled(
  (
    db: Kysely<Database>,
    values: { skus: readonly string[]; websiteId: number; storeViewId: number },
  ) =>
    selectProducts(db, values.storeViewId)
      .innerJoin('product_websites as w', 'w.product_id', 'p.id')
      .where(equalsAny('p.sku', values.skus))
      .where('p.status', '=', sql.lit(1))
      .where('w.website_id', '=', values.websiteId),
);

const priceIndexRows = precompiled(
  (
    db: Kysely<Database>,
    values: { ids: readonly number[]; websiteId: number; currencyCode: string },
  ) =>
    db
      .selectFrom('product_price_index')
      .selectAll()
      .where(equalsAny('product_id', values.ids))
      .where('website_id', '=', values.websiteId)
      .where('currency_code', '=', values.currencyCode),
);

const mediaRows = precompiled(
  (db: Kysely<Database>, values: { ids: readonly number[]; storeViewId: number }) =>
    db
      .selectFrom('product_media as m')
      .leftJoin('product_media_store_labels as l', (join) =>
        join.onRef('l.media_id', '=', 'm.id').on('l.store_view_id', '=', values.storeViewId),
      )
      .select([
        'm.id',
        'm.product_id',
        'm.media_type',
        'm.file',
        'm.desktop_file',
        'm.mobile_file',
        'm.position',
        'm.disabled',
        'm.roles',
        'm.video_provider',
        'm.video_url',
        'm.video_metadata',
      ])
      .select((eb) => [
        eb.fn.coalesce('l.label', 'm.label').as('label'),
        eb.fn.coalesce('l.video_title', 'm.video_title').as('video_title'),
        eb.fn.coalesce('l.video_description', 'm.video_description').as('video_description'),
      ])
      .where(equalsAny('m.product_id', values.ids))
      .orderBy('m.position')
      .orderBy('m.id'),
);

const activeCategoryLinks = precompiled(
  (db: Kysely<Database>, values: { ids: readonly number[] }) =>
    db
      .selectFrom('category_products as cp')
      .innerJoin('categories as c', 'c.id', 'cp.category_id')
      .select(['cp.product_id', 'cp.category_id'])
      .where(equalsAny('cp.product_id', values.ids))
      .where('c.is_active', '=', sql.lit(true))
      .where('c.level', '>', sql.lit(1))
      .orderBy('c.level')
      .orderBy('c.position'),
);

export class ProductRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Products with their texts in the store view, else their own (product_store_values). */
  byIds(ids: readonly number[], storeViewId: number) {
    return productsByIds.execute(this.db, { ids, storeViewId });
  }

  /** Enabled products of the website by sku, whole as byIds loads them (the cart adds by sku). */
  enabledBySkus(websiteId: number, skus: readonly string[], storeViewId: number) {
    if (skus.length === 0) return Promise.resolve([]);
    return enabledProductsBySkus.execute(this.db, { skus, websiteId, storeViewId });
  }

  /**
   * Products with a page of their own in the website: enabled and visible individually
   * (visibility 2, 3 or 4), found by id or by url_key.
   */
  async routableId(
    websiteId: number,
    filter: { id: number } | { urlKey: string },
  ): Promise<number | null> {
    const query = this.db
      .selectFrom('products as p')
      .innerJoin('product_websites as w', (join) =>
        join.onRef('w.product_id', '=', 'p.id').on('w.website_id', '=', websiteId),
      )
      .select('p.id')
      .where('p.status', '=', 1)
      .where('p.visibility', '>', 1);
    const row = await (
      'id' in filter
        ? query.where('p.id', '=', filter.id)
        : query.where('p.url_key', '=', filter.urlKey)
    ).executeTakeFirst();
    return row?.id ?? null;
  }

  /** An enabled product of the website by sku, with its stock-alert flag. */
  enabledBySku(websiteId: number, sku: string) {
    return this.db
      .selectFrom('products as p')
      .innerJoin('product_websites as w', 'w.product_id', 'p.id')
      .select(['p.id', 'p.is_product_alert_available'])
      .where('p.sku', '=', sku)
      .where('p.status', '=', 1)
      .where('w.website_id', '=', websiteId)
      .executeTakeFirst();
  }

  priceIndex(ids: readonly number[], scope: PriceScope) {
    return priceIndexRows.execute(this.db, {
      ids,
      websiteId: scope.websiteId,
      currencyCode: scope.currencyCode,
    });
  }

  ownPrices(ids: readonly number[], scope: PriceScope) {
    return this.db
      .selectFrom('product_prices')
      .selectAll()
      .where('product_id', 'in', ids)
      .where('website_id', '=', scope.websiteId)
      .where('currency_code', '=', scope.currencyCode)
      .execute();
  }

  /** Images and videos of products, labelled in the store view (else their own texts). */
  media(ids: readonly number[], storeViewId: number) {
    return mediaRows.execute(this.db, { ids, storeViewId });
  }

  /** Option values of products, labelled in the store view (else the default labels). */
  attributeValues(ids: readonly number[], storeViewId: number) {
    return this.db
      .selectFrom('product_attribute_values as v')
      .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .innerJoin('attribute_options as o', 'o.id', 'v.option_id')
      .leftJoin('attribute_store_labels as al', (join) =>
        join.onRef('al.attribute_id', '=', 'a.id').on('al.store_view_id', '=', storeViewId),
      )
      .leftJoin('attribute_option_store_labels as ol', (join) =>
        join.onRef('ol.option_id', '=', 'o.id').on('ol.store_view_id', '=', storeViewId),
      )
      .select((eb) => [
        eb.fn.coalesce('al.label', 'a.label').as('attribute_label'),
        eb.fn.coalesce('ol.label', 'o.label').as('label'),
      ])
      .select([
        'v.product_id',
        'a.id as attribute_id',
        'a.code',
        'o.id as option_id',
        'o.swatch_value',
        'o.position',
      ])
      .where('v.product_id', 'in', ids)
      .orderBy('o.position')
      .execute();
  }

  /** Configurable attributes of products; `label` is the attribute's in the store view. */
  superAttributes(ids: readonly number[], storeViewId: number) {
    return this.db
      .selectFrom('configurable_attributes as c')
      .innerJoin('attributes as a', 'a.id', 'c.attribute_id')
      .leftJoin('attribute_store_labels as al', (join) =>
        join.onRef('al.attribute_id', '=', 'a.id').on('al.store_view_id', '=', storeViewId),
      )
      .select((eb) => eb.fn.coalesce('al.label', 'a.label').as('label'))
      .select([
        'c.product_id',
        'c.attribute_id',
        'a.code',
        'c.label as own_label',
        'c.position',
        'c.id',
      ])
      .where('c.product_id', 'in', ids)
      .orderBy('c.position')
      .execute();
  }

  /** Enabled children of configurable and grouped parents, by position (then id). */
  configurableChildren(ids: readonly number[]) {
    return this.db
      .selectFrom('configurable_links as l')
      .innerJoin('products as p', 'p.id', 'l.child_id')
      .select(['l.parent_id', 'l.child_id'])
      .where('l.parent_id', 'in', ids)
      .where('p.status', '=', 1)
      .orderBy('l.child_id')
      .execute();
  }

  groupedChildren(ids: readonly number[]) {
    return this.db
      .selectFrom('grouped_links as l')
      .innerJoin('products as p', 'p.id', 'l.child_id')
      .select(['l.parent_id', 'l.child_id', 'l.qty', 'l.position'])
      .where('l.parent_id', 'in', ids)
      .where('p.status', '=', 1)
      .orderBy('l.position')
      .orderBy('l.child_id')
      .execute();
  }

  /** Options of bundles, titled in the store view (else their own title). */
  bundleOptions(ids: readonly number[], storeViewId: number) {
    return this.db
      .selectFrom('bundle_options as o')
      .leftJoin('bundle_option_store_titles as t', (join) =>
        join.onRef('t.option_id', '=', 'o.id').on('t.store_view_id', '=', storeViewId),
      )
      .select(['o.id', 'o.product_id', 'o.type', 'o.required', 'o.position'])
      .select((eb) => eb.fn.coalesce('t.title', 'o.title').as('title'))
      .where('o.product_id', 'in', ids)
      .orderBy('o.position')
      .orderBy('o.id')
      .execute();
  }

  /** Selections of bundle options, named in the store view. */
  bundleSelections(optionIds: readonly number[], storeViewId: number) {
    if (optionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('bundle_selections as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .leftJoin('product_store_values as sv', (join) =>
        join.onRef('sv.product_id', '=', 'p.id').on('sv.store_view_id', '=', storeViewId),
      )
      .select((eb) => eb.fn.coalesce('sv.name', 'p.name').as('name'))
      .select([
        's.id',
        's.option_id',
        's.product_id',
        's.qty',
        's.can_change_qty',
        's.is_default',
        's.position',
      ])
      .where('s.option_id', 'in', optionIds)
      .where('p.status', '=', 1)
      .orderBy('s.position')
      .orderBy('s.id')
      .execute();
  }

  links(ids: readonly number[], linkType: 'related' | 'upsell' | 'crosssell') {
    return this.db
      .selectFrom('product_links as l')
      .innerJoin('products as p', 'p.id', 'l.linked_product_id')
      .select([
        'l.product_id',
        'l.linked_product_id',
        'l.link_type',
        'l.position',
        'p.sku as linked_product_sku',
        'p.type_id as linked_product_type',
      ])
      .where('l.product_id', 'in', ids)
      .where('l.link_type', '=', linkType)
      .where('p.status', '=', 1)
      .orderBy('l.position')
      .orderBy('l.linked_product_id')
      .execute();
  }

  /** Active categories (not the roots) of products, shallowest first. */
  categoryIds(ids: readonly number[]) {
    return activeCategoryLinks.execute(this.db, { ids });
  }

  /** The websites each product is assigned to (Magento's product website ids). */
  websiteIds(ids: readonly number[]) {
    return this.db
      .selectFrom('product_websites')
      .select(['product_id', 'website_id'])
      .where('product_id', 'in', ids)
      .orderBy('website_id')
      .execute();
  }

  /** The files each downloadable product delivers, by sort order, titled in the store view. */
  downloadableLinks(ids: readonly number[], storeViewId: number) {
    return this.db
      .selectFrom('downloadable_links as d')
      .leftJoin('downloadable_link_store_titles as t', (join) =>
        join.onRef('t.link_id', '=', 'd.id').on('t.store_view_id', '=', storeViewId),
      )
      .select(['d.id', 'd.product_id', 'd.sample_url', 'd.sort_order'])
      .select((eb) => eb.fn.coalesce('t.title', 'd.title').as('title'))
      .where('d.product_id', 'in', ids)
      .orderBy('d.sort_order')
      .orderBy('d.id')
      .execute();
  }
}
