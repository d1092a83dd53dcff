// The one guard every cart operation passes, in Magento's order (GetCartForUser): the cart
// exists, is active, belongs to the request's store view, and is a guest cart used by a guest or
// the caller's own. Where Magento answers "The current user cannot perform operations on cart",
// this shop answers exactly as for a missing cart: another customer's cart, or a guest cart used
// by a signed-in customer, must not even be known to exist. That is why ownership is decided
// first, before "isn't active" or "wrong store" could tell a stranger anything.
import { inputError, noSuchEntityError } from '../../errors';
import { isMaskedIdShape } from './line-rules';
import type { CartModel } from './models';

export interface CartCaller {
  /** The signed-in customer, or null for a guest. */
  customerId: number | null;
  storeViewId: number;
}

/** The masked id as Magento's messages show it (an absurdly long one is cut). */
function shown(maskedId: string): string {
  return maskedId.length > 64 ? `${maskedId.slice(0, 64)}…` : maskedId;
}

export function cartNotFound(maskedId: string) {
  return noSuchEntityError(`Could not find a cart with ID "${shown(maskedId)}"`);
}

/** Magento's texts for an absent cart id argument. */
export function requireCartId(maskedId: string | null | undefined, field = 'cart_id'): string {
  if (!maskedId || maskedId.trim() === '') {
    throw inputError(`Required parameter "${field}" is missing`);
  }
  return maskedId;
}

/** A masked id that cannot exist needs no read: it is missing. */
export function plausibleMaskedId(maskedId: string): boolean {
  return isMaskedIdShape(maskedId);
}

export function guardCart(
  cart: CartModel | undefined,
  maskedId: string,
  caller: CartCaller,
): CartModel {
  if (!cart) throw cartNotFound(maskedId);
  if (cart.customerId !== caller.customerId) throw cartNotFound(maskedId);
  if (!cart.isActive) throw noSuchEntityError("The cart isn't active.");
  if (cart.storeViewId !== caller.storeViewId) {
    throw noSuchEntityError(`Wrong store code specified for cart "${shown(maskedId)}"`);
  }
  return cart;
}
