// Table types of the gift wrap module (migration 0018). db/tables.api.test.ts checks them against
// the migrated database.
import type { Generated } from 'kysely';

/** A cart line that is gift wrapped. */
export interface CartItemGiftWrapsTable {
  cart_item_id: number;
}

/** The cart's one gift message, plain text. */
export interface CartGiftMessagesTable {
  cart_id: number;
  message: Generated<string>;
  sender: Generated<string>;
  recipient: Generated<string>;
}

export interface GiftWrapTables {
  cart_item_gift_wraps: CartItemGiftWrapsTable;
  cart_gift_messages: CartGiftMessagesTable;
}
