// Columns Magento's storefront schema exposes and our catalog lacked (ADR 0023): a product's
// weight and country of manufacture, whether a category is an anchor, the super-attribute row id
// of a configurable option, a CMS page's heading, keywords and layout, and the links (files) a
// downloadable product delivers.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column weight numeric(12, 4)`.execute(db);
  await sql`alter table products add column country_of_manufacture text`.execute(db);
  // Magento's is_anchor: the category lists its subcategories' products too (ADR 0013).
  await sql`alter table categories add column is_anchor boolean not null default true`.execute(db);
  await sql`alter table configurable_attributes add column id serial`.execute(db);
  await sql`alter table cms_pages add column content_heading text`.execute(db);
  await sql`alter table cms_pages add column meta_keywords text`.execute(db);
  await sql`alter table cms_pages add column page_layout text not null default '1column'`.execute(
    db,
  );
  // Magento's downloadable_link: the files a downloadable product delivers, sold together with it.
  await sql`create table downloadable_links (
    id serial primary key,
    product_id integer not null references products(id) on delete cascade,
    title text not null,
    sample_url text,
    sort_order integer not null default 0
  )`.execute(db);
  await sql`create index downloadable_links_product_id_idx on downloadable_links (product_id, sort_order)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table downloadable_links`.execute(db);
  await sql`alter table cms_pages drop column page_layout`.execute(db);
  await sql`alter table cms_pages drop column meta_keywords`.execute(db);
  await sql`alter table cms_pages drop column content_heading`.execute(db);
  await sql`alter table configurable_attributes drop column id`.execute(db);
  await sql`alter table categories drop column is_anchor`.execute(db);
  await sql`alter table products drop column country_of_manufacture`.execute(db);
  await sql`alter table products drop column weight`.execute(db);
}
