// Product texts per store view, as Magento keeps store-view scoped EAV values: a store view
// without a value of its own (no row, or a null column) shows the product's default value. Image
// labels, bundle option titles and downloadable link titles too, as Magento keeps them per store.
// url_key stays global (one address per product in every store view, ADR 0038).
// The listing index becomes one row per store view (it holds the store view's name), and the
// text search document moves from a generated column of products to product_search_index, one
// document per store view, as Magento's catalogsearch_fulltext index is kept per store.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table product_store_values (
    product_id integer not null references products(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    name text,
    short_description text,
    description text,
    head_description text,
    tag_line text,
    care text,
    details text,
    fabric jsonb,
    badges jsonb,
    color_descriptive text,
    category_collection_link_label text,
    meta_title text,
    meta_description text,
    meta_keywords text,
    primary key (product_id, store_view_id)
  )`,
  `create index product_store_values_store_view_idx on product_store_values (store_view_id)`,
  `create table product_media_store_labels (
    media_id integer not null references product_media(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    label text not null,
    video_title text,
    video_description text,
    primary key (media_id, store_view_id)
  )`,
  `create table downloadable_link_store_titles (
    link_id integer not null references downloadable_links(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    title text not null,
    primary key (link_id, store_view_id)
  )`,
  `create table bundle_option_store_titles (
    option_id integer not null references bundle_options(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    title text not null,
    primary key (option_id, store_view_id)
  )`,

  // Index rows are derived: emptied here and rebuilt at start-up (CATALOG_INDEX_VERSION 2).
  `delete from product_listing_index`,
  `delete from catalog_index_state`,
  `alter table product_listing_index drop constraint product_listing_index_pkey`,
  `alter table product_listing_index add column store_view_id integer not null
    references store_views(id) on delete cascade`,
  `alter table product_listing_index add primary key (store_view_id, product_id)`,

  // Name (A), sku and tag line (B), short description and description (C) in the store view.
  `create table product_search_index (
    store_view_id integer not null references store_views(id) on delete cascade,
    product_id integer not null references products(id) on delete cascade,
    search_document tsvector not null,
    primary key (store_view_id, product_id)
  )`,
  `create index product_search_index_document_idx on product_search_index
    using gin (search_document)`,
  `create index product_search_index_product_idx on product_search_index (product_id)`,

  `drop index products_name_trgm_idx`,
  `alter table products drop column search_document`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `alter table products add column search_document tsvector generated always as (
      setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') ||
      setweight(to_tsvector('simple'::regconfig, coalesce(sku, '') || ' ' || coalesce(tag_line, '')), 'B') ||
      setweight(to_tsvector('simple'::regconfig, coalesce(short_description, '') || ' ' || coalesce(description, '')), 'C')
    ) stored`,
    `create index products_search_document_idx on products using gin (search_document)`,
    `create index products_name_trgm_idx on products using gin (lower(name) gin_trgm_ops)`,
    `drop table product_search_index`,
    `delete from product_listing_index`,
    `delete from catalog_index_state`,
    `alter table product_listing_index drop constraint product_listing_index_pkey`,
    `alter table product_listing_index drop column store_view_id`,
    `alter table product_listing_index add primary key (website_id, currency_code, product_id)`,
    `drop table bundle_option_store_titles`,
    `drop table downloadable_link_store_titles`,
    `drop table product_media_store_labels`,
    `drop table product_store_values`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
