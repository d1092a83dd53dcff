// Websites → store groups → store views (Magento's hierarchy), their currencies, stored exchange
// rates and scoped configuration values.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('websites')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('store_groups')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('website_id', 'integer', (col) =>
      col.notNull().references('websites.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('root_category_uid', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('store_groups_website_id_idx')
    .on('store_groups')
    .column('website_id')
    .execute();

  await db.schema
    .createTable('currencies')
    .addColumn('code', 'char(3)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('minor_units', 'smallint', (col) => col.notNull().defaultTo(2))
    .execute();

  await db.schema
    .createTable('store_views')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('store_group_id', 'integer', (col) =>
      col.notNull().references('store_groups.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('base_currency_code', 'char(3)', (col) =>
      col.notNull().references('currencies.code'),
    )
    .execute();
  await db.schema
    .createIndex('store_views_store_group_id_idx')
    .on('store_views')
    .column('store_group_id')
    .execute();

  await db.schema
    .createTable('store_view_currencies')
    .addColumn('store_view_id', 'integer', (col) =>
      col.notNull().references('store_views.id').onDelete('cascade'),
    )
    .addColumn('currency_code', 'char(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('position', 'smallint', (col) => col.notNull())
    .addPrimaryKeyConstraint('store_view_currencies_pkey', ['store_view_id', 'currency_code'])
    .addUniqueConstraint('store_view_currencies_position_key', ['store_view_id', 'position'])
    .execute();

  await db.schema
    .createTable('currency_rates')
    .addColumn('currency_from', 'char(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('currency_to', 'char(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('rate', 'numeric(12, 6)', (col) => col.notNull().check(sql`rate > 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('currency_rates_pkey', ['currency_from', 'currency_to'])
    .execute();

  await db.schema
    .createTable('config_values')
    .addColumn('scope', 'text', (col) =>
      col.notNull().check(sql`scope in ('default', 'website', 'store')`),
    )
    .addColumn('scope_code', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('value', 'text')
    .addPrimaryKeyConstraint('config_values_pkey', ['scope', 'scope_code', 'path'])
    .addCheckConstraint(
      'config_values_default_scope_code',
      sql`scope <> 'default' or scope_code = ''`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'config_values',
    'currency_rates',
    'store_view_currencies',
    'store_views',
    'currencies',
    'store_groups',
    'websites',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
