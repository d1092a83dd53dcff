// The order just placed, as the thank-you page needs it after the cart is gone (ADR 0054): kept
// in the httpOnly `lastOrder` cookie for an hour. Pure: encoding and a strict parse, since a
// cookie is input like any other.
import { z } from 'zod';

const lastOrderSchema = z
  .object({
    number: z.string().min(1).max(64),
    email: z.string().max(254),
    firstname: z.string().max(255),
    lastname: z.string().max(255),
    /** Placed by a guest who has no account yet: the thank-you page offers one. */
    guest: z.boolean(),
    /** How the order is read back: a guest's by number, e-mail and billing postcode. */
    placedBy: z.enum(['guest', 'customer']),
    postcode: z.string().max(40),
    /**
     * A guest order's token (commerce's `orderV2.token`): what lets the account made with the
     * order claim it (ADR 0060). Server-side only, as the whole cookie is.
     */
    token: z.string().min(1).max(64).optional(),
  })
  .strict();

export type LastOrder = z.output<typeof lastOrderSchema>;

export function encodeLastOrder(order: LastOrder): string {
  return encodeURIComponent(JSON.stringify(order));
}

export function parseLastOrder(raw: string | undefined): LastOrder | null {
  if (!raw || raw.length > 2048) return null;
  try {
    const parsed = lastOrderSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The order once the guest made an account with it: no more offer of one and, when commerce gave
 * the order to the account, read back among the customer's orders, its token spent.
 */
export function lastOrderWithAccount(order: LastOrder, assigned: boolean): LastOrder {
  if (!assigned) return { ...order, guest: false };
  const { token: _spent, ...rest } = order;
  return { ...rest, guest: false, placedBy: 'customer' };
}
