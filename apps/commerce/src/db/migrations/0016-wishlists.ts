// One wish list per customer, as in Magento Open Source, created the first time it is read. Its
// items arrive with the cart and wish list feature.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table wishlists (
    id serial primary key,
    customer_id integer not null unique references customers(id) on delete cascade,
    sharing_code text not null unique,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table wishlists`.execute(db);
}
