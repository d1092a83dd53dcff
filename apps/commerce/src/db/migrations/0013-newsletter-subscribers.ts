// Newsletter subscribers (modules/newsletter), one per e-mail address and website as in Magento:
// guests by address, customers linked by id. The confirmation code of a double opt-in is kept as
// its SHA-256 only.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table newsletter_subscribers (
    id serial primary key,
    website_id integer not null references websites(id) on delete cascade,
    store_view_id integer references store_views(id) on delete set null,
    customer_id integer references customers(id) on delete cascade,
    email text not null check (length(email) between 3 and 254),
    status text not null
      check (status in ('SUBSCRIBED', 'NOT_ACTIVE', 'UNSUBSCRIBED', 'UNCONFIRMED')),
    confirm_code_hash text,
    confirm_sent_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index newsletter_subscribers_website_email_idx
    on newsletter_subscribers (website_id, lower(email))`.execute(db);
  await sql`create unique index newsletter_subscribers_customer_idx
    on newsletter_subscribers (customer_id) where customer_id is not null`.execute(db);
  await sql`create unique index newsletter_subscribers_confirm_code_idx
    on newsletter_subscribers (confirm_code_hash) where confirm_code_hash is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table newsletter_subscribers`.execute(db);
}
