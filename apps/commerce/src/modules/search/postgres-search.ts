// products() on PostgreSQL: one filtered set (a CTE) feeds the page, the count and every
// aggregation, so facet counts always describe exactly the products the filters select.
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
import { priceBuckets, priceStep, searchWords } from './search-rules';

/** How close a misspelt word must be to a word of the name (pg_trgm word_similarity). */
const TYPO_SIMILARITY = 0.5;

const ATTRIBUTE_POSITIONS: Record<string, number> = { color: 2, size: 3, material: 4 };

export class PostgresProductSearch implements ProductSearchEngine {
  constructor(private readonly db: Kysely<Database>) {}

  async search(criteria: ProductCriteria): Promise<ProductSearchResult> {
    const filtered = this.filteredSet(criteria);
    const summary = await sql<{ total: string; max_price: string | null }>`
      with ${filtered} select count(*) as total, max(display_price) as max_price from filtered`.execute(
      this.db,
    );
    const total = Number(summary.rows[0]?.total ?? 0);
    const maxPrice = summary.rows[0]?.max_price == null ? 0 : Number(summary.rows[0].max_price);
    const offset = (criteria.currentPage - 1) * criteria.pageSize;
    const aggregate = total > 0 && criteria.withAggregations;
    const [page, categories, attributes, prices] = await Promise.all([
      total > offset
        ? sql<{ id: number }>`with ${filtered} select id from filtered
            order by ${this.orderBy(criteria)} limit ${criteria.pageSize} offset ${offset}`.execute(
            this.db,
          )
        : Promise.resolve({ rows: [] }),
      aggregate ? this.categoryBuckets(filtered, criteria) : Promise.resolve([]),
      aggregate ? this.attributeBuckets(filtered) : Promise.resolve([]),
      aggregate ? this.priceBuckets(filtered, maxPrice) : Promise.resolve([]),
    ]);
    const aggregations: ProductSearchResult['aggregations'] = [];
    if (categories.length > 0)
      aggregations.push({
        attributeCode: 'category_uid',
        label: 'Category',
        position: 0,
        options: categories,
      });
    if (prices.length > 0)
      aggregations.push({ attributeCode: 'price', label: 'Price', position: 1, options: prices });
    aggregations.push(...attributes);
    return { ids: page.rows.map((row) => row.id), total, aggregations };
  }

  private filteredSet(criteria: ProductCriteria): RawBuilder<unknown> {
    const words = criteria.search === null ? [] : searchWords(criteria.search);
    const term = words.join(' ');
    const tsquery = words.map((word) => `${word}:*`).join(' | ');
    const conditions: RawBuilder<unknown>[] = [sql`p.status = 1`];
    conditions.push(
      criteria.search !== null ? sql`p.visibility in (3, 4)` : sql`p.visibility in (2, 4)`,
    );
    if (criteria.search !== null) {
      // Every word must match: as a prefix in the document, or (a typo) closely enough to a word
      // of the name.
      conditions.push(
        words.length === 0
          ? sql`false`
          : sql.join(
              words.map(
                (word) => sql`(p.search_document @@ to_tsquery('simple', ${`${word}:*`})
                  or word_similarity(${word}, lower(p.name)) >= ${TYPO_SIMILARITY})`,
              ),
              sql` and `,
            ),
      );
    }
    if (criteria.categoryIds) {
      conditions.push(sql`exists (select 1 from category_products cp
        where cp.product_id = p.id and cp.category_id in (select id from category_tree))`);
    }
    if (criteria.skus) conditions.push(sql`p.sku in (${sql.join(orNone(criteria.skus))})`);
    if (criteria.urlKeys)
      conditions.push(sql`p.url_key in (${sql.join(orNone(criteria.urlKeys))})`);
    if (criteria.nameMatch !== null) {
      conditions.push(sql`p.name ilike ${`%${escapeLike(criteria.nameMatch)}%`}`);
    }
    for (const [code, values] of Object.entries(criteria.attributes)) {
      const optionIds = values.map((value) => (/^\d{1,9}$/.test(value) ? Number(value) : -1));
      conditions.push(sql`exists (select 1 from attr_values av join attributes a on a.id = av.attribute_id
        where av.owner = p.id and a.code = ${code} and av.option_id in (${sql.join(orNone(optionIds))}))`);
    }
    if (criteria.inStock !== null)
      conditions.push(sql`coalesce(si.in_stock, false) = ${criteria.inStock}`);
    // The index views are computed per query, so they are joined only when something needs them.
    const needsPrice =
      criteria.withAggregations ||
      criteria.priceFrom !== null ||
      criteria.priceTo !== null ||
      criteria.sort.some((entry) => entry.field === 'price');
    const needsStock = criteria.inStock !== null;
    const displayPrice = needsPrice
      ? sql`round(pi.min_final * ${criteria.displayRate}::numeric)`
      : sql`null::numeric`;
    if (criteria.priceFrom !== null) conditions.push(sql`${displayPrice} >= ${criteria.priceFrom}`);
    if (criteria.priceTo !== null) conditions.push(sql`${displayPrice} <= ${criteria.priceTo}`);

    const categoryIds = criteria.categoryIds ?? [];
    const relevance =
      words.length === 0
        ? sql`0`
        : sql`ts_rank(p.search_document, to_tsquery('simple', ${tsquery})) + word_similarity(${term}, lower(p.name))`;
    const position =
      categoryIds.length === 0
        ? sql`p.id`
        : sql`(select min(cp.position) from category_products cp
            where cp.product_id = p.id and cp.category_id in (select id from category_tree))`;
    return sql`recursive category_tree(id) as (
        select id from categories where id in (${sql.join(orNone(categoryIds))})
        union select c.id from categories c join category_tree t on c.parent_id = t.id
      ),
      attr_values as (
        select v.product_id as owner, v.attribute_id, v.option_id from product_attribute_values v
        union select l.parent_id, v.attribute_id, v.option_id
          from configurable_links l join product_attribute_values v on v.product_id = l.child_id
      ),
      filtered as (
        select p.id, lower(p.name) as sort_name, ${displayPrice} as display_price,
          ${relevance} as relevance, ${position} as position
        from products p
        join product_websites w on w.product_id = p.id and w.website_id = ${criteria.websiteId}
        ${
          needsPrice
            ? sql`left join product_price_index pi on pi.product_id = p.id
          and pi.website_id = ${criteria.websiteId} and pi.currency_code = ${criteria.currencyCode}`
            : sql``
        }
        ${needsStock ? sql`left join product_stock_index si on si.product_id = p.id` : sql``}
        where ${sql.join(conditions, sql` and `)}
      )`;
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

  private async categoryBuckets(
    filtered: RawBuilder<unknown>,
    criteria: ProductCriteria,
  ): Promise<AggregationBucket[]> {
    const candidates = criteria.categoryIds
      ? sql`c.parent_id in (${sql.join(orNone(criteria.categoryIds))})`
      : sql`c.parent_id in (select id from categories where parent_id is null)`;
    const result = await sql<{ id: number; name: string; count: string }>`
      with ${filtered},
      candidates as (
        select c.id, coalesce(s.name, c.name) as name, c.position from categories c
        left join category_store_values s on s.category_id = c.id and s.store_view_id = ${criteria.storeViewId}
        where c.is_active and ${candidates}
      ),
      subtree(ancestor, id) as (
        select id, id from candidates
        union select t.ancestor, c.id from categories c join subtree t on c.parent_id = t.id
      )
      select k.id, k.name, count(distinct f.id) as count
      from candidates k
      join subtree t on t.ancestor = k.id
      join category_products cp on cp.category_id = t.id
      join filtered f on f.id = cp.product_id
      group by k.id, k.name, k.position
      order by k.position, k.id`.execute(this.db);
    return result.rows.map((row) => ({
      value: encodeUid(row.id),
      label: row.name,
      count: Number(row.count),
    }));
  }

  private async attributeBuckets(filtered: RawBuilder<unknown>) {
    const result = await sql<{
      code: string;
      attribute_label: string;
      option_id: number;
      label: string;
      swatch_value: string | null;
      count: string;
    }>`with ${filtered}
      select a.code, a.label as attribute_label, o.id as option_id, o.label, o.swatch_value,
        count(distinct f.id) as count
      from filtered f
      join attr_values av on av.owner = f.id
      join attributes a on a.id = av.attribute_id and a.is_filterable
      join attribute_options o on o.id = av.option_id
      where a.code in ('color', 'size', 'material')
      group by a.code, a.label, a.position, o.id, o.label, o.swatch_value, o.position
      order by a.position, a.code, o.position, o.id`.execute(this.db);
    const byCode = new Map<string, ProductSearchResult['aggregations'][number]>();
    for (const row of result.rows) {
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
      aggregation.options.push({
        value: String(row.option_id),
        label: row.label,
        count: Number(row.count),
        swatchValue: row.swatch_value,
      });
    }
    return [...byCode.values()];
  }

  private async priceBuckets(filtered: RawBuilder<unknown>, maxPrice: number) {
    const step = priceStep(maxPrice);
    const result = await sql<{ bucket: string; count: string }>`with ${filtered}
      select floor(display_price / ${step}) as bucket, count(*) as count from filtered
      where display_price is not null group by 1 order by 1`.execute(this.db);
    return priceBuckets(
      result.rows.map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) })),
      step,
    );
  }
}

function orNone<T extends string | number>(values: T[]): RawBuilder<unknown>[] {
  // `in ()` is invalid SQL; null matches nothing.
  return values.length > 0 ? values.map((value) => sql`${value}`) : [sql`null`];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
