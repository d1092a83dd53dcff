// Back-in-stock alerts: an e-mail address asks to hear when an out-of-stock product returns.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';

const emailSchema = z.email().max(254);

export class StockAlertService {
  constructor(private readonly db: Kysely<Database>) {}

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
    const product = await this.db
      .selectFrom('products as p')
      .innerJoin('product_websites as w', 'w.product_id', 'p.id')
      .leftJoin('product_stock_index as s', 's.product_id', 'p.id')
      .select(['p.id', 'p.is_product_alert_available', 's.in_stock'])
      .where('p.sku', '=', sku)
      .where('p.status', '=', 1)
      .where('w.website_id', '=', context.store.storeView.website.id)
      .executeTakeFirst();
    if (!product)
      throw noSuchEntityError(
        `The product that was requested doesn't exist. Verify the product and try again.`,
      );
    if (!product.is_product_alert_available)
      throw inputError('Stock alerts are not available for this product.');
    if (product.in_stock)
      throw inputError('The product is in stock; a stock alert is only for out-of-stock products.');
    await this.db
      .insertInto('product_alert_stock')
      .values({ email, product_id: product.id, store_view_id: context.store.storeView.id })
      .onConflict((conflict) =>
        conflict.columns(['email', 'product_id', 'store_view_id']).doNothing(),
      )
      .execute();
    return { success: true };
  }
}
