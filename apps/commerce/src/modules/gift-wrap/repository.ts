// SQL for the cart's wrapped lines and its gift message.
import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';

/** Read by every cart answer: compiled once (ADR 0062). */
const wrappedLines = precompiled((db: Kysely<Database>, values: { cartId: number }) =>
  db
    .selectFrom('cart_item_gift_wraps as w')
    .innerJoin('cart_items as i', 'i.id', 'w.cart_item_id')
    .where('i.cart_id', '=', values.cartId)
    .select('w.cart_item_id'),
);

export interface GiftMessageRecord {
  message: string;
  from: string;
  to: string;
}

export class GiftWrapRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The wrapped lines of a cart. */
  async wrappedItemsOfCart(cartId: number): Promise<Set<number>> {
    const rows = await wrappedLines.execute(this.db, { cartId });
    return new Set(rows.map((row) => row.cart_item_id));
  }

  async wrap(itemIds: readonly number[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.db
      .insertInto('cart_item_gift_wraps')
      .values(itemIds.map((id) => ({ cart_item_id: id })))
      .onConflict((oc) => oc.column('cart_item_id').doNothing())
      .execute();
  }

  async unwrap(itemIds: readonly number[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.db
      .deleteFrom('cart_item_gift_wraps')
      .where('cart_item_id', 'in', [...itemIds])
      .execute();
  }

  async message(cartId: number): Promise<GiftMessageRecord | undefined> {
    const row = await this.db
      .selectFrom('cart_gift_messages')
      .where('cart_id', '=', cartId)
      .select(['message', 'sender', 'recipient'])
      .executeTakeFirst();
    return row && { message: row.message, from: row.sender, to: row.recipient };
  }

  async setMessage(cartId: number, value: GiftMessageRecord): Promise<void> {
    const values = { message: value.message, sender: value.from, recipient: value.to };
    await this.db
      .insertInto('cart_gift_messages')
      .values({ cart_id: cartId, ...values })
      .onConflict((oc) => oc.column('cart_id').doUpdateSet(values))
      .execute();
  }

  async removeMessage(cartId: number): Promise<void> {
    await this.db.deleteFrom('cart_gift_messages').where('cart_id', '=', cartId).execute();
  }
}
