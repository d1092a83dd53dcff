// Seed step: the demo catalog (categories, products, menu, ratings and reviews) and, with
// `--products N`, generated products up to N in all. Explicit ids + upserts on each table's key
// make a re-run write every row onto itself.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { buildDemoCatalog } from '../catalog/index';
import type { SeedStep } from './seed-step';
import { catalogRows, DEFAULT_CATEGORY_ID } from '../rows/catalog-rows';
import { writeGeneratedProducts } from '../rows/generated';
import { writeRows } from '../rows/write-rows';

export const catalogSeed: SeedStep = {
  name: 'catalog',
  async run(db: Kysely<Database>, options) {
    const catalog = buildDemoCatalog();
    const websites = await db.selectFrom('websites').select(['code', 'id']).execute();
    const storeViews = await db.selectFrom('store_views').select(['code', 'id']).execute();
    const rows = catalogRows(
      catalog,
      Object.fromEntries(websites.map((w) => [w.code, w.id])),
      Object.fromEntries(storeViews.map((v) => [v.code, v.id])),
    );
    await writeRows(db, rows);
    // Every store group browses from the default category, as in a stock Magento install.
    await db
      .updateTable('store_groups')
      .set({ root_category_uid: Buffer.from(String(DEFAULT_CATEGORY_ID)).toString('base64') })
      .execute();
    const extra = (options.products ?? 0) - catalog.products.length;
    if (extra > 0) {
      options.logger?.info({ products: extra }, 'generating products');
      await writeGeneratedProducts(
        db,
        catalog,
        extra,
        {
          products: rows.products.length,
          product_media: rows.product_media.length,
          url_rewrites: rows.url_rewrites.length,
          reviews: rows.reviews.length,
        },
        (done) => options.logger?.info({ done, of: extra }, 'generated products written'),
      );
    }
  },
};
