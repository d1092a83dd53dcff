// The sales module's pure rules: order numbers, order tokens, the state an order starts in for
// its payment method, Magento's placeOrder messages and error codes, and status labels.
import { randomBytes } from 'node:crypto';
import { CommerceError, type ErrorCategory } from '../../errors';
import type { OrderState, OrderStatus } from './models';

/** Digits of an order number after its prefix (Magento's sequence pattern %s%'.09d%s). */
export const ORDER_NUMBER_DIGITS = 9;
/** Longest order number or token a lookup reads; anything longer cannot exist. */
export const MAX_ORDER_NUMBER_LENGTH = 32;
export const ORDER_TOKEN_LENGTH = 43;

/** Magento's increment id: the store view's prefix, then the sequence value in nine digits. */
export function orderNumber(prefix: string, value: number): string {
  return `${prefix}${String(value).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

/**
 * The number an order is written under until the placement takes its real one, just before the
 * transaction commits (ADR 0058). Unique through the order's token; never visible outside the
 * placement's transaction, and never a Magento number (those are digits).
 */
export function provisionalOrderNumber(token: string): string {
  return `~${token}`.slice(0, MAX_ORDER_NUMBER_LENGTH);
}

/** The token of guestOrderByToken: 256 random bits, base64url (43 characters). */
export function newOrderToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface OrderStart {
  state: OrderState;
  status: OrderStatus;
}

/** Offline methods: the order waits for the money as Magento's (state new, status pending). */
const OFFLINE_METHODS = new Set(['checkmo', 'cashondelivery', 'banktransfer', 'purchaseorder']);

export const PENDING: OrderStart = { state: 'new', status: 'pending' };
export const PENDING_PAYMENT: OrderStart = { state: 'pending_payment', status: 'pending_payment' };
export const PROCESSING: OrderStart = { state: 'processing', status: 'processing' };
export const CANCELED: OrderStart = { state: 'canceled', status: 'canceled' };

/**
 * The state a placed order starts in. `checkmo`, `cashondelivery` (and the other offline methods):
 * pending. `free` (nothing to pay): pending, or processing when the store invoices free orders at
 * once (Magento's payment/free/payment_action = authorize_capture). Anything else waits for its
 * payment (pending_payment) until markOrderPaid or cancelOrder.
 */
export function initialOrderState(method: string, freePaymentAction: string | null): OrderStart {
  if (OFFLINE_METHODS.has(method)) return PENDING;
  if (method === 'free') return freePaymentAction === 'authorize_capture' ? PROCESSING : PENDING;
  return PENDING_PAYMENT;
}

/** Magento's PlaceOrderErrorCodes (2.4.7). */
export type PlaceOrderErrorCode =
  | 'CART_NOT_FOUND'
  | 'CART_NOT_ACTIVE'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

/** Magento's texts for what stops an order. */
export const PLACE_ORDER_MESSAGES = {
  guestEmailMissing: 'Guest email for cart is missing.',
  noShippingAddress:
    "Some addresses can't be used due to the configurations for specific countries.",
  noShippingMethod: 'The shipping method is missing. Select the shipping method and try again.',
  noBillingAddress: 'Please check the billing address information.',
  noPaymentMethod: 'Enter a valid payment method and try again.',
  emptyCart: 'Cart does not contain products.',
  outOfStock: 'Your desired amount of the product is not available at this time',
  cartChanged: 'The cart changed while the order was being placed. Review the cart and try again.',
  couponNotValid: "The coupon code isn't valid. Verify the code and try again.",
  paymentNotAvailable: 'The requested Payment Method is not available.',
} as const;

/** The code Magento's ErrorMapper gives a message placeOrder failed with. */
export function placeOrderErrorCode(message: string): PlaceOrderErrorCode {
  if (message.startsWith('Could not find a cart with ID')) return 'CART_NOT_FOUND';
  if (message === "The cart isn't active.") return 'CART_NOT_ACTIVE';
  if (message === PLACE_ORDER_MESSAGES.guestEmailMissing) return 'GUEST_EMAIL_MISSING';
  if (message.startsWith('Wrong store code specified for cart')) return 'CART_NOT_FOUND';
  if ((Object.values(PLACE_ORDER_MESSAGES) as string[]).includes(message))
    return 'UNABLE_TO_PLACE_ORDER';
  return 'UNDEFINED';
}

/** A placeOrder refusal: the category as Magento's, and its PlaceOrderErrorCodes value. */
export function placeOrderError(
  message: string,
  category: ErrorCategory = 'graphql-input',
): CommerceError {
  return new CommerceError(message, category, { error_code: placeOrderErrorCode(message) });
}

/** The same refusal with its code, for errors other modules raised (the cart's guard). */
export function withPlaceOrderCode(error: unknown): unknown {
  if (!(error instanceof CommerceError) || 'error_code' in error.extensions) return error;
  return new CommerceError(error.message, error.category, {
    ...error.extensions,
    error_code: placeOrderErrorCode(error.message),
  });
}

/** Magento's status labels (sales_order_status), per storefront language. */
const STATUS_LABELS: Record<'en' | 'de', Record<OrderStatus, string>> = {
  en: {
    pending: 'Pending',
    pending_payment: 'Pending Payment',
    processing: 'Processing',
    complete: 'Complete',
    canceled: 'Canceled',
  },
  de: {
    pending: 'Offen',
    pending_payment: 'Zahlung ausstehend',
    processing: 'In Bearbeitung',
    complete: 'Abgeschlossen',
    canceled: 'Storniert',
  },
};

export function statusLabel(status: OrderStatus, language: 'en' | 'de'): string {
  return STATUS_LABELS[language][status];
}

/** Magento's order dates: "2024-03-18 08:40:14" (UTC). */
export function orderDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
