// Checkout on the cart: its shipping and billing address (one of each, copied from the input or
// from the customer's address book), the shipping method chosen for the shipping address, the
// payment method, and the table rates of the `tablerate` carrier per website, destination and
// weight. Flat rate, free shipping and the payment methods are store configuration.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table cart_addresses (
    id serial primary key,
    cart_id integer not null references carts(id) on delete cascade,
    address_type text not null check (address_type in ('shipping', 'billing')),
    customer_address_id integer references customer_addresses(id) on delete set null,
    firstname text not null check (char_length(firstname) <= 255),
    lastname text not null check (char_length(lastname) <= 255),
    company text check (char_length(company) <= 255),
    street text not null check (char_length(street) <= 1024),
    city text not null check (char_length(city) <= 255),
    region text check (char_length(region) <= 255),
    region_code text check (char_length(region_code) <= 255),
    region_id integer,
    postcode text check (char_length(postcode) <= 255),
    country_id text not null check (char_length(country_id) = 2),
    telephone text not null check (char_length(telephone) <= 255),
    save_in_address_book boolean not null default false,
    customer_notes text check (char_length(customer_notes) <= 1000),
    same_as_shipping boolean not null default false,
    shipping_method_type text check (shipping_method_type in ('delivery')),
    shipping_carrier_code text check (char_length(shipping_carrier_code) <= 64),
    shipping_method_code text check (char_length(shipping_method_code) <= 64),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index cart_addresses_cart_type_idx
    on cart_addresses (cart_id, address_type)`.execute(db);
  await sql`create table cart_payments (
    cart_id integer primary key references carts(id) on delete cascade,
    method_code text not null check (char_length(method_code) <= 64),
    purchase_order_number text check (char_length(purchase_order_number) <= 64),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table shipping_table_rates (
    id serial primary key,
    website_id integer not null references websites(id) on delete cascade,
    dest_country_id text not null check (char_length(dest_country_id) = 2),
    dest_region_code text not null default '*',
    weight_from numeric(12, 4) not null check (weight_from >= 0),
    price numeric(12, 4) not null check (price >= 0)
  )`.execute(db);
  await sql`create unique index shipping_table_rates_key_idx
    on shipping_table_rates (website_id, dest_country_id, dest_region_code, weight_from)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table shipping_table_rates`.execute(db);
  await sql`drop table cart_payments`.execute(db);
  await sql`drop table cart_addresses`.execute(db);
}
