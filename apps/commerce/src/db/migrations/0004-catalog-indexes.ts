// Catalog indexes, as Magento keeps them (catalog_product_index_price, cataloginventory_stock_status,
// catalog_product_index_eav, catalog_category_product_index): derived tables that listings read
// instead of recomputing prices, stock, filterable values and anchor categories per request.
// They replace the views of 0003, keeping their names and columns. The catalog indexer
// (modules/catalog/catalog-index.ts) fills them; start-up rebuilds them when its version changes.
import { sql, type Kysely } from 'kysely';
import { up as createIndexViews } from './0003-catalog-index-views';

const statements = [
  `drop view product_stock_index`,
  `drop view product_price_index`,

  // Minor units of currency_code. valid_until: the next special_from/special_to boundary of the
  // product or its children, after which the row must be recomputed (null: none ahead).
  `create table product_price_index (
    product_id integer not null references products(id) on delete cascade,
    website_id integer not null references websites(id) on delete cascade,
    currency_code char(3) not null,
    min_regular integer not null,
    min_final integer not null,
    max_regular integer not null,
    max_final integer not null,
    valid_until timestamptz,
    primary key (website_id, currency_code, product_id)
  )`,
  `create index product_price_index_product_idx on product_price_index (product_id)`,
  `create index product_price_index_valid_until_idx on product_price_index (valid_until)
    where valid_until is not null`,

  `create table product_stock_index (
    product_id integer primary key references products(id) on delete cascade,
    saleable_qty integer not null,
    in_stock boolean not null
  )`,

  // Filterable option values of a product, including those of a configurable's children.
  `create table product_filter_index (
    attribute_id integer not null references attributes(id) on delete cascade,
    option_id integer not null references attribute_options(id) on delete cascade,
    product_id integer not null references products(id) on delete cascade,
    primary key (attribute_id, option_id, product_id)
  )`,
  `create index product_filter_index_product_idx on product_filter_index (product_id)`,

  // Anchor categories: a category lists the products of its active subcategories too. Directly
  // assigned products keep their own position; the others follow, by their position below.
  `create table category_product_index (
    category_id integer not null references categories(id) on delete cascade,
    product_id integer not null references products(id) on delete cascade,
    position integer not null,
    primary key (category_id, product_id)
  )`,
  `create index category_product_index_product_idx on category_product_index (product_id)`,

  // One narrow row per enabled product and website/base currency with what a listing filters,
  // sorts and counts on, so a listing never reads the wide products table unless it searches text.
  `create table product_listing_index (
    website_id integer not null references websites(id) on delete cascade,
    currency_code char(3) not null,
    product_id integer not null references products(id) on delete cascade,
    visibility smallint not null,
    sort_name text not null,
    -- Name (A), sku and tag line (B): what relevance ranks on, small enough to read per row.
    title_document tsvector not null,
    min_final integer,
    in_stock boolean not null,
    option_ids integer[] not null,
    primary key (website_id, currency_code, product_id)
  )`,
  `create index product_listing_index_product_idx on product_listing_index (product_id)`,

  `create table catalog_index_state (
    id smallint primary key check (id = 1),
    version integer not null,
    indexed_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'catalog_index_state',
    'product_listing_index',
    'category_product_index',
    'product_filter_index',
    'product_stock_index',
    'product_price_index',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await createIndexViews(db);
}
