import 'server-only';
// The cart of the request's session (commerce-core §4 "Cart loading", "Session"; ADR 0048), on the
// server: the rules are lib/cart/session-rules.ts, this file performs them with commerce. Every
// cart method finds its cart here; no caller names a cart id.
import {
  CartDocument,
  CartTotalQtyDocument,
  CreateEmptyCartDocument,
  CustomerCartDocument,
  CustomerCartTotalQtyDocument,
  MergeCartsDocument,
  type CartFieldsFragment,
} from '@/gql/graphql';
import type { ApiContext } from '@/lib/commerce/define-api-method';
import { commerceRequest } from '@/lib/commerce/gateway';
import type { CommerceFailure, CommerceResult } from '@/lib/commerce/result';
import { cookieNames } from '@/lib/cookie-policy';
import {
  cartSource,
  cookiesClearedAfterFailedLoad,
  isCartId,
  loadFailureOf,
  shouldMergeOnLogin,
  type CartSource,
} from './session-rules';

/** A failure, retyped for another answer (its GraphQL data, if any, is dropped). */
function failed<T>(result: CommerceFailure): CommerceResult<T> {
  return result.kind === 'graphql' ? { ...result, data: null } : result;
}

function sourceOf(context: ApiContext): CartSource {
  return cartSource({
    customer: context.cookies.get(cookieNames.customer),
    cart: context.cookies.get(cookieNames.cart),
  });
}

function remember(context: ApiContext, cartId: string): void {
  if (context.cookies.get(cookieNames.cart) !== cartId)
    context.cookies.set(cookieNames.cart, cartId);
}

function forgetAfter(context: ApiContext, source: CartSource, failure: CommerceFailure): void {
  for (const name of cookiesClearedAfterFailedLoad(source, loadFailureOf(failure))) {
    context.cookies.delete(name);
  }
}

/** The session's cart, loaded whole; null when the shopper has none yet (none is created). */
export async function loadSessionCart(
  context: ApiContext,
): Promise<CommerceResult<CartFieldsFragment | null>> {
  const source = sourceOf(context);
  if (source.kind === 'none') return { ok: true, data: null };
  if (source.kind === 'customer') {
    const result = await commerceRequest(CustomerCartDocument, {}, context);
    if (!result.ok) {
      forgetAfter(context, source, result);
      return failed(result);
    }
    remember(context, result.data.customerCart.id);
    return { ok: true, data: result.data.customerCart };
  }
  const result = await commerceRequest(CartDocument, { cartId: source.cartId }, context);
  if (result.ok && result.data.cart) return { ok: true, data: result.data.cart };
  if (result.ok) {
    context.cookies.delete(cookieNames.cart);
    return { ok: true, data: null };
  }
  forgetAfter(context, source, result);
  // Spec §4: a guest cart that fails to load is forgotten; the next add starts a new one.
  return loadFailureOf(result) === 'refused' ? { ok: true, data: null } : failed(result);
}

/** The session cart's total quantity (the header count); 0 without a cart. Creates nothing. */
export async function sessionCartQuantity(context: ApiContext): Promise<CommerceResult<number>> {
  const source = sourceOf(context);
  if (source.kind === 'none') return { ok: true, data: 0 };
  if (source.kind === 'customer') {
    const result = await commerceRequest(CustomerCartTotalQtyDocument, {}, context);
    if (result.ok) return { ok: true, data: result.data.customerCart.total_quantity };
    forgetAfter(context, source, result);
    return failed(result);
  }
  const result = await commerceRequest(CartTotalQtyDocument, { cartId: source.cartId }, context);
  if (result.ok) return { ok: true, data: result.data.cart?.total_quantity ?? 0 };
  forgetAfter(context, source, result);
  if (loadFailureOf(result) === 'refused') return { ok: true, data: 0 };
  return failed(result);
}

/** The session cart's id when there is one, without creating a cart. */
export async function existingCartId(context: ApiContext): Promise<CommerceResult<string | null>> {
  const source = sourceOf(context);
  if (source.kind === 'none') return { ok: true, data: null };
  if (source.kind === 'guest') return { ok: true, data: source.cartId };
  const result = await commerceRequest(CustomerCartTotalQtyDocument, {}, context);
  if (!result.ok) {
    forgetAfter(context, source, result);
    return failed(result);
  }
  remember(context, result.data.customerCart.id);
  return { ok: true, data: result.data.customerCart.id };
}

/** A new guest cart, remembered in the `cart` cookie. */
async function createGuestCart(context: ApiContext): Promise<CommerceResult<string>> {
  const result = await commerceRequest(CreateEmptyCartDocument, {}, context);
  if (!result.ok) return failed(result);
  const cartId = result.data.createEmptyCart;
  if (!isCartId(cartId)) {
    return { ok: false, kind: 'http', status: 200, message: 'Commerce answered no cart id' };
  }
  context.cookies.set(cookieNames.cart, cartId);
  return { ok: true, data: cartId };
}

/** Spec §4 "Add to cart": ensure a cart exists — the session's, else a new one (first add only). */
export async function ensureCartId(context: ApiContext): Promise<CommerceResult<string>> {
  const existing = await existingCartId(context);
  if (!existing.ok) return failed(existing);
  return existing.data ? { ok: true, data: existing.data } : createGuestCart(context);
}

/** Commerce's answer for a cart that is gone: missing, inactive (ordered), or not this shopper's. */
function cartIsGone(result: CommerceResult<unknown>): boolean {
  return (
    !result.ok &&
    result.kind === 'graphql' &&
    result.errors.some((error) =>
      // Not any graphql-no-such-entity: an invalid coupon code is one too (Magento), and the
      // cart is still there.
      /Could not find a cart|The cart isn't active|Wrong store code specified for cart/.test(
        error.message,
      ),
    )
  );
}

/**
 * Runs a change on the session's cart, creating one if `create` and there is none. A guest cart
 * that has gone since it was stored (ordered, expired, another store's) is forgotten and, when
 * `create`, the change runs once more on a new cart (spec §4: "clear the stored id and create a
 * new cart").
 */
export async function withSessionCart<T>(
  context: ApiContext,
  options: { create: boolean },
  change: (cartId: string) => Promise<CommerceResult<T>>,
): Promise<CommerceResult<T> | null> {
  const found = options.create ? await ensureCartId(context) : await existingCartId(context);
  if (!found.ok) return failed(found);
  if (!found.data) return null;
  const result = await change(found.data);
  if (!cartIsGone(result) || sourceOf(context).kind !== 'guest') return result;
  context.cookies.delete(cookieNames.cart);
  if (!options.create) return null;
  const fresh = await createGuestCart(context);
  if (!fresh.ok) return failed(fresh);
  return change(fresh.data);
}

/**
 * Spec §4 "On login": the guest cart and the customer cart, when both exist and differ, are
 * merged (the guest's lines into the customer's); then the `cart` cookie follows the customer
 * cart. Runs after the customer cookie was written. A refused merge (the guest cart already
 * ordered or gone) leaves the customer cart as it is; login never fails because of the cart.
 */
export async function adoptCartOnLogin(context: ApiContext): Promise<void> {
  const guestCartId = context.cookies.get(cookieNames.cart);
  const customer = await commerceRequest(CustomerCartTotalQtyDocument, {}, context);
  if (!customer.ok) return;
  const customerCartId = customer.data.customerCart.id;
  if (shouldMergeOnLogin(guestCartId, customerCartId)) {
    await commerceRequest(
      MergeCartsDocument,
      { sourceCartId: guestCartId, destinationCartId: customerCartId },
      context,
    );
  }
  remember(context, customerCartId);
}

/** mergeCarts on demand: the stored guest cart into the customer's; the customer cart after. */
export async function mergeSessionCarts(
  context: ApiContext,
): Promise<CommerceResult<CartFieldsFragment | null>> {
  if (!context.cookies.get(cookieNames.customer)) return { ok: true, data: null };
  await adoptCartOnLogin(context);
  return loadSessionCart(context);
}
