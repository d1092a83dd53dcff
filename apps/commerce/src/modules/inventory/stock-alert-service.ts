// Back-in-stock alerts: an e-mail address asks to hear when an out-of-stock product returns.
import { z } from 'zod';
import type { RequestContext } from '../../context/request-context';
import { inputError, noSuchEntityError } from '../../errors';
import type { ProductService } from '../catalog/product-service';
import type { StockAlertRepository } from './repository';
import type { InventoryService } from './service';

const emailSchema = z.email().max(254);

export class StockAlertService {
  constructor(
    private readonly repository: StockAlertRepository,
    private readonly products: ProductService,
    private readonly inventory: InventoryService,
  ) {}

  /** Idempotent: subscribing twice keeps one subscription and succeeds both times. */
  async subscribe(
    context: RequestContext,
    input: { sku: string; email: string },
  ): Promise<{ success: boolean }> {
    const email = input.email.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success) {
      throw inputError(`"${input.email.slice(0, 254)}" is not a valid email address.`);
    }
    const sku = input.sku.trim();
    const product = await this.products.enabledProductBySku(context, sku);
    if (!product)
      throw noSuchEntityError(
        `The product that was requested doesn't exist. Verify the product and try again.`,
      );
    if (!product.alertsAvailable)
      throw inputError('Stock alerts are not available for this product.');
    if ((await this.inventory.stockOf(context, product.id)).inStock)
      throw inputError('The product is in stock; a stock alert is only for out-of-stock products.');
    await this.repository.subscribe({
      email,
      productId: product.id,
      storeViewId: context.store.storeView.id,
    });
    return { success: true };
  }
}
