// The catalog indexer: fills the index tables of migration 0004 from the catalog, as Magento's
// indexers do, so listings read prices, stock, filter values and anchor categories directly.
// Call reindexProducts() after writing products (their parents are recomputed too), reindexAll()
// after bulk or category changes. Prices depend on special-price dates: rows carry valid_until,
// and refreshDuePrices() recomputes those whose next date has passed.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/** Bump when the SQL below changes meaning: start-up then rebuilds every index. */
export const CATALOG_INDEX_VERSION = 2;

/** Which products to (re)index: all of them, or these ids. */
type Scope = { all: true } | { ids: number[] };

export class CatalogIndexer {
  constructor(private readonly db: Kysely<Database>) {}

  /** Rebuilds every index in one transaction and records the index version. */
  async reindexAll(): Promise<void> {
    await this.inTransaction(rebuildAll);
  }

  /** Recomputes these products and every composite product that contains one of them. */
  async reindexProducts(productIds: readonly number[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.inTransaction(async (trx) => {
      const ids = await withParents(trx, productIds);
      await reindex(trx, { ids });
    });
  }

  /**
   * After stock moved (an order's reservation, a cancellation's release): the saleable quantity of
   * these products and their parents. While no stock status flips, only their stock index rows
   * change, locked in product id order, without the indexer's lock, so orders for different
   * products do not wait for each other. When one flips (sold out, back in stock), or a row is
   * missing, the products are reindexed whole under the indexer's lock: listings, price ranges of
   * their parents and filters depend on the status. ADR 0058.
   */
  async refreshStock(productIds: readonly number[]): Promise<void> {
    if (productIds.length === 0) return;
    const ids = await withParents(this.db, productIds);
    const flipped = await sql<{ product_id: number }>`
      with fresh (product_id, saleable_qty, in_stock) as (${stockSelect({ ids })})
      select f.product_id from fresh f
        left join product_stock_index s on s.product_id = f.product_id
      where s.in_stock is distinct from f.in_stock`.execute(this.db);
    if (flipped.rows.length === 0) {
      const locked = await this.db
        .selectFrom('product_stock_index')
        .select('product_id')
        .where('product_id', '=', sql<number>`any(${ids}::integer[])`)
        .orderBy('product_id')
        .forUpdate()
        .execute();
      // A fresh statement after the lock: it sees what the orders it waited for committed.
      const updated = await sql<{ product_id: number }>`
        with fresh (product_id, saleable_qty, in_stock) as (${stockSelect({ ids })})
        update product_stock_index s set saleable_qty = f.saleable_qty
        from fresh f where s.product_id = f.product_id and s.in_stock = f.in_stock
        returning s.product_id`.execute(this.db);
      if (locked.length === ids.length && updated.rows.length === ids.length) return;
    }
    await this.reindexProducts(productIds);
  }

  /** Rebuilds everything unless the stored index version is the current one (start-up). */
  async ensureCurrent(): Promise<boolean> {
    if (await isCurrent(this.db)) return false;
    let rebuilt = false;
    await this.inTransaction(async (trx) => {
      // Another copy starting at the same time may have rebuilt it while this one waited.
      if (await isCurrent(trx)) return;
      await rebuildAll(trx);
      rebuilt = true;
    });
    return rebuilt;
  }

  /** The earliest moment a price row goes stale, or null when no special-price date lies ahead. */
  async nextPriceChange(): Promise<Date | null> {
    const row = await this.db
      .selectFrom('product_price_index')
      .select((eb) => eb.fn.min('valid_until').as('next'))
      .executeTakeFirst();
    return row?.next ? new Date(row.next) : null;
  }

  /** Recomputes the products whose special-price window opened or closed; returns how many. */
  async refreshDuePrices(): Promise<number> {
    const due = await this.db
      .selectFrom('product_price_index')
      .select('product_id')
      .distinct()
      .where('valid_until', '<', sql<Date>`now()`)
      .execute();
    await this.reindexProducts(due.map((row) => row.product_id));
    return due.length;
  }

  private async inTransaction(work: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
    const locked = async (trx: Kysely<Database>) => {
      // One indexer at a time, across processes: concurrent rebuilds would collide on keys.
      await sql`select pg_advisory_xact_lock(${sql.lit(INDEXER_LOCK)})`.execute(trx);
      await work(trx);
    };
    // Already inside a transaction (the seed runs each step in one): join it.
    if (this.db.isTransaction) return locked(this.db);
    await this.db.transaction().execute(locked);
  }
}

/**
 * Keeps price rows current with special-price dates for one process: before prices are read it
 * recomputes the rows whose date has passed. The next date is re-read at most once a minute, so
 * a catalog change made by another process (the seed) is noticed within that time.
 */
export class PriceFreshness {
  private nextChange: number | null = null;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly indexer: CatalogIndexer,
    private readonly recheckMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  ensure(): Promise<void> {
    const now = this.now();
    const due = this.nextChange !== null && now >= this.nextChange;
    if (!due && now - this.loadedAt < this.recheckMs) return Promise.resolve();
    this.pending ??= this.update(due).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async update(due: boolean): Promise<void> {
    if (due) await this.indexer.refreshDuePrices();
    const next = await this.indexer.nextPriceChange();
    this.nextChange = next?.getTime() ?? null;
    this.loadedAt = this.now();
  }
}

/** The advisory lock key of the catalog indexer ("LFCI" in ASCII). */
const INDEXER_LOCK = 0x4c464349;

async function isCurrent(db: Kysely<Database>): Promise<boolean> {
  const state = await db.selectFrom('catalog_index_state').select('version').executeTakeFirst();
  return state?.version === CATALOG_INDEX_VERSION;
}

async function rebuildAll(db: Kysely<Database>): Promise<void> {
  await reindex(db, { all: true });
  await sql`insert into catalog_index_state (id, version, indexed_at)
    values (1, ${CATALOG_INDEX_VERSION}, now())
    on conflict (id) do update set version = excluded.version, indexed_at = excluded.indexed_at`.execute(
    db,
  );
}

async function withParents(db: Kysely<Database>, productIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(productIds)];
  const parents = await sql<{ id: number }>`
    select parent_id as id from configurable_links where child_id = any(${ids}::integer[])
    union select parent_id from grouped_links where child_id = any(${ids}::integer[])
    union select bo.product_id from bundle_options bo
      join bundle_selections bs on bs.option_id = bo.id where bs.product_id = any(${ids}::integer[])`.execute(
    db,
  );
  return [...new Set([...ids, ...parents.rows.map((row) => row.id)])];
}

function inScope(column: RawBuilder<unknown>, scope: Scope): RawBuilder<unknown> {
  return 'all' in scope ? sql`true` : sql`${column} = any(${scope.ids}::integer[])`;
}

async function reindex(db: Kysely<Database>, scope: Scope): Promise<void> {
  for (const table of [
    'product_stock_index',
    'product_price_index',
    'product_filter_index',
    'category_product_index',
    'product_listing_index',
    'product_search_index',
  ]) {
    await sql`delete from ${sql.table(table)} where ${inScope(sql.ref('product_id'), scope)}`.execute(
      db,
    );
  }
  // Stock first: a configurable's price range only counts children that can be sold.
  await sql`insert into product_stock_index (product_id, saleable_qty, in_stock)
    ${stockSelect(scope)}`.execute(db);
  await sql`insert into product_price_index (product_id, website_id, currency_code,
      min_regular, min_final, max_regular, max_final, valid_until)
    ${priceSelect(scope)}`.execute(db);
  await sql`insert into product_filter_index (attribute_id, option_id, product_id)
    select v.attribute_id, v.option_id, v.product_id from product_attribute_values v
      where ${inScope(sql`v.product_id`, scope)}
    union
    select v.attribute_id, v.option_id, l.parent_id from configurable_links l
      join products c on c.id = l.child_id and c.status = 1
      join product_attribute_values v on v.product_id = l.child_id
      where ${inScope(sql`l.parent_id`, scope)}`.execute(db);
  await sql`insert into category_product_index (category_id, product_id, position)
    with recursive below(ancestor, id) as (
      select id, id from categories
      union all
      select b.ancestor, c.id from categories c join below b on c.parent_id = b.id where c.is_active
    )
    select b.ancestor, cp.product_id,
      min(case when b.ancestor = cp.category_id then cp.position else ${DESCENDANT_OFFSET} + cp.position end)
    from below b join category_products cp on cp.category_id = b.id
    where ${inScope(sql`cp.product_id`, scope)}
    group by b.ancestor, cp.product_id`.execute(db);
  // Last: it reads the three indexes above. One row per store view, in its names (migration 0009).
  await sql`insert into product_listing_index (store_view_id, website_id, currency_code, product_id,
      visibility, sort_name, title_document, min_final, in_stock, option_ids, news_from_date)
    with ${storeTexts(scope)}
    select t.store_view_id, t.website_id, t.currency_code, t.id, t.visibility, lower(t.name),
      setweight(to_tsvector('simple', t.name), 'A')
        || setweight(to_tsvector('simple', t.sku || ' ' || coalesce(t.tag_line, '')), 'B'),
      pi.min_final,
      coalesce(si.in_stock, false),
      coalesce((select array_agg(fi.option_id order by fi.option_id) from product_filter_index fi
        where fi.product_id = t.id), '{}'),
      t.news_from_date
    from texts t
      left join product_price_index pi on pi.website_id = t.website_id
        and pi.currency_code = t.currency_code and pi.product_id = t.id
      left join product_stock_index si on si.product_id = t.id`.execute(db);
  await sql`insert into product_search_index (store_view_id, product_id, search_document)
    with ${storeTexts(scope)}
    select t.store_view_id, t.id,
      setweight(to_tsvector('simple', t.name), 'A')
        || setweight(to_tsvector('simple', t.sku || ' ' || coalesce(t.tag_line, '')), 'B')
        || setweight(to_tsvector('simple',
          coalesce(t.short_description, '') || ' ' || coalesce(t.description, '')), 'C')
    from texts t`.execute(db);
}

/**
 * `texts`: every enabled product of each store view's website with the texts it shows there:
 * the store view's value, else the product's own (Magento's store-view scope falling back).
 */
function storeTexts(scope: Scope): RawBuilder<unknown> {
  return sql`texts as (
      select v.id as store_view_id, g.website_id, v.base_currency_code as currency_code,
        p.id, p.sku, p.visibility, p.news_from_date,
        coalesce(sv.name, p.name) as name,
        coalesce(sv.tag_line, p.tag_line) as tag_line,
        coalesce(sv.short_description, p.short_description) as short_description,
        coalesce(sv.description, p.description) as description
      from store_views v
        join store_groups g on g.id = v.store_group_id
        join product_websites w on w.website_id = g.website_id
        join products p on p.id = w.product_id
        left join product_store_values sv on sv.product_id = p.id and sv.store_view_id = v.id
      where p.status = 1 and ${inScope(sql`p.id`, scope)}
    )`;
}

/** As Magento: products only found in a subcategory sort after those assigned to the category. */
const DESCENDANT_OFFSET = 10_000;

/**
 * Saleable quantity and stock status. Configurable and grouped products are in stock when an
 * enabled child is, and sell the sum of their in-stock children; a bundle needs an in-stock
 * selection in every required option and sells as many sets as its scarcest required option allows.
 */
function stockSelect(scope: Scope): RawBuilder<unknown> {
  return sql`with own as (
      select p.id as product_id, p.type_id, p.status,
        coalesce(i.saleable_qty, 0) as saleable_qty,
        coalesce(i.stock_status, 'IN_STOCK') = 'IN_STOCK' as status_ok,
        coalesce(i.stock_status = 'IN_STOCK' and (not i.manage_stock or i.saleable_qty > 0), false)
          as in_stock
      from products p left join inventory i on i.product_id = p.id
      where ${ownScope(scope)}
    ), linked as (
      select l.parent_id, o.saleable_qty, o.in_stock from configurable_links l
        join own o on o.product_id = l.child_id and o.status = 1
      union all
      select l.parent_id, o.saleable_qty, o.in_stock from grouped_links l
        join own o on o.product_id = l.child_id and o.status = 1
    ), linked_totals as (
      select parent_id, bool_or(in_stock) as in_stock,
        sum(case when in_stock then saleable_qty else 0 end)::integer as saleable_qty
      from linked group by parent_id
    ), bundle_option_stock as (
      select bo.product_id as bundle_id, bo.required, bool_or(o.in_stock) as in_stock,
        max(case when o.in_stock then floor(o.saleable_qty / greatest(bs.qty, 1)) else 0 end) as sets
      from bundle_options bo
        join bundle_selections bs on bs.option_id = bo.id
        join own o on o.product_id = bs.product_id and o.status = 1
      group by bo.product_id, bo.id, bo.required
    ), bundle_totals as (
      select bundle_id,
        coalesce(bool_and(in_stock) filter (where required), bool_or(in_stock)) as in_stock,
        coalesce(min(sets) filter (where required), max(sets))::integer as saleable_qty
      from bundle_option_stock group by bundle_id
    )
    select o.product_id,
      case
        when o.type_id in ('configurable', 'grouped') then coalesce(lt.saleable_qty, 0)
        when o.type_id = 'bundle' then coalesce(bt.saleable_qty, 0)
        else o.saleable_qty
      end,
      case
        when o.type_id in ('configurable', 'grouped') then o.status_ok and coalesce(lt.in_stock, false)
        when o.type_id = 'bundle' then o.status_ok and coalesce(bt.in_stock, false)
        else o.in_stock
      end
    from own o
      left join linked_totals lt on lt.parent_id = o.product_id
      left join bundle_totals bt on bt.bundle_id = o.product_id
    where ${inScope(sql`o.product_id`, scope)}`;
}

/** The products whose own stock `stockSelect` reads: those in scope and their children. */
function ownScope(scope: Scope): RawBuilder<unknown> {
  if ('all' in scope) return sql`true`;
  const ids = sql`${scope.ids}::integer[]`;
  return sql`(p.id = any(${ids}) or p.id in (
      select child_id from configurable_links where parent_id = any(${ids})
      union all select child_id from grouped_links where parent_id = any(${ids})
      union all select bs.product_id from bundle_selections bs
        join bundle_options bo on bo.id = bs.option_id where bo.product_id = any(${ids})))`;
}

/**
 * Price ranges in Magento's terms, per website and currency:
 * - simple, virtual, downloadable and fixed-price bundles (a bundle with its own price): their own;
 * - configurable and grouped: min and max over enabled children, counting only children in stock
 *   while any is;
 * - dynamic bundles: the minimum sums the cheapest selection × quantity of each required option
 *   (or the cheapest selection when no option is required); the maximum sums every option at its
 *   dearest, all selections of a multiple-choice option together.
 * Final prices take an active special price; valid_until is the next special_from or special_to.
 */
function priceSelect(scope: Scope): RawBuilder<unknown> {
  return sql`with own as (
      select pp.product_id, pp.website_id, pp.currency_code, pp.price_minor as regular,
        case when pp.special_price_minor is not null
          and (pp.special_from is null or pp.special_from <= now())
          and (pp.special_to is null or pp.special_to >= now())
        then least(pp.special_price_minor, pp.price_minor) else pp.price_minor end as final,
        case when pp.special_price_minor is not null then least(
          case when pp.special_from > now() then pp.special_from end,
          case when pp.special_to > now() then pp.special_to end) end as next_change
      from product_prices pp
    ), children as (
      select l.parent_id, c.id as child_id, s.in_stock from configurable_links l
        join products c on c.id = l.child_id and c.status = 1
        join product_stock_index s on s.product_id = c.id
      union all
      select l.parent_id, c.id, s.in_stock from grouped_links l
        join products c on c.id = l.child_id and c.status = 1
        join product_stock_index s on s.product_id = c.id
    ), counted_children as (
      select ch.parent_id, o.* from children ch
        join own o on o.product_id = ch.child_id
      where ch.in_stock or not exists (
        select 1 from children sib where sib.parent_id = ch.parent_id and sib.in_stock)
    ), bundle_selection_prices as (
      select bo.product_id as bundle_id, bo.id as option_id, bo.required,
        bo.type in ('checkbox', 'multi') as multiple, o.website_id, o.currency_code,
        round(o.regular * bs.qty)::integer as regular, round(o.final * bs.qty)::integer as final,
        o.next_change
      from bundle_options bo
        join bundle_selections bs on bs.option_id = bo.id
        join products c on c.id = bs.product_id and c.status = 1
        join own o on o.product_id = bs.product_id
      where not exists (select 1 from product_prices pp where pp.product_id = bo.product_id
        and pp.website_id = o.website_id and pp.currency_code = o.currency_code)
    ), bundle_options_priced as (
      select bundle_id, website_id, currency_code, required,
        min(regular) as min_regular, min(final) as min_final,
        case when multiple then sum(regular) else max(regular) end as max_regular,
        case when multiple then sum(final) else max(final) end as max_final,
        min(next_change) as next_change
      from bundle_selection_prices
      group by bundle_id, option_id, website_id, currency_code, required, multiple
    )
    select o.product_id, o.website_id, o.currency_code,
      o.regular, o.final, o.regular, o.final, o.next_change
    from own o join products p on p.id = o.product_id
    where p.type_id in ('simple', 'virtual', 'downloadable', 'bundle')
      and ${inScope(sql`o.product_id`, scope)}
    union all
    select parent_id, website_id, currency_code,
      min(regular), min(final), max(regular), max(final), min(next_change)
    from counted_children
    where ${inScope(sql`parent_id`, scope)}
    group by parent_id, website_id, currency_code
    union all
    select bundle_id, website_id, currency_code,
      coalesce(sum(min_regular) filter (where required), min(min_regular))::integer,
      coalesce(sum(min_final) filter (where required), min(min_final))::integer,
      sum(max_regular)::integer, sum(max_final)::integer, min(next_change)
    from bundle_options_priced
    where ${inScope(sql`bundle_id`, scope)}
    group by bundle_id, website_id, currency_code`;
}
