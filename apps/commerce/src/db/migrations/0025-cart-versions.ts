// A cart's version counts its changes (ADR 0062): the cart row itself, its lines, addresses,
// payment method, coupon, gift message and gift-wrapped lines. The database keeps it, in
// triggers, so that no write path — of the cart module or of the modules that hang their own
// rows off a cart — can change a cart without changing its version. A read of a cart answers
// with its version; an answer computed from one version is never served for another. A change
// of a part also makes the cart updated now (`updated_at`, which the cart purge reads).
import { sql, type Kysely } from 'kysely';

/** Tables whose rows belong to one cart through their `cart_id`. */
const CART_ROWS = [
  'cart_items',
  'cart_addresses',
  'cart_payments',
  'cart_coupons',
  'cart_gift_messages',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table carts add column version integer not null default 0`.execute(db);
  // Every update of the cart row is a new version, whatever it changes.
  await sql`create function cart_row_changed() returns trigger language plpgsql as $$
    begin
      if new.version = old.version then
        new.version := old.version + 1;
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger carts_version before update on carts
    for each row execute function cart_row_changed()`.execute(db);
  // A row of the cart's own tables changed: its cart (both carts, if it moved) is a new version.
  await sql`create function cart_part_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update carts set version = version + 1, updated_at = now() where id = old.cart_id;
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.cart_id <> old.cart_id) then
        update carts set version = version + 1, updated_at = now() where id = new.cart_id;
      end if;
      return null;
    end
  $$`.execute(db);
  for (const table of CART_ROWS) {
    await sql`create trigger ${sql.id(`${table}_cart_version`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function cart_part_changed()`.execute(db);
  }
  // Gift wrapping hangs off a line: its cart is the line's.
  await sql`create function cart_line_part_changed() returns trigger language plpgsql as $$
    begin
      update carts set version = version + 1, updated_at = now() where id in (
        select cart_id from cart_items
        where id in (
          case when tg_op = 'DELETE' then null else new.cart_item_id end,
          case when tg_op = 'INSERT' then null else old.cart_item_id end
        )
      );
      return null;
    end
  $$`.execute(db);
  await sql`create trigger cart_item_gift_wraps_cart_version
    after insert or update or delete on cart_item_gift_wraps
    for each row execute function cart_line_part_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger cart_item_gift_wraps_cart_version on cart_item_gift_wraps`.execute(db);
  await sql`drop function cart_line_part_changed()`.execute(db);
  for (const table of CART_ROWS) {
    await sql`drop trigger ${sql.id(`${table}_cart_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function cart_part_changed()`.execute(db);
  await sql`drop trigger carts_version on carts`.execute(db);
  await sql`drop function cart_row_changed()`.execute(db);
  await sql`alter table carts drop column version`.execute(db);
}
