// What mergeCarts carries besides the lines (Magento's Quote::merge): other modules keep choices on
// a cart or its lines (gift wrapping, the coupon) in their own tables, so each carries its own,
// inside the merge's transaction, through this port. The composition root lists the carriers.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../context/request-context';
import type { Database } from '../../db/schema';
import type { CartModel } from './models';

/** A line of the guest cart and the customer's line it went into (new or summed). */
export interface MergedLine {
  fromItemId: number;
  intoItemId: number;
}

export interface CartMerge {
  /** The guest cart, deactivated by the merge. */
  from: CartModel;
  /** The customer's cart. */
  into: CartModel;
  /** Lines that came across; lines left behind (beyond the cart's limit) are not listed. */
  lines: readonly MergedLine[];
}

/** Runs after the merge committed, in the request: a check by the carrier's own rules. */
export type MergeFollowUp = (context: RequestContext) => Promise<void>;

export interface MergeCarrier {
  /** Carries the module's choices; `db` is the merge's transaction, holding both carts' locks. */
  carry(merge: CartMerge, db: Kysely<Database>): Promise<MergeFollowUp | undefined>;
}
