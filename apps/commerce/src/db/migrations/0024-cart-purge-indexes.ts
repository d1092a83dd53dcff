// The cart purge (modules/cart/purge.ts, ADR 0061), as Magento's sales_clean_quotes: carts of a
// store view not updated for its `checkout/cart/delete_quote_after` days are deleted in batches.
// The first index finds them without reading every cart; the second answers "does an order
// refer to this cart?" (such carts are kept) without reading every order.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index carts_store_view_updated_idx on carts (store_view_id, updated_at)`.execute(
    db,
  );
  await sql`create index orders_cart_idx on orders (cart_id) where cart_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_cart_idx`.execute(db);
  await sql`drop index carts_store_view_updated_idx`.execute(db);
}
