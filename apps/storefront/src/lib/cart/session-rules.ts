// Cart session rules (commerce-core §4 "Cart loading", "Session"; ADR 0048), pure so they are
// unit-tested. The server side that performs them is lib/cart/cart-session.ts.

/**
 * A masked cart id as commerce makes them (32 random characters, DESIGN.md), with room to spare.
 * Anything else in the `cart` cookie is forged or stale and is never sent to commerce.
 */
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isCartId(value: string | null | undefined): value is string {
  return typeof value === 'string' && CART_ID.test(value);
}

export type CartSource =
  /** A customer token: the customer's own cart (customerCart), whatever the cart cookie says. */
  | { kind: 'customer' }
  /** A guest with a stored cart id: that cart (cart(cart_id)). */
  | { kind: 'guest'; cartId: string }
  /** Neither: no cart yet. One is created on the first add, never by merely looking. */
  | { kind: 'none' };

/** Spec §4: with a customer token the customer cart, otherwise the stored cart id, if any. */
export function cartSource(cookies: { customer?: string; cart?: string }): CartSource {
  if (cookies.customer) return { kind: 'customer' };
  if (isCartId(cookies.cart)) return { kind: 'guest', cartId: cookies.cart };
  return { kind: 'none' };
}

/**
 * What a failed load leaves behind. The customer's cart failing clears the token (spec §4: "on
 * failure clear the token"); a guest cart that cannot be loaded (gone, inactive, ordered, another
 * store's) clears the stored id, so the next add starts a new cart. A commerce that did not answer
 * (network, timeout, 5xx) clears nothing: the cart is still there when it comes back.
 */
export type LoadFailure = 'refused' | 'unreachable';

export function cookiesClearedAfterFailedLoad(
  source: CartSource,
  failure: LoadFailure,
): Array<'customer' | 'refreshToken' | 'cart'> {
  if (failure === 'unreachable' || source.kind === 'none') return [];
  return source.kind === 'customer' ? ['customer', 'refreshToken', 'cart'] : ['cart'];
}

/**
 * Spec §4 "On login": a guest cart and a customer cart that both exist and differ are merged (the
 * guest's lines into the customer's); otherwise the customer cart is used as it is.
 */
export function shouldMergeOnLogin(
  guestCartId: string | null | undefined,
  customerCartId: string,
): guestCartId is string {
  return isCartId(guestCartId) && guestCartId !== customerCartId;
}

/** A failed call as result.ts reports it (kind, and the HTTP status when there is one). */
export interface FailedCall {
  kind: 'graphql' | 'http' | 'network' | 'timeout';
  status?: number;
}

/** GraphQL errors and 4xx answers are commerce refusing the cart; the rest is commerce away. */
export function loadFailureOf(failure: FailedCall): LoadFailure {
  if (failure.kind === 'graphql') return 'refused';
  if (failure.kind === 'http' && failure.status !== undefined && failure.status < 500) {
    return 'refused';
  }
  return 'unreachable';
}
