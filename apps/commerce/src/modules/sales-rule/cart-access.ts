// What coupons and gift wrapping need of the cart module: its one guard, its row lock, its lines.
// The composition root adapts CartService to this, so these modules never reach cart SQL.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../context/request-context';
import type { Database } from '../../db/schema';
import { guardCart } from '../cart/guard';
import { itemUid } from '../cart/line-rules';
import type { CartItemModel, CartModel } from '../cart/models';
import { CartRepository } from '../cart/repository';
import type { CartService } from '../cart/service';
import type { ProductService } from '../catalog/product-service';
import type { CartLineSource } from '../pricing/cart-lines';

export interface CartAccess {
  /** The cart behind a masked id, through the guard (another's cart answers as a missing one). */
  guarded(context: RequestContext, maskedId: string): Promise<CartModel>;
  /**
   * Runs `work` in one transaction holding the cart's row lock, the guard passed inside it;
   * `db` is the transaction, `lines` the cart's lines as they are under the lock.
   */
  locked<T>(
    context: RequestContext,
    maskedId: string,
    work: (cart: CartModel, db: Kysely<Database>, lines: readonly CartItemModel[]) => Promise<T>,
  ): Promise<T>;
  /** A line's uid as clients see it. */
  itemUid(item: CartItemModel): string;
}

/** The cart module as coupons, gift wrapping and totals use it. */
export function cartAccessOf(
  db: Kysely<Database>,
  carts: CartService,
  products: ProductService,
): CartAccess & CartLineSource {
  const caller = (context: RequestContext) => ({
    customerId: context.customer?.id ?? null,
    storeViewId: context.store.storeView.id,
  });
  return {
    guarded: (context, maskedId) => carts.guarded(context, maskedId),
    async locked(context, maskedId, work) {
      // The guard's own checks of the id first (unless this request passed them already), then
      // again on the row under its lock.
      if (!carts.wasGuarded(context, maskedId)) await carts.guarded(context, maskedId);
      const run = (trx: Kysely<Database>) =>
        new CartRepository(trx).locked([maskedId], (locked) =>
          work(
            guardCart(locked.get(maskedId)?.cart, maskedId, caller(context)),
            trx,
            locked.get(maskedId)!.lines,
          ),
        );
      return db.isTransaction ? run(db) : db.transaction().execute(run);
    },
    itemUid: (item) => itemUid(item.id),
    async pricedLines(context, cart) {
      const lines = await carts.pricedLines(context, cart);
      return Promise.all(
        lines.map(async (line) => {
          const regular =
            line.item.productType === 'bundle'
              ? null
              : await products.regularUnitPriceMinor(context, line.pricedProductId);
          return {
            item: line.item,
            unitPriceMinor: line.unitPriceMinor,
            regularUnitPriceMinor: Math.max(regular ?? line.unitPriceMinor, line.unitPriceMinor),
            categoryIds: line.categoryIds,
            isVirtual:
              line.item.productType === 'virtual' || line.item.productType === 'downloadable',
          };
        }),
      );
    },
    linesSnapshot: (context, cart) => carts.linesOf(context, cart),
    async cartOfItem(context, item) {
      // The cart the request reached the line through, else read again.
      const cart =
        carts.knownCart(context, item.cartId) ?? (await new CartRepository(db).byId(item.cartId));
      // The line was reached through its guarded cart; a cart gone meanwhile has no prices.
      if (!cart) throw new Error(`cart ${item.cartId} of item ${item.id} is gone`);
      return cart;
    },
  };
}
