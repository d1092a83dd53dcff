// Listing views: a product's price range per website and currency (complex products from their
// children unless they carry their own price) and its stock (complex products from their
// children). Plain views so they never go stale; materialise them if the bench asks for it.
import { sql, type Kysely } from 'kysely';

const childLinks = `
  select parent_id, child_id from configurable_links
  union all select parent_id, child_id from grouped_links
  union all select bo.product_id, bs.product_id from bundle_options bo
    join bundle_selections bs on bs.option_id = bo.id`;

const statements = [
  `create view product_price_index as
  with own as (
    select pp.product_id, pp.website_id, pp.currency_code, pp.price_minor as regular,
      case when pp.special_price_minor is not null and pp.special_price_minor < pp.price_minor
        and (pp.special_from is null or pp.special_from <= now())
        and (pp.special_to is null or pp.special_to >= now())
      then pp.special_price_minor else pp.price_minor end as final
    from product_prices pp
  ), child_links as (${childLinks})
  select o.product_id, o.website_id, o.currency_code,
    o.regular as min_regular, o.final as min_final, o.regular as max_regular, o.final as max_final
  from own o
  union all
  select l.parent_id, o.website_id, o.currency_code,
    min(o.regular), min(o.final), max(o.regular), max(o.final)
  from child_links l
  join products c on c.id = l.child_id and c.status = 1
  join own o on o.product_id = l.child_id
  where not exists (
    select 1 from product_prices pp where pp.product_id = l.parent_id
      and pp.website_id = o.website_id and pp.currency_code = o.currency_code)
  group by l.parent_id, o.website_id, o.currency_code`,

  `create view product_stock_index as
  with child_links as (${childLinks}),
  own as (
    select p.id as product_id,
      coalesce(i.saleable_qty, 0) as saleable_qty,
      coalesce(i.stock_status, 'IN_STOCK') = 'IN_STOCK' as status_ok,
      coalesce(i.stock_status = 'IN_STOCK' and (not i.manage_stock or i.saleable_qty > 0), false)
        as in_stock
    from products p left join inventory i on i.product_id = p.id
  ), children as (
    select l.parent_id, sum(o.saleable_qty)::integer as saleable_qty, bool_or(o.in_stock) as in_stock
    from child_links l join own o on o.product_id = l.child_id
    group by l.parent_id
  )
  select o.product_id,
    coalesce(c.saleable_qty, o.saleable_qty) as saleable_qty,
    case when c.parent_id is null then o.in_stock else o.status_ok and c.in_stock end as in_stock
  from own o left join children c on c.parent_id = o.product_id`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view product_stock_index`.execute(db);
  await sql`drop view product_price_index`.execute(db);
}
