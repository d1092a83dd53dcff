// SQL for carts and their lines. Writes run through `locked`: one transaction that first takes
// the cart row with SELECT … FOR UPDATE, so concurrent writes to one cart happen one after the
// other on PostgreSQL and on PGlite alike.
import { sql, type Kysely, type Selectable } from 'kysely';
import { equalsAny, precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';
import type { CartItemModel, CartItemOptions, CartModel, CartProductType } from './models';
import type { CartItemsTable, CartsTable } from './tables';

type CartRow = Selectable<CartsTable>;

/** Lines read at once: two carts of at most 100 lines each (writes keep carts within 100). */
const MAX_LINES_READ = 200;
type ItemRow = Selectable<CartItemsTable>;

export interface NewLine {
  productId: number;
  productType: CartProductType;
  variantProductId: number | null;
  quantity: number;
  options: CartItemOptions;
  optionsKey: string;
}

export interface StoredLine extends CartItemModel {
  optionsKey: string;
}

/** A cart as read with its lines (oldest first). */
export interface LoadedCart {
  cart: CartModel;
  lines: StoredLine[];
}

/** Carts with their lines as one json array each: one round trip for both. */
function withLines(db: Kysely<Database>) {
  return db
    .selectFrom('carts as c')
    .selectAll('c')
    .select(
      sql<ItemRow[]>`coalesce((select json_agg(i order by i.id) from cart_items as i
        where i.cart_id = c.id), '[]'::json)`.as('lines'),
    );
}

// The statements every cart request sends, compiled once (ADR 0062).

/** The cart every cart request reads first (the guard's read). */
const cartByMaskedId = precompiled((db: Kysely<Database>, values: { maskedId: string }) =>
  withLines(db).where('c.masked_id', '=', values.maskedId),
);

/**
 * Every write's first statement: the carts' row locks, taken in id order, with their lines. In
 * READ COMMITTED a locking statement that waited for another writer answers that writer's cart
 * row, but reads everything else — the lines — as of the moment it started. So it also answers
 * the cart's version as of that moment: where the two differ, a writer committed meanwhile and
 * the lines are read again. Every change to a line raises its cart's version (migration 0025).
 */
const lockCarts = precompiled((db: Kysely<Database>, values: { maskedIds: readonly string[] }) =>
  withLines(db)
    .select(
      sql<number>`(select s.version from carts as s where s.id = c.id)`.as('version_at_start'),
    )
    .where(equalsAny('c.masked_id', values.maskedIds))
    .orderBy('c.id')
    .forUpdate('c'),
);

const touchCart = precompiled((db: Kysely<Database>, values: { cartId: number; at: Date }) =>
  db.updateTable('carts').set({ updated_at: values.at }).where('id', '=', values.cartId),
);

/** The lines of carts, per read bound (the bounds are the module's constants, written in). */
const linesWithin = new Map<number, ReturnType<typeof linesQuery>>();
function linesQuery(limit: number) {
  return precompiled((db: Kysely<Database>, values: { cartIds: readonly number[] }) =>
    db
      .selectFrom('cart_items')
      .selectAll()
      .where(equalsAny('cart_id', values.cartIds))
      .orderBy('cart_id')
      .orderBy('id')
      .limit(sql.lit(limit)),
  );
}

function toLoaded(row: CartRow & { lines: ItemRow[] }): LoadedCart {
  return { cart: toCart(row), lines: row.lines.map(toLine) };
}

export class CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `work` in one transaction holding the row lock of each cart in `maskedIds` (taken in id
   * order, so two merges of the same pair never deadlock). `work` receives the carts as locked,
   * with their lines (undefined for an unknown id), a repository over the transaction and the
   * transaction itself (for other modules' writes that belong to the same change).
   */
  async locked<T>(
    maskedIds: readonly string[],
    work: (
      carts: Map<string, LoadedCart>,
      repository: CartRepository,
      trx: Kysely<Database>,
    ) => Promise<T>,
  ): Promise<T> {
    const run = async (trx: Kysely<Database>) => {
      const carts = await lockCarts.execute(trx, { maskedIds });
      // A cart another writer changed while this one waited for its lock: its lines as they are
      // now, in a statement of their own (without this, a concurrent add would be lost).
      const changed = carts.filter((row) => row.version !== row.version_at_start);
      const reread =
        changed.length === 0
          ? []
          : await new CartRepository(trx).lines(
              changed.map((row) => row.id),
              MAX_LINES_READ,
            );
      return work(
        new Map(
          carts.map((row) => [
            row.masked_id,
            {
              cart: toCart(row),
              lines:
                row.version === row.version_at_start
                  ? row.lines.map(toLine)
                  : reread.filter((line) => line.cartId === row.id),
            },
          ]),
        ),
        new CartRepository(trx),
        trx,
      );
    };
    if (this.db.isTransaction) return run(this.db);
    return this.db.transaction().execute(run);
  }

  /** The cart and its lines, in one read. */
  async byMaskedId(maskedId: string): Promise<LoadedCart | undefined> {
    const row = await cartByMaskedId.executeTakeFirst(this.db, { maskedId });
    return row && toLoaded(row);
  }

  /** A cart by its internal id (for sibling modules reaching a cart through its guarded lines). */
  async byId(id: number): Promise<CartModel | undefined> {
    const row = await this.db
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toCart(row);
  }

  async activeOfCustomer(customerId: number): Promise<CartModel | undefined> {
    const row = await this.db
      .selectFrom('carts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    return row && toCart(row);
  }

  /** Inserts a cart; undefined when the masked id (or the customer's one active cart) exists. */
  async insert(cart: {
    maskedId: string;
    storeViewId: number;
    customerId: number | null;
  }): Promise<CartModel | undefined> {
    const row = await this.db
      .insertInto('carts')
      .values({
        masked_id: cart.maskedId,
        store_view_id: cart.storeViewId,
        customer_id: cart.customerId,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    return row && toCart(row);
  }

  async setEmail(cartId: number, email: string): Promise<void> {
    await this.db
      .updateTable('carts')
      .set({ email, updated_at: new Date() })
      .where('id', '=', cartId)
      .execute();
  }

  async moveToStore(cartId: number, storeViewId: number): Promise<void> {
    await this.db
      .updateTable('carts')
      .set({ store_view_id: storeViewId, updated_at: new Date() })
      .where('id', '=', cartId)
      .execute();
  }

  async deactivate(cartId: number): Promise<void> {
    await this.db
      .updateTable('carts')
      .set({ is_active: false, updated_at: new Date() })
      .where('id', '=', cartId)
      .execute();
  }

  /**
   * Gives a closed cart back to its shopper (its order's card payment failed). A customer cart
   * opened meanwhile with nothing in it — customerCart makes one for the header's count while the
   * shopper is with their bank — steps aside; one holding items stays, and the closed cart is not
   * given back. Answers whether it was.
   */
  async reactivate(cartId: number): Promise<boolean> {
    await this.db
      .updateTable('carts')
      .set({ is_active: false, updated_at: new Date() })
      .where('is_active', '=', true)
      .where('id', '!=', cartId)
      .where('customer_id', '=', (eb) =>
        eb
          .selectFrom('carts as closed')
          .select('closed.customer_id')
          .where('closed.id', '=', cartId),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('cart_items')
              .select('cart_items.id')
              .whereRef('cart_items.cart_id', '=', 'carts.id'),
          ),
        ),
      )
      .execute();
    const reopened = await this.db
      .updateTable('carts')
      .set({ is_active: true, updated_at: new Date() })
      .where('id', '=', cartId)
      .where('is_active', '=', false)
      .where((eb) =>
        eb.or([
          eb('customer_id', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('carts as other')
                .select('other.id')
                .whereRef('other.customer_id', '=', 'carts.customer_id')
                .where('other.is_active', '=', true),
            ),
          ),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    return reopened !== undefined;
  }

  async touch(cartId: number): Promise<void> {
    await touchCart.execute(this.db, { cartId, at: new Date() });
  }

  /** The lines of several carts, oldest first; `limit` bounds the read (lines are bounded on write). */
  async lines(cartIds: readonly number[], limit: number): Promise<StoredLine[]> {
    if (cartIds.length === 0) return [];
    if (!Number.isSafeInteger(limit) || limit <= 0) throw new RangeError(`bad line bound ${limit}`);
    let query = linesWithin.get(limit);
    if (!query) linesWithin.set(limit, (query = linesQuery(limit)));
    const rows = await query.execute(this.db, { cartIds });
    return rows.map(toLine);
  }

  /**
   * Inserts new lines and sets the quantities of existing ones, in two statements at most;
   * answers the inserted lines.
   */
  async saveLines(
    cartId: number,
    inserts: readonly NewLine[],
    quantities: ReadonlyMap<number, number>,
  ): Promise<StoredLine[]> {
    let inserted: StoredLine[] = [];
    if (inserts.length > 0) {
      const rows = await this.db
        .insertInto('cart_items')
        .values(
          inserts.map((line) => ({
            cart_id: cartId,
            product_id: line.productId,
            product_type: line.productType,
            variant_product_id: line.variantProductId,
            quantity: line.quantity,
            options: JSON.stringify(line.options),
            options_key: line.optionsKey,
          })),
        )
        .returningAll()
        .execute();
      inserted = rows.map(toLine);
    }
    if (quantities.size > 0) {
      const cases = [...quantities].map(([id, quantity]) => sql`when ${id} then ${quantity}::int`);
      await this.db
        .updateTable('cart_items')
        .set({
          quantity: sql<number>`case id ${sql.join(cases, sql` `)} end`,
          updated_at: new Date(),
        })
        .where('cart_id', '=', cartId)
        .where('id', 'in', [...quantities.keys()])
        .execute();
    }
    return inserted;
  }

  async deleteLines(cartId: number, itemIds: readonly number[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.db
      .deleteFrom('cart_items')
      .where('cart_id', '=', cartId)
      .where('id', 'in', [...itemIds])
      .execute();
  }

  async clear(cartId: number): Promise<void> {
    await this.db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  }

  /**
   * Deletes at most `limit` carts of these store views last updated before `updatedBefore`, with
   * everything hanging off them (lines, coupon, wrapping, addresses: cascades), in one short
   * statement; answers how many. A cart an order refers to is kept (the order's `cart_id` stays
   * true). A cart locked by a write under way is skipped: that write makes it recent anyway.
   */
  async deleteStale(
    storeViewIds: readonly number[],
    updatedBefore: Date,
    limit: number,
  ): Promise<number> {
    if (storeViewIds.length === 0) return 0;
    const result = await this.db
      .deleteFrom('carts')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('carts as c')
          .select('c.id')
          .where('c.store_view_id', 'in', [...storeViewIds])
          .where('c.updated_at', '<', updatedBefore)
          // The orders' reference onto carts, checked in the same statement (no order can start
          // in between: placing one locks the cart, and this skips locked carts).
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(selectFrom('orders as o').select('o.id').whereRef('o.cart_id', '=', 'c.id')),
            ),
          )
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toCart(row: CartRow): CartModel {
  return {
    id: row.id,
    maskedId: row.masked_id,
    storeViewId: row.store_view_id,
    customerId: row.customer_id,
    email: row.email,
    isActive: row.is_active,
    version: row.version,
  };
}

function toLine(row: ItemRow): StoredLine {
  return {
    id: row.id,
    cartId: row.cart_id,
    productId: row.product_id,
    productType: row.product_type,
    variantProductId: row.variant_product_id,
    quantity: row.quantity,
    options: row.options,
    optionsKey: row.options_key,
  };
}
