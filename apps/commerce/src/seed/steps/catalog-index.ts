// Seed step: rebuild the catalog indexes from the rows just written, then refresh the planner's
// statistics, which a bulk load leaves describing empty tables.
import { sql } from 'kysely';
import { CatalogIndexer } from '../../modules/catalog/catalog-index';
import type { SeedStep } from './seed-step';

export const catalogIndexSeed: SeedStep = {
  name: 'catalog index',
  async run(db) {
    await new CatalogIndexer(db).reindexAll();
    await sql`analyze`.execute(db);
  },
};
