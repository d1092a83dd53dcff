import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceDatabase } from '../../db/database';
import { openTestDatabase } from '../../testing/index';
import { CATALOG_INDEX_VERSION, CatalogIndexer } from './catalog-index';
import { insertCatalogFixture, type CatalogFixture } from './testing/fixtures';

describe('the catalog indexer', () => {
  let database: CommerceDatabase;
  let fixture: CatalogFixture;
  let indexer: CatalogIndexer;

  const priceRow = (productId: number) =>
    database.db
      .selectFrom('product_price_index')
      .select(['min_regular', 'min_final', 'max_regular', 'max_final', 'valid_until'])
      .where('product_id', '=', productId)
      .where('website_id', '=', fixture.websiteId)
      .where('currency_code', '=', 'EUR')
      .executeTakeFirst();
  const stockRow = (productId: number) =>
    database.db
      .selectFrom('product_stock_index')
      .select(['saleable_qty', 'in_stock'])
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
  const setQty = (productId: number, qty: number) =>
    database.db.updateTable('inventory').set({ qty }).where('product_id', '=', productId).execute();

  beforeAll(async () => {
    database = await openTestDatabase();
    fixture = await insertCatalogFixture(database.db);
    indexer = new CatalogIndexer(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('recomputes a configurable parent when one of its children changes', async () => {
    const { set, setMediumIvory } = fixture.products;
    expect(await priceRow(set)).toMatchObject({ max_regular: 19900 });
    expect(await stockRow(set)).toEqual({ saleable_qty: 10, in_stock: true });

    await setQty(setMediumIvory, 4);
    await indexer.reindexProducts([setMediumIvory]);
    // The 155 cm child is back in stock: it now counts in the parent's range and quantity.
    expect(await priceRow(set)).toMatchObject({ min_final: 17900, max_regular: 24900 });
    expect(await stockRow(set)).toEqual({ saleable_qty: 14, in_stock: true });

    await setQty(setMediumIvory, 0);
    await indexer.reindexProducts([setMediumIvory]);
    expect(await priceRow(set)).toMatchObject({ max_regular: 19900 });
  });

  it('sells a bundle only while every required option has a selection in stock', async () => {
    const { bundle, duvet } = fixture.products;
    // The duvet, the only selection of a required option, is sold out.
    expect(await stockRow(bundle)).toEqual({ saleable_qty: 0, in_stock: false });
    await database.db
      .updateTable('inventory')
      .set({ qty: 3, stock_status: 'IN_STOCK' })
      .where('product_id', '=', duvet)
      .execute();
    await indexer.reindexProducts([duvet]);
    // Three duvets, five pairs of pillowcases (10 in stock, 2 per set): three sets.
    expect(await stockRow(bundle)).toEqual({ saleable_qty: 3, in_stock: true });
  });

  it('lists the products of subcategories in a category, after its own', async () => {
    const rows = await database.db
      .selectFrom('category_product_index')
      .select(['product_id', 'position'])
      .where('category_id', '=', fixture.categories.bedLinen)
      .orderBy('position')
      .execute();
    const { bundle, set, pillowcase, disabled } = fixture.products;
    expect(rows).toEqual([
      { product_id: bundle, position: 3 },
      { product_id: disabled, position: 10_000 },
      { product_id: set, position: 10_001 },
      { product_id: pillowcase, position: 10_002 },
    ]);
  });

  it('applies a special price when its window opens, and marks the row stale until then', async () => {
    const { towelA } = fixture.products;
    await sql`update product_prices set special_price_minor = 1500,
        special_from = now() + interval '300 milliseconds'
      where product_id = ${towelA}`.execute(database.db);
    await indexer.reindexProducts([towelA]);
    const before = await priceRow(towelA);
    expect(before).toMatchObject({ min_final: 1900 });
    expect(before?.valid_until).not.toBeNull();
    expect(await indexer.nextPriceChange()).toEqual(new Date(before!.valid_until!));

    await new Promise((resolve) => setTimeout(resolve, 400));
    // The towel and its grouped parent, whose range depends on it.
    expect(await indexer.refreshDuePrices()).toBe(2);
    expect(await priceRow(towelA)).toMatchObject({ min_final: 1500, valid_until: null });
    expect(await priceRow(fixture.products.towels)).toMatchObject({ min_final: 1500 });
    expect(await indexer.refreshDuePrices()).toBe(0);
  });

  it('rebuilds everything when the stored index version is not the current one', async () => {
    await database.db.deleteFrom('product_listing_index').execute();
    expect(await indexer.ensureCurrent()).toBe(false);
    await database.db.updateTable('catalog_index_state').set({ version: 0 }).execute();
    expect(await indexer.ensureCurrent()).toBe(true);
    const state = await database.db
      .selectFrom('catalog_index_state')
      .select('version')
      .executeTakeFirstOrThrow();
    expect(state.version).toBe(CATALOG_INDEX_VERSION);
    const listed = await database.db
      .selectFrom('product_listing_index')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    // Every enabled product of the fixture, once per market of its website (EUR there).
    expect(Number(listed.count)).toBe(10);
  });
});
