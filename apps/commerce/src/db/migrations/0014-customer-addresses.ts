// A customer's address book. Street lines are kept as Magento keeps them, one text joined by
// newlines. The default billing and shipping addresses are flags on the rows, and a partial unique
// index allows one of each per customer, so two concurrent "make this the default" calls can never
// leave two defaults.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table customer_addresses (
    id serial primary key,
    customer_id integer not null references customers(id) on delete cascade,
    firstname text not null,
    lastname text not null,
    middlename text,
    prefix text,
    suffix text,
    company text,
    street text not null,
    city text not null,
    region text,
    region_code text,
    region_id integer,
    postcode text,
    country_id text not null check (char_length(country_id) = 2),
    telephone text not null,
    fax text,
    vat_id text,
    is_default_billing boolean not null default false,
    is_default_shipping boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index customer_addresses_customer_id_idx on customer_addresses (customer_id, id)`.execute(
    db,
  );
  await sql`create unique index customer_addresses_default_billing_idx
    on customer_addresses (customer_id) where is_default_billing`.execute(db);
  await sql`create unique index customer_addresses_default_shipping_idx
    on customer_addresses (customer_id) where is_default_shipping`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table customer_addresses`.execute(db);
}
