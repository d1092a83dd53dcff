// The catalog's stock index as a read model for the inventory module (ADR 0021): the indexer
// derives each product's saleable quantity (composites from their parts); inventory applies the
// stock rules. Order reservations are subtracted before indexing (inventory.reserved, ADR 0052).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class CatalogStockReadModel {
  constructor(private readonly db: Kysely<Database>) {}

  byProductIds(ids: readonly number[]) {
    return this.db
      .selectFrom('product_stock_index')
      .select(['product_id', 'saleable_qty', 'in_stock'])
      .where('product_id', 'in', [...ids])
      .execute();
  }
}
