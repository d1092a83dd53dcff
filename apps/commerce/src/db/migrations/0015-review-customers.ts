// A review written by a signed-in customer remembers who wrote it, so the customer's own reviews
// can be listed (Customer.reviews); reviews of the demo seed and of the past have none.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reviews add column customer_id integer
    references customers(id) on delete set null`.execute(db);
  await sql`create index reviews_customer_id_idx on reviews (customer_id, created_at desc)
    where customer_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reviews drop column customer_id`.execute(db);
}
