// SQL for wish lists and their items: one wish list per customer, created on first read as
// Magento's Wishlist::loadByCustomerId($customerId, true) does. Every item query names the wish
// list, and every wish list query the customer, so no one else's row is read or changed whatever
// id a caller sends.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredBundleSelection, WishlistItemsTable, WishlistsTable } from './tables';

export type WishlistRow = Selectable<WishlistsTable>;
export type WishlistItemRow = Selectable<WishlistItemsTable>;

export interface NewWishlistItem {
  product_id: number;
  child_product_id: number | null;
  bundle_options: StoredBundleSelection[];
  quantity: number;
  description: string | null;
}

export class WishlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The customer's wish list, created when there is none (concurrent first reads make one). */
  async forCustomer(customerId: number): Promise<WishlistRow> {
    await this.db
      .insertInto('wishlists')
      // Magento's sharing code: 32 random hexadecimal characters.
      .values({ customer_id: customerId, sharing_code: randomBytes(16).toString('hex') })
      .onConflict((conflict) => conflict.column('customer_id').doNothing())
      .execute();
    return this.db
      .selectFrom('wishlists')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
  }

  /** A wish list by id, only when it is the customer's own. */
  find(customerId: number, id: number): Promise<WishlistRow | undefined> {
    return this.db
      .selectFrom('wishlists')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Runs `work` in one transaction holding the customer's wish list row (`FOR UPDATE`), so two
   * concurrent changes to one wish list happen one after the other. `work` gets null when the
   * wish list is not the customer's.
   */
  async changing<T>(
    customerId: number,
    wishlistId: number,
    work: (repository: WishlistRepository, wishlist: WishlistRow | null) => Promise<T>,
  ): Promise<T> {
    const locked = async (db: Kysely<Database>) => {
      const wishlist = await db
        .selectFrom('wishlists')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('id', '=', wishlistId)
        .forUpdate()
        .executeTakeFirst();
      return work(new WishlistRepository(db), wishlist ?? null);
    };
    if (this.db.isTransaction) return locked(this.db);
    return this.db.transaction().execute(locked);
  }

  /** Marks the wish list changed (Wishlist.updated_at) and answers it as it is now. */
  touch(wishlistId: number): Promise<WishlistRow> {
    return this.db
      .updateTable('wishlists')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', wishlistId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async countItems(wishlistId: number): Promise<number> {
    const row = await this.db
      .selectFrom('wishlist_items')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('wishlist_id', '=', wishlistId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The wish list's items, oldest first (Magento lists them by id). */
  items(wishlistId: number, limit: number, offset = 0): Promise<WishlistItemRow[]> {
    return this.db
      .selectFrom('wishlist_items')
      .selectAll()
      .where('wishlist_id', '=', wishlistId)
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  insertItem(wishlistId: number, item: NewWishlistItem): Promise<WishlistItemRow> {
    return this.db
      .insertInto('wishlist_items')
      .values({
        wishlist_id: wishlistId,
        product_id: item.product_id,
        child_product_id: item.child_product_id,
        bundle_options: JSON.stringify(item.bundle_options),
        quantity: item.quantity,
        description: item.description,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateItem(
    wishlistId: number,
    id: number,
    changes: {
      quantity?: number;
      description?: string | null;
      child_product_id?: number | null;
      bundle_options?: StoredBundleSelection[];
    },
  ): Promise<void> {
    const { bundle_options, ...rest } = changes;
    await this.db
      .updateTable('wishlist_items')
      .set({
        ...rest,
        ...(bundle_options ? { bundle_options: JSON.stringify(bundle_options) } : {}),
      })
      .where('wishlist_id', '=', wishlistId)
      .where('id', '=', id)
      .execute();
  }

  async deleteItem(wishlistId: number, id: number): Promise<void> {
    await this.db
      .deleteFrom('wishlist_items')
      .where('wishlist_id', '=', wishlistId)
      .where('id', '=', id)
      .execute();
  }
}
