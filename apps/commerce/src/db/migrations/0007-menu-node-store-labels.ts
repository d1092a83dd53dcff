// A navigation menu node's label (and image title) per store view, as Magento keeps a
// store-specific title: a store view without a row of its own shows the node's default values.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table navigation_menu_node_store_labels (
    node_id integer not null references navigation_menu_nodes(id) on delete cascade,
    store_view_id integer not null references store_views(id) on delete cascade,
    label text not null,
    image_url_title text,
    primary key (node_id, store_view_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table navigation_menu_node_store_labels`.execute(db);
}
