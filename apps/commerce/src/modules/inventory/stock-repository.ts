// Stock reads. Quantities are indexed per product (composites summed by the catalog indexer).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class StockRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byProductIds(ids: readonly number[]) {
    return this.db
      .selectFrom('product_stock_index')
      .select(['product_id', 'saleable_qty', 'in_stock'])
      .where('product_id', 'in', [...ids])
      .execute();
  }
}
