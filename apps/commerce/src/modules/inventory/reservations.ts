// Stock reservations (Magento MSI's inventory_reservation, ADR 0021 and 0052). Placing an order
// appends a negative reservation per product; cancelling it appends the compensating positive one.
// `inventory.reserved` carries their running sum, and the one statement that raises it also checks
// that the stock suffices: concurrent orders for the last units queue on the stock row and are
// answered one after the other, so no unit is sold twice. Runs in the order's transaction.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class ReservationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Holds `quantities` (product id → units), products in id order (so two orders never wait for
   * each other's rows crosswise). Answers the products whose stock did not suffice; when any did
   * not, the caller must roll back (some rows may have been raised already). `record` then writes
   * the reservation rows once the order has its id.
   */
  async hold(quantities: ReadonlyMap<number, number>): Promise<number[]> {
    const short: number[] = [];
    const ids = [...quantities.keys()].sort((a, b) => a - b);
    for (const productId of ids) {
      const units = quantities.get(productId)!;
      const raised = await this.db
        .updateTable('inventory')
        .set({ reserved: sql<number>`reserved + ${units}::int` })
        .where('product_id', '=', productId)
        .where('stock_status', '=', 'IN_STOCK')
        .where((eb) =>
          eb.or([eb('manage_stock', '=', false), eb(sql`qty - reserved`, '>=', units)]),
        )
        .executeTakeFirst();
      if (Number(raised.numUpdatedRows) !== 1) short.push(productId);
    }
    return short;
  }

  /** The order's reservation rows (negative quantities) for what `hold` raised. */
  async record(orderId: number, quantities: ReadonlyMap<number, number>): Promise<void> {
    const ids = [...quantities.keys()].sort((a, b) => a - b);
    if (ids.length > 0) {
      await this.db
        .insertInto('inventory_reservations')
        .values(
          ids.map((productId) => ({
            product_id: productId,
            quantity: -quantities.get(productId)!,
            event_type: 'order_placed' as const,
            object_type: 'order' as const,
            object_id: orderId,
          })),
        )
        .execute();
    }
  }

  /**
   * Appends the compensating reservations of an order (what it still holds, per product) and
   * lowers `inventory.reserved` by them; answers the product ids released.
   */
  async release(orderId: number): Promise<number[]> {
    const held = await this.db
      .selectFrom('inventory_reservations')
      .select(['product_id', sql<string>`sum(quantity)`.as('held')])
      .where('object_type', '=', 'order')
      .where('object_id', '=', orderId)
      .groupBy('product_id')
      .orderBy('product_id')
      .execute();
    const open = held
      .map((row) => ({ productId: row.product_id, units: -Number(row.held) }))
      .filter((row) => row.units > 0);
    for (const { productId, units } of open) {
      await this.db
        .updateTable('inventory')
        .set({ reserved: sql<number>`greatest(reserved - ${units}::int, 0)` })
        .where('product_id', '=', productId)
        .execute();
    }
    if (open.length > 0) {
      await this.db
        .insertInto('inventory_reservations')
        .values(
          open.map(({ productId, units }) => ({
            product_id: productId,
            quantity: units,
            event_type: 'order_canceled' as const,
            object_type: 'order' as const,
            object_id: orderId,
          })),
        )
        .execute();
    }
    return open.map((row) => row.productId);
  }
}
