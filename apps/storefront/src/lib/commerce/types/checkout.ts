// Checkout view models (ADR 0054): the cart with what checkout sets on it — addresses, the shipping
// method, the payment method — reshaped in reshape/checkout.ts. Like CartView, no cart id.
import type { Money } from '@/lib/catalog/money';
import type { CartView } from './cart';
import type { OrderTotalsRow } from './order';

/** A cart address (Magento's CartAddressInterface). */
export interface CheckoutAddressView {
  firstname: string;
  lastname: string;
  company: string;
  /** Commerce-core §3: street, apartment, neighborhood and extra, in that order. */
  street: string[];
  city: string;
  postcode: string;
  countryCode: string;
  countryName: string;
  region: string;
  regionId: number | null;
  telephone: string;
}

/** A shipping method commerce offers for the cart's shipping address. */
export interface ShippingMethodView {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** What the shopper pays, as the store shows prices (Magento's `amount`). */
  amount: Money;
  available: boolean;
  errorMessage: string | null;
}

export interface SelectedShippingMethodView {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amount: Money;
}

/**
 * A payment method the cart offers. `needsFields` marks one that asks for its own fields (a card)
 * before the order can be placed; the offline methods need none.
 */
export interface PaymentMethodView {
  code: string;
  title: string;
  needsFields: boolean;
}

export interface CheckoutView {
  cart: CartView;
  /** The e-mail on the cart: a guest's, or the signed-in customer's own. */
  email: string | null;
  isVirtual: boolean;
  /** The first shipping address (commerce-core §3: the first entry is used). */
  shippingAddress: CheckoutAddressView | null;
  shippingMethods: ShippingMethodView[];
  selectedShippingMethod: SelectedShippingMethodView | null;
  billingAddress: CheckoutAddressView | null;
  paymentMethods: PaymentMethodView[];
  selectedPaymentMethod: string | null;
}

/** placeOrder: the order's number, and whether an account was created with it. */
export interface PlacedOrderView {
  orderNumber: string;
  accountCreated: boolean;
  /** Why the account could not be created (the order stands); null when it was or none asked. */
  accountError: string | null;
}

/** The thank-you page's summary of the order just placed (read back from commerce). */
export interface OrderSummaryView {
  number: string;
  shippingMethod: string | null;
  /** `price` per unit and `rowTotalMinor` per line, with tax where the storefront shows prices so. */
  lines: Array<{
    name: string;
    sku: string;
    quantity: number;
    price: Money;
    rowTotalMinor: number | null;
  }>;
  /** Subtotal, discounts, shipping, taxes and the grand total, as the order history shows them. */
  totals: OrderTotalsRow[];
}

/** Where a card payment stands (commerce's StripePaymentStatus, ADR 0053). */
export type CardPaymentStatus = 'PAID' | 'PENDING' | 'REQUIRES_ACTION' | 'FAILED' | 'EXPIRED';

/**
 * placeOrderByStripe and handlePaymentCallback (ADR 0056). The intent's id and client secret only
 * while the shopper still has to authenticate the card (Stripe.js needs them); never the cart id.
 */
export interface CardPaymentView {
  status: CardPaymentStatus;
  orderNumber: string | null;
  /** For 3-D Secure: Stripe.js's handleNextAction, then the payment-processing page. */
  paymentIntentId: string | null;
  clientSecret: string | null;
  /** Where Stripe asks to send the shopper for 3-D Secure. */
  redirectUrl: string | null;
  accountCreated: boolean;
  accountError: string | null;
}
