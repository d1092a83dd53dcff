// Products gain news_from_date, Magento's "Set Product as New from" attribute, which the listings
// offer as their "Newest" sort (ADR 0037). The listing index keeps a copy as a sort key, as it
// keeps the name and price, so a sorted page never reads the wide products table.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column news_from_date timestamptz`.execute(db);
  await sql`alter table product_listing_index add column news_from_date timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product_listing_index drop column news_from_date`.execute(db);
  await sql`alter table products drop column news_from_date`.execute(db);
}
