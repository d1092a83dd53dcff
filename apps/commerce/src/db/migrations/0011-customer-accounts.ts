// Customer accounts (modules/customer) and their credentials and tokens (modules/auth).
// Customers are scoped per website, as Magento's default account sharing scope: one e-mail may
// own one account in each website. Secrets are never stored in the clear: passwords as scrypt
// hashes, tokens, reset and confirmation keys as SHA-256 digests (ADR 0042).
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table customers (
    id serial primary key,
    website_id integer not null references websites(id) on delete cascade,
    store_view_id integer references store_views(id) on delete set null,
    email text not null check (length(email) <= 254),
    firstname text not null,
    lastname text not null,
    middlename text,
    prefix text,
    suffix text,
    dob text check (dob ~ '^\\d{4}-\\d{2}-\\d{2}$'),
    gender smallint check (gender in (1, 2, 3)),
    taxvat text,
    allow_remote_shopping_assistance boolean not null default false,
    confirmation_hash text,
    confirmation_created_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index customers_website_email_idx on customers (website_id, lower(email))`,

  `create table customer_credentials (
    customer_id integer primary key references customers(id) on delete cascade,
    password_hash text,
    failures_num integer not null default 0,
    first_failure timestamptz,
    lock_expires timestamptz,
    rp_token_hash text,
    rp_token_created_at timestamptz
  )`,

  `create table customer_tokens (
    id bigserial primary key,
    customer_id integer not null references customers(id) on delete cascade,
    website_id integer not null references websites(id) on delete cascade,
    family text not null,
    kind text not null check (kind in ('access', 'refresh')),
    token_hash text not null unique,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    revoked_at timestamptz
  )`,
  `create index customer_tokens_customer_idx on customer_tokens (customer_id)`,
  `create index customer_tokens_family_idx on customer_tokens (family)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table customer_tokens`.execute(db);
  await sql`drop table customer_credentials`.execute(db);
  await sql`drop table customers`.execute(db);
}
