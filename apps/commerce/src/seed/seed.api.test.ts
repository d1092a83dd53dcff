import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceDatabase } from '../db/database';
import { openTestDatabase } from '../testing/index';
import { CATALOG_TABLES } from './rows/table-rows';
import { isDatabaseEmpty, seedDatabase } from './index';

const tables = [
  'websites',
  'store_groups',
  'store_views',
  'currencies',
  'store_view_currencies',
  'currency_rates',
  'config_values',
  ...Object.keys(CATALOG_TABLES),
  'tax_rates',
  'sales_rules',
  'sales_rule_websites',
  'sales_rule_categories',
  'sales_rule_coupons',
];

async function count(database: CommerceDatabase, query: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`${sql.raw(query)}`.execute(database.db);
  return Number(rows[0]!.count);
}

async function snapshot(database: CommerceDatabase) {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    result[table] = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return result;
}

describe('seed', () => {
  let database: CommerceDatabase;

  beforeAll(async () => {
    database = await openTestDatabase({ empty: true });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('reports an unseeded database as empty, and a seeded one as not', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDatabase(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('leaves exactly the same data when run again', async () => {
    const before = await snapshot(database);
    await seedDatabase(database.db);
    const after = await snapshot(database);
    expect(after).toEqual(before);
    expect(before['store_views']).toHaveLength(5);
    expect(before['products']!.length).toBeGreaterThan(150);
  });

  it('holds at least 150 visible products of every type, in the six main categories', async () => {
    expect(
      await count(database, 'select count(*) from products where visibility = 4'),
    ).toBeGreaterThanOrEqual(150);
    expect(await count(database, 'select count(distinct type_id) from products')).toBe(6);
    expect(
      await count(database, 'select count(distinct product_promo_block_type) from products'),
    ).toBe(17);
    const { rows } = await sql<{
      url_path: string;
    }>`select url_path from categories where level = 2 order by position`.execute(database.db);
    expect(rows.map((row) => row.url_path)).toEqual([
      'bed-linen',
      'duvets',
      'pillows',
      'bath',
      'accessories',
      'kids',
    ]);
  });

  it('seeds the edge cases: sold out, limited, non-returnable, special prices, links, reviews, menu', async () => {
    expect(
      await count(database, "select count(*) from inventory where stock_status = 'OUT_OF_STOCK'"),
    ).toBeGreaterThan(0);
    expect(
      await count(database, 'select count(*) from inventory where qty between 1 and 4'),
    ).toBeGreaterThan(0);
    expect(
      await count(
        database,
        'select count(*) from products where not is_returnable and visibility = 4',
      ),
    ).toBeGreaterThan(10);
    expect(
      await count(
        database,
        'select count(*) from product_prices where special_price_minor is not null',
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(database, "select count(*) from product_links where link_type = 'upsell'"),
    ).toBeGreaterThan(0);
    expect(await count(database, 'select count(*) from reviews')).toBeGreaterThan(150);
    expect(
      await count(database, 'select count(*) from navigation_menu_nodes where level = 3'),
    ).toBeGreaterThan(0);
    expect(
      await count(
        database,
        "select count(*) from navigation_menu_nodes where url_type = 'external'",
      ),
    ).toBe(1);
    expect(
      await count(
        database,
        "select count(*) from url_rewrites where request_path = 'aurelia-sateen-bed-linen-set'",
      ),
    ).toBe(1);
    expect(
      await count(
        database,
        "select count(*) from product_prices p join websites w on w.id = p.website_id where w.code = 'loomfrontcom_me' and p.currency_code = 'SAR'",
      ),
    ).toBeGreaterThan(150);
  });

  it('with products: N, generates products up to N in all, the same on a re-run', async () => {
    await seedDatabase(database.db, { products: 400 });
    expect(await count(database, 'select count(*) from products where visibility = 4')).toBe(400);
    const before = await count(database, 'select count(*) from product_media');
    await seedDatabase(database.db, { products: 400 });
    expect(await count(database, 'select count(*) from products where visibility = 4')).toBe(400);
    expect(await count(database, 'select count(*) from product_media')).toBe(before);
    expect(
      await count(database, "select count(*) from url_rewrites where entity_type = 'product'"),
    ).toBe(400);
  });
});
