// The catalog's listing index as a read model (ADR 0019): every SQL fragment over the catalog's
// tables and indexes (migration 0004) that a listing needs: the filtered set, its sort keys and
// its facet counts. A search engine composes them into its one statement and never names a
// catalog table, so the tables can change behind this file.
import { sql, type RawBuilder } from 'kysely';
import { escapeLike } from '../../db/escape-like';
import { convertedMinorSql } from '../pricing/converted-price-sql';

export type ListingSortKey = 'position' | 'name' | 'price' | 'relevance' | 'news_from_date';

/** What a listing selects, in the store view's texts and base currency. */
export interface ListingFilter {
  storeViewId: number;
  /** Rate from the base to the display currency, as a decimal string. */
  displayRate: string;
  /**
   * Words searched for (lower-case letters and digits): search results list products visible in
   * search (3, 4); null lists those visible in the catalog (2, 4).
   */
  searchWords: string[] | null;
  /** Products of these categories and of their active subcategories (anchor categories). */
  categoryIds: number[] | null;
  skus: string[] | null;
  urlKeys: string[] | null;
  /** Part of the name in the store view, any case. */
  nameMatch: string | null;
  /**
   * Parts of the description or short description in the store view, any case: every one must
   * occur.
   */
  textMatches: Array<{ column: 'description' | 'short_description'; text: string }>;
  /** Per attribute filtered on, the option ids of which a product must carry one. */
  optionIdsPerAttribute: number[][];
  inStock: boolean | null;
  /** Display-currency minor units, both ends inclusive. */
  priceFrom: number | null;
  priceTo: number | null;
}

/** The filtered set as common table expressions: `ctes` go first in the `with` list. */
export interface ListingSet {
  ctes: RawBuilder<unknown>[];
  /**
   * One row per product: id, sort_name, display_price (display-currency minor units or null),
   * relevance, position, news_from_date and option_ids. Materialise it once: sort keys and counts read it.
   */
  select: RawBuilder<unknown>;
}

export class CatalogListingReadModel {
  filteredSet(filter: ListingFilter): ListingSet {
    const ctes: RawBuilder<unknown>[] = [];
    if (filter.categoryIds) {
      // The category filter: products of the categories (anchor) with their best position.
      ctes.push(sql`selected_categories as (
        select product_id, min(position) as position from category_product_index
        where category_id = any(${filter.categoryIds}::integer[])
        group by product_id
      )`);
    }
    return { ctes, select: this.filteredRows(filter) };
  }

  /** `order by` over the filtered set; ties go by product id, so pages never overlap. */
  orderBy(sort: ReadonlyArray<{ key: ListingSortKey; direction: 'ASC' | 'DESC' }>) {
    const columns: Record<ListingSortKey, string> = {
      position: 'position',
      name: 'sort_name',
      price: 'display_price',
      relevance: 'relevance',
      news_from_date: 'news_from_date',
    };
    const parts = sort.map(
      ({ key, direction }) =>
        sql`${sql.ref(columns[key])} ${sql.raw(direction === 'DESC' ? 'desc' : 'asc')} nulls last`,
    );
    return sql.join([...parts, sql`id asc`]);
  }

  /**
   * Children of the parent categories that hold products of the filtered set, in the store
   * view's names: a JSON array of { id, name, count }, null when none.
   */
  categoryCounts(
    filtered: string,
    parentIds: number[],
    storeViewId: number,
  ): RawBuilder<Array<{ id: number; name: string; count: number }> | null> {
    return sql`(select json_agg(json_build_object('id', k.id, 'name', k.name, 'count', k.count)
        order by k.position, k.id) from (
        select c.id, coalesce(s.name, c.name) as name, c.position, count(*) as count
        from categories c
        left join category_store_values s on s.category_id = c.id
          and s.store_view_id = ${storeViewId}
        join category_product_index cpi on cpi.category_id = c.id
        join ${sql.table(filtered)} f on f.id = cpi.product_id
        where c.is_active and c.parent_id = any(${parentIds}::integer[])
        group by c.id, s.name, c.name, c.position) k)`;
  }

  /**
   * Option values of the filterable attributes among the filtered set's option_ids: a JSON array
   * of { code, attribute_label, option_id, label, swatch_value, count } in attribute and option
   * order, null when none. The codes are inlined as literals, as the plan has always seen them.
   */
  optionCounts(
    filtered: string,
    attributeCodes: readonly string[],
    storeViewId: number,
  ): RawBuilder<OptionCount[] | null> {
    // Labels of the store view, else the default (admin) labels, as Magento's EAV falls back.
    return sql`(select json_agg(json_build_object('code', a.code,
      'attribute_label', coalesce(al.label, a.label), 'option_id', o.id,
      'label', coalesce(ol.label, o.label), 'swatch_value', o.swatch_value, 'count', k.count)
      order by a.position, a.code, o.position, o.id) from (
      select option_id, count(*) as count from ${sql.table(filtered)} f,
        unnest(f.option_ids) as option_id
      group by option_id) k
      join attribute_options o on o.id = k.option_id
      join attributes a on a.id = o.attribute_id and a.is_filterable
      left join attribute_store_labels al on al.attribute_id = a.id
        and al.store_view_id = ${storeViewId}
      left join attribute_option_store_labels ol on ol.option_id = o.id
        and ol.store_view_id = ${storeViewId}
      where a.code in (${sql.join(attributeCodes.map((code) => sql.lit(code)))}))`;
  }

  /**
   * "Did you mean" material: per search word (in order), whether some product's search document
   * in the store view knows it as a prefix, and the closest word (pg_trgm similarity at least
   * `threshold`) among the store view's names of its searchable products and active categories.
   */
  spelling(
    words: string[],
    scope: { websiteId: number; storeViewId: number },
    threshold: number,
  ): RawBuilder<SpellingRow> {
    return sql<SpellingRow>`with vocabulary as (
        select distinct w from (
          select regexp_split_to_table(li.sort_name, '[^[:alnum:]]+') as w
          from product_listing_index li
          where li.store_view_id = ${scope.storeViewId} and li.visibility in (3, 4)
          union all
          select regexp_split_to_table(lower(coalesce(s.name, c.name)), '[^[:alnum:]]+')
          from categories c
          left join category_store_values s on s.category_id = c.id
            and s.store_view_id = ${scope.storeViewId}
          where c.is_active and c.parent_id is not null
        ) names where length(w) >= 3)
      select q.word,
        exists (select 1 from product_search_index known
          where known.store_view_id = ${scope.storeViewId}
            and known.search_document @@ to_tsquery('simple', q.word || ':*')) as known,
        (select v.w from vocabulary v where similarity(v.w, q.word) >= ${threshold}
          order by similarity(v.w, q.word) desc, v.w limit 1) as closest
      from unnest(${words}::text[]) with ordinality as q(word, ord)
      order by q.ord`;
  }

  private filteredRows(filter: ListingFilter): RawBuilder<unknown> {
    const words = filter.searchWords ?? [];
    const conditions: RawBuilder<unknown>[] = [
      sql`li.store_view_id = ${filter.storeViewId}`,
      filter.searchWords !== null ? sql`li.visibility in (3, 4)` : sql`li.visibility in (2, 4)`,
    ];
    // The wide products table is read only for what the listing index does not hold.
    let readsProducts = false;
    const readsDocument = filter.searchWords !== null;
    if (filter.searchWords !== null) {
      // Every word must match as a prefix in the store view's document. A word that matches no product at all
      // is taken for a typo and matches names with a close word instead (`<%`: pg_trgm word
      // similarity above the session's threshold). The fuzzy test, the costly one, runs only then:
      // the uncorrelated `not exists` is computed once and short-circuits the rest.
      conditions.push(
        words.length === 0
          ? sql`false`
          : sql.join(
              words.map((word) => {
                const query = sql`to_tsquery('simple', ${`${word}:*`})`;
                return sql`(d.search_document @@ ${query} or (not exists (
                  select 1 from product_search_index known
                  where known.store_view_id = ${filter.storeViewId}
                    and known.search_document @@ ${query})
                  and ${word} <% li.sort_name))`;
              }),
              sql` and `,
            ),
      );
    }
    if (filter.skus) {
      readsProducts = true;
      conditions.push(sql`p.sku = any(${filter.skus}::text[])`);
    }
    if (filter.urlKeys) {
      readsProducts = true;
      conditions.push(sql`p.url_key = any(${filter.urlKeys}::text[])`);
    }
    for (const { column, text } of filter.textMatches) {
      readsProducts = true;
      conditions.push(
        sql`coalesce(${sql.ref(`sv.${column}`)}, ${sql.ref(`p.${column}`)}) ilike ${`%${escapeLike(text)}%`}`,
      );
    }
    if (filter.nameMatch !== null) {
      conditions.push(sql`li.sort_name like ${`%${escapeLike(filter.nameMatch.toLowerCase())}%`}`);
    }
    // Option ids are unique across attributes: one overlap test per attribute filtered on.
    for (const optionIds of filter.optionIdsPerAttribute) {
      conditions.push(sql`li.option_ids && ${optionIds}::integer[]`);
    }
    if (filter.inStock !== null) conditions.push(sql`li.in_stock = ${filter.inStock}`);
    const displayPrice = convertedMinorSql(sql`li.min_final`, filter.displayRate);
    if (filter.priceFrom !== null) conditions.push(sql`${displayPrice} >= ${filter.priceFrom}`);
    if (filter.priceTo !== null) conditions.push(sql`${displayPrice} <= ${filter.priceTo}`);

    const relevance =
      words.length === 0
        ? sql`0`
        : sql`ts_rank(li.title_document, to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' | ')}))
            + word_similarity(${words.join(' ')}, li.sort_name)`;
    return sql`select li.product_id as id, li.sort_name, ${displayPrice} as display_price,
        ${relevance} as relevance,
        ${filter.categoryIds ? sql`sc.position` : sql`li.product_id`} as position, li.option_ids,
        li.news_from_date
      from product_listing_index li
      ${filter.categoryIds ? sql`join selected_categories sc on sc.product_id = li.product_id` : sql``}
      ${readsDocument ? sql`join product_search_index d on d.store_view_id = li.store_view_id and d.product_id = li.product_id` : sql``}
      ${readsProducts ? sql`join products p on p.id = li.product_id` : sql``}
      ${
        filter.textMatches.length > 0
          ? sql`left join product_store_values sv on sv.product_id = li.product_id
              and sv.store_view_id = li.store_view_id`
          : sql``
      }
      where ${sql.join(conditions, sql` and `)}`;
  }
}

export interface OptionCount {
  code: string;
  attribute_label: string;
  option_id: number;
  label: string;
  swatch_value: string | null;
  count: number;
}

export interface SpellingRow {
  word: string;
  known: boolean;
  closest: string | null;
}
