// Card payments through Stripe (modules/stripe, ADR 0053). A payment is one attempt to pay one
// order: the order is placed as pending_payment, the row remembers the PaymentIntent, and the
// rows still `pending` are also the expiry job's queue (`expires_at`, claimed with FOR UPDATE
// SKIP LOCKED until `claimed_until`), so an unpaid order is cancelled after a restart too.
// `stripe_events` keeps the id of every webhook event applied: the same event twice is applied once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table stripe_payments (
    id serial primary key,
    cart_id integer not null references carts(id) on delete cascade,
    attempt integer not null check (attempt between 1 and 1000),
    idempotency_key text not null unique check (length(idempotency_key) between 1 and 255),
    order_id integer not null unique references orders(id) on delete cascade,
    order_number text not null check (length(order_number) between 1 and 64),
    customer_id integer references customers(id) on delete set null,
    store_view_code text not null check (length(store_view_code) between 1 and 64),
    amount integer not null check (amount > 0),
    currency text not null check (currency ~ '^[a-z]{3}$'),
    payment_intent_id text unique check (length(payment_intent_id) between 1 and 255),
    client_secret_hash text check (length(client_secret_hash) = 64),
    status text not null default 'pending'
      check (status in ('pending', 'paid', 'failed', 'expired')),
    stripe_status text check (length(stripe_status) between 1 and 64),
    expires_at timestamptz not null,
    claimed_until timestamptz,
    last_error text check (length(last_error) <= 1000),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (cart_id, attempt)
  )`.execute(db);
  // The expiry job reads only payments still waiting.
  await sql`create index stripe_payments_due_idx on stripe_payments (expires_at, id)
    where status = 'pending'`.execute(db);
  await sql`create table stripe_events (
    id text primary key check (length(id) between 1 and 255),
    type text not null check (length(type) between 1 and 128),
    payment_intent_id text check (length(payment_intent_id) between 1 and 255),
    received_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stripe_events`.execute(db);
  await sql`drop table stripe_payments`.execute(db);
}
