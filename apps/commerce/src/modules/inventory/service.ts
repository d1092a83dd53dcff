// Stock rules: whether a product sells and how many. Reads stock through one batch per request.
// Reservations of placed orders (reservations.ts, ADR 0052) are in the index already: it reads
// inventory.saleable_qty = qty − reserved, refreshed in each order's transaction.
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import { onlyXLeft, productStock, type ProductStock } from './stock-rules';
import type { CatalogStockReadModel } from '../catalog/stock-read-model';

const STOCK = loaderKey<DataLoader<number, ProductStock>>('inventory.stock');

export class InventoryService {
  constructor(private readonly stockIndex: CatalogStockReadModel) {}

  stockOf(context: RequestContext, productId: number): Promise<ProductStock> {
    const loader = context.loaders.get(
      STOCK,
      () =>
        new DataLoader<number, ProductStock>(async (ids) => {
          const rows = await this.stockIndex.byProductIds(ids);
          const byId = new Map(rows.map((row) => [row.product_id, row]));
          return ids.map((id) => productStock(byId.get(id) ?? null));
        }),
    );
    return loader.load(productId);
  }

  async stockStatus(
    context: RequestContext,
    productId: number,
  ): Promise<'IN_STOCK' | 'OUT_OF_STOCK'> {
    return (await this.stockOf(context, productId)).inStock ? 'IN_STOCK' : 'OUT_OF_STOCK';
  }

  async saleableQty(context: RequestContext, productId: number): Promise<number> {
    return (await this.stockOf(context, productId)).saleableQty;
  }

  async onlyXLeftInStock(context: RequestContext, productId: number): Promise<number | null> {
    return onlyXLeft(await this.stockOf(context, productId));
  }
}
