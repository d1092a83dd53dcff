// Products gain head_description: a lead paragraph (HTML) shown at the head of the product page
// (commerce-core §3). Null means the product has none.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column head_description text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products drop column head_description`.execute(db);
}
