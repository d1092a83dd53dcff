// Orders (Magento's sales_order, sales_order_item, sales_order_address, sales_sequence_*) and the
// stock reservations they hold (Magento MSI's inventory_reservation), ADR 0052.
//
// - An order is written whole in one transaction with its items, addresses and totals; nothing
//   refers to the cart afterwards except `cart_id` (kept for support, never shown).
// - Every amount is an integer of minor units, twice: `base_*` in the website's base currency (what
//   is charged) and the plain column in the order (display) currency, with the rate between them.
// - Order numbers come from `order_sequences`, one row per store view, incremented in the order's
//   transaction: sequential without gaps per store view, prefixed as Magento prefixes them.
// - Reservations are append-only: a negative quantity when an order is placed, a compensating
//   positive one when it is cancelled. `inventory.reserved` holds their running sum, written by the
//   same statement that checks the stock, so concurrent orders are serialised on the stock row.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table order_sequences (
    store_view_id integer primary key references store_views(id) on delete cascade,
    prefix text not null default '' check (length(prefix) <= 20),
    last_value integer not null default 0 check (last_value >= 0)
  )`,

  `create table orders (
    id serial primary key,
    number text not null unique check (length(number) between 1 and 32),
    store_view_id integer not null references store_views(id),
    website_id integer not null references websites(id),
    customer_id integer references customers(id) on delete set null,
    cart_id integer references carts(id) on delete set null,
    email text not null check (length(email) <= 255),
    customer_firstname text,
    customer_lastname text,
    state text not null
      check (state in ('new', 'pending_payment', 'processing', 'complete', 'canceled')),
    status text not null
      check (status in ('pending', 'pending_payment', 'processing', 'complete', 'canceled')),
    is_virtual boolean not null,
    prices_include_tax boolean not null,
    token text not null unique check (length(token) = 43),
    base_currency_code char(3) not null,
    order_currency_code char(3) not null,
    base_to_order_rate numeric(24, 12) not null check (base_to_order_rate > 0),
    base_subtotal_minor integer not null,
    subtotal_minor integer not null,
    base_subtotal_incl_tax_minor integer not null,
    subtotal_incl_tax_minor integer not null,
    base_discount_minor integer not null check (base_discount_minor >= 0),
    discount_minor integer not null check (discount_minor >= 0),
    base_shipping_minor integer not null check (base_shipping_minor >= 0),
    shipping_minor integer not null check (shipping_minor >= 0),
    base_shipping_incl_tax_minor integer not null check (base_shipping_incl_tax_minor >= 0),
    shipping_incl_tax_minor integer not null check (shipping_incl_tax_minor >= 0),
    base_gift_wrap_minor integer not null default 0 check (base_gift_wrap_minor >= 0),
    gift_wrap_minor integer not null default 0 check (gift_wrap_minor >= 0),
    base_tax_minor integer not null check (base_tax_minor >= 0),
    tax_minor integer not null check (tax_minor >= 0),
    base_grand_total_minor integer not null check (base_grand_total_minor >= 0),
    grand_total_minor integer not null check (grand_total_minor >= 0),
    discounts jsonb not null default '[]',
    taxes jsonb not null default '[]',
    coupon_code text,
    coupon_id integer references sales_rule_coupons(id) on delete set null,
    applied_rule_ids integer[] not null default '{}',
    shipping_carrier text,
    shipping_method text,
    shipping_description text,
    payment_method text not null,
    payment_title text not null,
    gift_message jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index orders_customer_idx on orders (customer_id, created_at desc) where customer_id is not null`,
  `create index orders_email_idx on orders (lower(email))`,

  `create table order_items (
    id serial primary key,
    order_id integer not null references orders(id) on delete cascade,
    product_id integer references products(id) on delete set null,
    product_type text not null,
    sku text not null,
    name text not null,
    url_key text,
    quantity_ordered integer not null check (quantity_ordered > 0),
    quantity_canceled integer not null default 0 check (quantity_canceled >= 0),
    base_price_minor integer not null,
    price_minor integer not null,
    base_price_incl_tax_minor integer not null,
    price_incl_tax_minor integer not null,
    base_row_total_minor integer not null,
    row_total_minor integer not null,
    base_row_total_incl_tax_minor integer not null,
    row_total_incl_tax_minor integer not null,
    base_discount_minor integer not null,
    discount_minor integer not null,
    base_tax_minor integer not null,
    tax_minor integer not null,
    discounts jsonb not null default '[]',
    selected_options jsonb not null default '[]',
    bundle_options jsonb not null default '[]',
    parts jsonb not null default '[]',
    position integer not null
  )`,
  `create index order_items_order_idx on order_items (order_id, position)`,

  `create table order_addresses (
    id serial primary key,
    order_id integer not null references orders(id) on delete cascade,
    address_type text not null check (address_type in ('shipping', 'billing')),
    firstname text not null,
    lastname text not null,
    middlename text,
    prefix text,
    suffix text,
    company text,
    street jsonb not null default '[]',
    city text not null,
    region text,
    region_id integer,
    postcode text,
    country_code char(2) not null,
    telephone text not null,
    fax text,
    vat_id text,
    unique (order_id, address_type)
  )`,

  `create table inventory_reservations (
    id bigserial primary key,
    product_id integer not null references products(id) on delete cascade,
    quantity integer not null check (quantity <> 0),
    event_type text not null
      check (event_type in ('order_placed', 'order_canceled', 'shipment_created')),
    object_type text not null check (object_type = 'order'),
    object_id integer not null,
    created_at timestamptz not null default now()
  )`,
  `create index inventory_reservations_product_idx on inventory_reservations (product_id)`,
  `create index inventory_reservations_object_idx on inventory_reservations (object_type, object_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'inventory_reservations',
    'order_addresses',
    'order_items',
    'orders',
    'order_sequences',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
