// Attribute and option labels per store view, as Magento's eav_attribute_label and the store rows
// of eav_attribute_option_value: a store view without a row of its own shows the default (admin)
// label kept on attributes and attribute_options.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table attribute_store_labels (
    attribute_id integer not null references attributes(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    label text not null,
    primary key (attribute_id, store_view_id)
  )`.execute(db);
  await sql`create table attribute_option_store_labels (
    option_id integer not null references attribute_options(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    label text not null,
    primary key (option_id, store_view_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table attribute_option_store_labels`.execute(db);
  await sql`drop table attribute_store_labels`.execute(db);
}
