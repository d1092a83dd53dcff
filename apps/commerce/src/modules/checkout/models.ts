// What checkout hands to field resolvers and to sibling modules (orders, the storefront's checkout
// through GraphQL): the cart's addresses, its shipping method with its amount, its payment method.
// Money is integer minor units.
import type { CartModel } from '../cart/models';

/** An address on the cart, as stored (validated on the way in). */
export interface CartAddressModel {
  cart: CartModel;
  type: 'shipping' | 'billing';
  customerAddressId: number | null;
  firstname: string;
  lastname: string;
  company: string | null;
  /** One to four lines, none empty. */
  street: string[];
  city: string;
  region: string | null;
  regionCode: string | null;
  regionId: number | null;
  postcode: string | null;
  /** ISO 3166-1 alpha-2. */
  countryId: string;
  telephone: string;
  saveInAddressBook: boolean;
  customerNotes: string | null;
}

export interface ShippingAddressModel extends CartAddressModel {
  type: 'shipping';
  /** The spec's shipping method type; "delivery" is the only one offered. */
  shippingMethodType: string | null;
  /** The chosen method's codes as stored; served only while the method is available. */
  carrierCode: string | null;
  methodCode: string | null;
}

export interface BillingAddressModel extends CartAddressModel {
  type: 'billing';
  /** The billing address was also set as the shipping address (Magento's same_as_shipping). */
  sameAsShipping: boolean;
}

/** A shipping rate for the cart's shipping address, in the website's base currency. */
export interface ShippingRate {
  carrierCode: string;
  carrierTitle: string;
  /** Null for a carrier's error rate (not available). */
  methodCode: string | null;
  methodTitle: string | null;
  /** In the base currency, as the catalog's prices (incl. tax where they include it). */
  amountMinor: number;
  available: boolean;
  errorMessage: string | null;
}

/** The chosen shipping method with its amounts (free-shipping rules applied). */
export interface SelectedShippingMethodModel {
  carrierCode: string;
  carrierTitle: string;
  methodCode: string;
  methodTitle: string;
  /** Display currency, as the shopper sees prices. */
  amountMinor: number;
  /** The website's base currency (what an order records). */
  baseAmountMinor: number;
  currency: string;
  baseCurrency: string;
}

export interface PaymentMethodModel {
  code: string;
  title: string;
}

export interface SelectedPaymentModel extends PaymentMethodModel {
  purchaseOrderNumber: string | null;
}

/** Everything an order needs of the cart's checkout, read through the guard. */
export interface CartCheckout {
  shippingAddress: ShippingAddressModel | null;
  /** The chosen method while it is still available for the address, else null. */
  shippingMethod: SelectedShippingMethodModel | null;
  billingAddress: BillingAddressModel | null;
  /** The chosen payment method while it is still available for the cart, else null. */
  paymentMethod: SelectedPaymentModel | null;
}
