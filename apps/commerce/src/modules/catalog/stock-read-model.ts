// The catalog's stock index as a read model for the inventory module (ADR 0021): the indexer
// derives each product's saleable quantity (composites from their parts); inventory applies the
// stock rules. Order reservations are subtracted before indexing (inventory.reserved, ADR 0052).
import type { Kysely } from 'kysely';
import { equalsAny, precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';

const stockRows = precompiled((db: Kysely<Database>, values: { ids: readonly number[] }) =>
  db
    .selectFrom('product_stock_index')
    .select(['product_id', 'saleable_qty', 'in_stock'])
    .where(equalsAny('product_id', values.ids)),
);

export class CatalogStockReadModel {
  constructor(private readonly db: Kysely<Database>) {}

  byProductIds(ids: readonly number[]) {
    return stockRows.execute(this.db, { ids });
  }
}
