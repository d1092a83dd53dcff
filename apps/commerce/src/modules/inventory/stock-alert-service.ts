// Back-in-stock alerts: an e-mail address asks to hear when an out-of-stock product returns.
import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';
import type { StockAlertRepository } from './repository';

const emailSchema = z.email().max(254);

export class StockAlertService {
  constructor(private readonly repository: StockAlertRepository) {}

  /** Idempotent: subscribing twice keeps one subscription and succeeds both times. */
  async subscribe(
    context: GraphQLContext,
    input: { sku: string; email: string },
  ): Promise<{ success: boolean }> {
    const email = input.email.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success) {
      throw inputError(`"${input.email.slice(0, 254)}" is not a valid email address.`);
    }
    const sku = input.sku.trim();
    const product = await context.services.catalog.stockAlertTarget(context, sku);
    if (!product)
      throw noSuchEntityError(
        `The product that was requested doesn't exist. Verify the product and try again.`,
      );
    if (!product.alertsAvailable)
      throw inputError('Stock alerts are not available for this product.');
    if (product.inStock)
      throw inputError('The product is in stock; a stock alert is only for out-of-stock products.');
    await this.repository.subscribe({
      email,
      productId: product.id,
      storeViewId: context.store.storeView.id,
    });
    return { success: true };
  }
}
