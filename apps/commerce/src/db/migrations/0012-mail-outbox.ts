// The mail outbox (modules/mail): a message is a row written in the transaction of the change that
// causes it, so a rolled-back change sends nothing, and the sender loop delivers it later with
// retries. `next_attempt_at` is when the sender may take it next: for a `sending` row it is the end
// of its claim, after which a row left behind by a crash is taken again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table mail_outbox (
    id serial primary key,
    template text not null check (length(template) between 1 and 64),
    store_view_code text not null check (length(store_view_code) between 1 and 64),
    recipient text not null check (length(recipient) between 3 and 254),
    variables jsonb not null default '{}'::jsonb,
    status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
    attempts integer not null default 0 check (attempts >= 0),
    next_attempt_at timestamptz not null default now(),
    last_error text,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`.execute(db);
  // Only messages still to send are indexed: sent and failed ones are history.
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id)
    where status in ('pending', 'sending')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_outbox`.execute(db);
}
