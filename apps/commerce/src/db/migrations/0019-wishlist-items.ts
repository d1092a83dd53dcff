// Wish list items: what a customer keeps for later. The product is the one shown (a configurable
// parent, a bundle, a grouped set); a configurable's chosen child and a bundle's chosen
// selections are kept beside it, so adding the same thing again adds to its quantity.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table wishlist_items (
    id serial primary key,
    wishlist_id integer not null references wishlists(id) on delete cascade,
    product_id integer not null references products(id) on delete cascade,
    child_product_id integer references products(id) on delete cascade,
    bundle_options jsonb not null default '[]'::jsonb,
    quantity integer not null check (quantity between 1 and 10000),
    description text check (char_length(description) <= 1000),
    added_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index wishlist_items_wishlist_id on wishlist_items (wishlist_id, id)`.execute(
    db,
  );
  await sql`create index wishlist_items_product_id on wishlist_items (product_id)`.execute(db);
  await sql`create index wishlist_items_child_product_id on wishlist_items (child_product_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table wishlist_items`.execute(db);
}
