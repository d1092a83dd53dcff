// Shopping carts (Magento's quotes) and their lines. A cart is known to clients only by its
// masked id: 32 random characters (about 190 bits), so no cart can be guessed or counted. A
// customer has at most one active cart (partial unique index); guest carts have no customer. A
// line is one product with its chosen options; the same product with the same options is one line
// (unique index on the options' canonical key), so concurrent adds can never split it.
// Checkout adds addresses, shipping and payment to carts later.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table carts (
    id serial primary key,
    masked_id text not null unique check (char_length(masked_id) = 32),
    store_view_id integer not null references store_views(id) on delete cascade,
    customer_id integer references customers(id) on delete cascade,
    email text check (char_length(email) <= 255),
    is_active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index carts_active_customer_idx
    on carts (customer_id) where is_active and customer_id is not null`.execute(db);
  await sql`create table cart_items (
    id serial primary key,
    cart_id integer not null references carts(id) on delete cascade,
    product_id integer not null references products(id) on delete cascade,
    product_type text not null
      check (product_type in ('simple', 'virtual', 'downloadable', 'configurable', 'bundle')),
    variant_product_id integer references products(id) on delete cascade,
    quantity integer not null check (quantity > 0),
    options jsonb not null default '{}',
    options_key text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index cart_items_line_idx
    on cart_items (cart_id, product_id, options_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table cart_items`.execute(db);
  await sql`drop table carts`.execute(db);
}
