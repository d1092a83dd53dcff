// The cart a card payment waits on while the shopper is with their bank (3-D Secure, ADR 0056).
// Placing the order closes the cart, and any cart call meanwhile — the header's count on the page
// Stripe returns to — finds it closed and forgets the `cart` cookie. A failed payment reopens the
// cart in commerce; this cookie lets the payment step find it again. Pure: encoding and a strict
// parse, since a cookie is input like any other.
import { isCartId } from '@/lib/cart/session-rules';

export interface PayingCart {
  /** The order placed from the cart, whose payment is awaited. */
  orderNumber: string;
  cartId: string;
}

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,64}$/;

export function encodePayingCart(paying: PayingCart): string {
  return `${paying.orderNumber}.${paying.cartId}`;
}

export function parsePayingCart(raw: string | undefined): PayingCart | null {
  if (!raw || raw.length > 256) return null;
  const dot = raw.indexOf('.');
  if (dot < 0) return null;
  const orderNumber = raw.slice(0, dot);
  const cartId = raw.slice(dot + 1);
  return ORDER_NUMBER.test(orderNumber) && isCartId(cartId) ? { orderNumber, cartId } : null;
}

/**
 * The cart to give the session back once the payment of `orderNumber` has failed: the one kept
 * for that very order, never one kept for another.
 */
export function cartGivenBack(raw: string | undefined, orderNumber: string | null): string | null {
  const paying = parsePayingCart(raw);
  return paying && orderNumber !== null && paying.orderNumber === orderNumber
    ? paying.cartId
    : null;
}
