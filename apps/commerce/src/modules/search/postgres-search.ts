// products() on PostgreSQL. One statement per request, composed from the catalog's listing read
// model (ADR 0019): the filtered set is materialised once and feeds the page, the count and every
// aggregation, so facet counts always describe exactly the products the filters select, in one
// round trip. This file names no catalog table: the read model owns that SQL.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import {
  CatalogListingReadModel,
  type ListingFilter,
  type OptionCount,
} from '../catalog/listing-read-model';
import { encodeUid } from '../catalog/uid';
import type {
  AggregationBucket,
  FilterableAttribute,
  ProductCriteria,
  ProductSearchEngine,
  ProductSearchResult,
  WordSpelling,
} from './criteria';
import { PRICE_STEPS, SUGGESTION_SIMILARITY, priceBuckets, searchWords } from './search-rules';

const ATTRIBUTE_POSITIONS: Record<string, number> = { color: 2, size: 3, material: 4 };
const FILTERABLE_ATTRIBUTES: FilterableAttribute[] = ['color', 'size', 'material'];

interface SearchRow {
  total: number;
  ids: number[];
  categories: Array<{ id: number; name: string; count: number }> | null;
  attributes: OptionCount[] | null;
  price_step: number | null;
  prices: Array<{ bucket: number; count: number }> | null;
}

export class PostgresProductSearch implements ProductSearchEngine {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly listing: CatalogListingReadModel,
  ) {}

  async search(criteria: ProductCriteria): Promise<ProductSearchResult> {
    const offset = (criteria.currentPage - 1) * criteria.pageSize;
    const aggregate = criteria.withAggregations;
    const set = this.listing.filteredSet(listingFilter(criteria));
    const ctes = [...set.ctes, sql`filtered as materialized (${set.select})`];
    if (aggregate) {
      ctes.push(
        sql`price_step as (select ${priceStepOf(sql`max(display_price)`)} as step from filtered)`,
      );
    }
    const orderBy = this.listing.orderBy(
      criteria.sort.map(({ field, direction }) => ({ key: field, direction })),
    );
    const result = await sql<SearchRow>`
      with ${sql.join(ctes)}
      select
        (select count(*) from filtered)::integer as total,
        (select coalesce(json_agg(id), '[]'::json) from (
          select id from filtered order by ${orderBy}
          limit ${criteria.pageSize} offset ${offset}) page) as ids
        ${
          aggregate
            ? sql`,
        ${this.listing.categoryCounts(
          'filtered',
          criteria.categoryIds ?? [criteria.rootCategoryId],
          criteria.storeViewId,
        )} as categories,
        ${this.listing.optionCounts('filtered', FILTERABLE_ATTRIBUTES, criteria.storeViewId)} as attributes,
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
          label: criteria.labels.category,
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
        aggregations.push({
          attributeCode: 'price',
          label: criteria.labels.price,
          position: 1,
          options: prices,
        });
      aggregations.push(...groupAttributeBuckets(row.attributes ?? []));
    }
    return { ids: row.ids.map(Number), total: row.total, aggregations };
  }

  async spelling(
    words: string[],
    scope: { websiteId: number; storeViewId: number },
  ): Promise<WordSpelling[]> {
    if (words.length === 0) return [];
    const result = await this.listing
      .spelling(words, scope, SUGGESTION_SIMILARITY)
      .execute(this.db);
    return result.rows.map((row) => ({
      word: row.word,
      known: Boolean(row.known),
      closest: row.closest,
    }));
  }
}

/** The criteria in the read model's terms: search words, and option ids per attribute. */
function listingFilter(criteria: ProductCriteria): ListingFilter {
  return {
    storeViewId: criteria.storeViewId,
    displayRate: criteria.displayRate,
    searchWords: criteria.search === null ? null : searchWords(criteria.search),
    categoryIds: criteria.categoryIds,
    skus: criteria.skus,
    urlKeys: criteria.urlKeys,
    nameMatch: criteria.nameMatch,
    textMatches: criteria.textMatches,
    // Option values are ids; anything else matches no option.
    optionIdsPerAttribute: Object.values(criteria.attributes).map((values) =>
      values.map((value) => (/^\d{1,9}$/.test(value) ? Number(value) : -1)),
    ),
    inStock: criteria.inStock,
    priceFrom: criteria.priceFrom,
    priceTo: criteria.priceTo,
  };
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
