// A tax's and a cart price rule's label per store view, as Magento's tax_calculation_rate_title
// and salesrule_label keep them: the Austrian store shows "MwSt. 20 %" where the rate's code says
// "AT VAT 20%". A store view without its own label shows the rate's code or the rule's label.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tax_rate_titles (
    tax_rate_id integer not null references tax_rates(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    title text not null,
    primary key (tax_rate_id, store_view_id)
  )`.execute(db);
  await sql`create table sales_rule_labels (
    rule_id integer not null references sales_rules(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    label text not null,
    primary key (rule_id, store_view_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sales_rule_labels`.execute(db);
  await sql`drop table tax_rate_titles`.execute(db);
}
