// SQL of the inventory module: stock alert subscriptions.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class StockAlertRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One subscription per e-mail, product and store view; a second one changes nothing. */
  async subscribe(row: { email: string; productId: number; storeViewId: number }): Promise<void> {
    await this.db
      .insertInto('product_alert_stock')
      .values({ email: row.email, product_id: row.productId, store_view_id: row.storeViewId })
      .onConflict((conflict) =>
        conflict.columns(['email', 'product_id', 'store_view_id']).doNothing(),
      )
      .execute();
  }
}
