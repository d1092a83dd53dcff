// products() on PostgreSQL, over the catalog indexes (migration 0004). One statement per request:
// the filtered set is materialised once and feeds the page, the count and every aggregation, so
// facet counts always describe exactly the products the filters select, in one round trip.
// Full text uses the tsvector document; typo tolerance uses trigram word similarity on names.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { encodeUid } from '../catalog/uid';
import type {
  AggregationBucket,
  ProductCriteria,
  ProductSearchEngine,
  ProductSearchResult,
} from './criteria';
import { PRICE_STEPS, priceBuckets, searchWords } from './search-rules';

const ATTRIBUTE_POSITIONS: Record<string, number> = { color: 2, size: 3, material: 4 };

interface SearchRow {
  total: number;
  ids: number[];
  categories: Array<{ id: number; name: string; count: number }> | null;
  attributes: Array<{
    code: string;
    attribute_label: string;
    option_id: number;
    label: string;
    swatch_value: string | null;
    count: number;
  }> | null;
  price_step: number | null;
  prices: Array<{ bucket: number; count: number }> | null;
}

export class PostgresProductSearch implements ProductSearchEngine {
  constructor(private readonly db: Kysely<Database>) {}

  async search(criteria: ProductCriteria): Promise<ProductSearchResult> {
    const offset = (criteria.currentPage - 1) * criteria.pageSize;
    const aggregate = criteria.withAggregations;
    const result = await sql<SearchRow>`
      with ${this.selectedCategories(criteria)}
      filtered as materialized (${this.filteredSet(criteria)})
      ${aggregate ? sql`, price_step as (select ${priceStepOf(sql`max(display_price)`)} as step from filtered)` : sql``}
      select
        (select count(*) from filtered)::integer as total,
        (select coalesce(json_agg(id), '[]'::json) from (
          select id from filtered order by ${this.orderBy(criteria)}
          limit ${criteria.pageSize} offset ${offset}) page) as ids
        ${
          aggregate
            ? sql`,
        ${this.categoryBuckets(criteria)} as categories,
        ${attributeBuckets()} as attributes,
        (select step from price_step) as price_step,
        ${priceBucketRows()} as prices`
            : sql``
        }`.execute(this.db);
    const row = result.rows[0]!;
    const aggregations: ProductSearchResult['aggregations'] = [];
    if (row.total > 0 && aggregate) {
      const categories = (row.categories ?? []).map((bucket) => ({
        value: encodeUid(bucket.id),
        label: bucket.name,
        count: Number(bucket.count),
      }));
      if (categories.length > 0)
        aggregations.push({
          attributeCode: 'category_uid',
          label: 'Category',
          position: 0,
          options: categories,
        });
      const prices = priceBuckets(
        (row.prices ?? []).map((bucket) => ({
          bucket: Number(bucket.bucket),
          count: Number(bucket.count),
        })),
        Number(row.price_step ?? PRICE_STEPS[0]),
      );
      if (prices.length > 0)
        aggregations.push({ attributeCode: 'price', label: 'Price', position: 1, options: prices });
      aggregations.push(...groupAttributeBuckets(row.attributes ?? []));
    }
    return { ids: row.ids.map(Number), total: row.total, aggregations };
  }

  /** The category filter: products of the categories (anchor) with their best position. */
  private selectedCategories(criteria: ProductCriteria): RawBuilder<unknown> {
    if (!criteria.categoryIds) return sql``;
    return sql`selected_categories as (
        select product_id, min(position) as position from category_product_index
        where category_id = any(${criteria.categoryIds}::integer[])
        group by product_id
      ),`;
  }

  private filteredSet(criteria: ProductCriteria): RawBuilder<unknown> {
    const words = criteria.search === null ? [] : searchWords(criteria.search);
    const conditions: RawBuilder<unknown>[] = [
      sql`li.website_id = ${criteria.websiteId}`,
      sql`li.currency_code = ${criteria.currencyCode}`,
      criteria.search !== null ? sql`li.visibility in (3, 4)` : sql`li.visibility in (2, 4)`,
    ];
    // The wide products table is read only for what the listing index does not hold.
    let readsProducts = false;
    if (criteria.search !== null) {
      readsProducts = true;
      // Every word must match as a prefix in the document. A word that matches no product at all
      // is taken for a typo and matches names with a close word instead (`<%`: pg_trgm word
      // similarity above the session's threshold). The fuzzy test, the costly one, runs only then:
      // the uncorrelated `not exists` is computed once and short-circuits the rest.
      conditions.push(
        words.length === 0
          ? sql`false`
          : sql.join(
              words.map((word) => {
                const query = sql`to_tsquery('simple', ${`${word}:*`})`;
                return sql`(p.search_document @@ ${query} or (not exists (
                  select 1 from products known where known.search_document @@ ${query})
                  and ${word} <% lower(p.name)))`;
              }),
              sql` and `,
            ),
      );
    }
    if (criteria.skus) {
      readsProducts = true;
      conditions.push(sql`p.sku = any(${criteria.skus}::text[])`);
    }
    if (criteria.urlKeys) {
      readsProducts = true;
      conditions.push(sql`p.url_key = any(${criteria.urlKeys}::text[])`);
    }
    if (criteria.nameMatch !== null) {
      conditions.push(
        sql`li.sort_name like ${`%${escapeLike(criteria.nameMatch.toLowerCase())}%`}`,
      );
    }
    // Option ids are unique across attributes: one overlap test per attribute filtered on.
    for (const values of Object.values(criteria.attributes)) {
      const optionIds = values.map((value) => (/^\d{1,9}$/.test(value) ? Number(value) : -1));
      conditions.push(sql`li.option_ids && ${optionIds}::integer[]`);
    }
    if (criteria.inStock !== null) conditions.push(sql`li.in_stock = ${criteria.inStock}`);
    const displayPrice = sql`round(li.min_final * ${criteria.displayRate}::numeric)`;
    if (criteria.priceFrom !== null) conditions.push(sql`${displayPrice} >= ${criteria.priceFrom}`);
    if (criteria.priceTo !== null) conditions.push(sql`${displayPrice} <= ${criteria.priceTo}`);

    const relevance =
      words.length === 0
        ? sql`0`
        : sql`ts_rank(li.title_document, to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' | ')}))
            + word_similarity(${words.join(' ')}, li.sort_name)`;
    return sql`select li.product_id as id, li.sort_name, ${displayPrice} as display_price,
        ${relevance} as relevance,
        ${criteria.categoryIds ? sql`sc.position` : sql`li.product_id`} as position, li.option_ids
      from product_listing_index li
      ${criteria.categoryIds ? sql`join selected_categories sc on sc.product_id = li.product_id` : sql``}
      ${readsProducts ? sql`join products p on p.id = li.product_id` : sql``}
      where ${sql.join(conditions, sql` and `)}`;
  }

  private orderBy(criteria: ProductCriteria): RawBuilder<unknown> {
    const columns = {
      position: 'position',
      name: 'sort_name',
      price: 'display_price',
      relevance: 'relevance',
    };
    const parts = criteria.sort.map(
      ({ field, direction }) =>
        sql`${sql.ref(columns[field])} ${sql.raw(direction === 'DESC' ? 'desc' : 'asc')} nulls last`,
    );
    return sql.join([...parts, sql`id asc`]);
  }

  /** Children of the filtered categories (or of the store's root) that hold filtered products. */
  private categoryBuckets(criteria: ProductCriteria): RawBuilder<unknown> {
    const parents = criteria.categoryIds ?? [criteria.rootCategoryId];
    return sql`(select json_agg(json_build_object('id', k.id, 'name', k.name, 'count', k.count)
        order by k.position, k.id) from (
        select c.id, coalesce(s.name, c.name) as name, c.position, count(*) as count
        from categories c
        left join category_store_values s on s.category_id = c.id
          and s.store_view_id = ${criteria.storeViewId}
        join category_product_index cpi on cpi.category_id = c.id
        join filtered f on f.id = cpi.product_id
        where c.is_active and c.parent_id = any(${parents}::integer[])
        group by c.id, s.name, c.name, c.position) k)`;
  }
}

function attributeBuckets(): RawBuilder<unknown> {
  return sql`(select json_agg(json_build_object('code', a.code, 'attribute_label', a.label,
      'option_id', o.id, 'label', o.label, 'swatch_value', o.swatch_value, 'count', k.count)
      order by a.position, a.code, o.position, o.id) from (
      select option_id, count(*) as count from filtered f, unnest(f.option_ids) as option_id
      group by option_id) k
      join attribute_options o on o.id = k.option_id
      join attributes a on a.id = o.attribute_id and a.is_filterable
      where a.code in ('color', 'size', 'material'))`;
}

function priceBucketRows(): RawBuilder<unknown> {
  return sql`(select json_agg(json_build_object('bucket', k.bucket, 'count', k.count)
      order by k.bucket) from (
      select floor(f.display_price / s.step) as bucket, count(*) as count
      from filtered f, price_step s
      where f.display_price is not null group by 1) k)`;
}

/** search-rules' priceStep() as SQL: the first step giving at most ten buckets up to the maximum. */
function priceStepOf(max: RawBuilder<unknown>): RawBuilder<unknown> {
  const cases = PRICE_STEPS.map(
    (step) => sql`when ${max} < ${sql.lit(step * 10)} then ${sql.lit(step)}`,
  );
  return sql`case when ${max} is null then ${sql.lit(PRICE_STEPS[0])}
    ${sql.join(cases, sql` `)} else ${sql.lit(PRICE_STEPS.at(-1))} end`;
}

function groupAttributeBuckets(
  rows: NonNullable<SearchRow['attributes']>,
): ProductSearchResult['aggregations'] {
  const byCode = new Map<string, ProductSearchResult['aggregations'][number]>();
  for (const row of rows) {
    let aggregation = byCode.get(row.code);
    if (!aggregation) {
      aggregation = {
        attributeCode: row.code,
        label: row.attribute_label,
        position: ATTRIBUTE_POSITIONS[row.code] ?? 9,
        options: [],
      };
      byCode.set(row.code, aggregation);
    }
    const bucket: AggregationBucket = {
      value: String(row.option_id),
      label: row.label,
      count: Number(row.count),
      swatchValue: row.swatch_value,
    };
    aggregation.options.push(bucket);
  }
  return [...byCode.values()];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
