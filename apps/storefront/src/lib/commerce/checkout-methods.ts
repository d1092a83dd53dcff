import 'server-only';
// Registry methods of checkout (commerce-core §4 "Checkout sub-steps", §7; ADR 0054). Like the
// cart methods, none takes a cart id: each finds the session's cart on the server
// (lib/cart/cart-session.ts) and answers a CheckoutView (no id). Commerce checks every address id
// and cart against the session; these methods add no trust of their own.
import {
  AssignGuestOrderToCustomerDocument,
  type BillingAddressInput,
  type CartAddressInput,
  CheckoutCartDocument,
  CustomerOrderSummaryDocument,
  GuestOrderSummaryDocument,
  PlaceOrderDocument,
  SetBillingAddressOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressesOnCartDocument,
  SetShippingMethodsOnCartDocument,
} from '@/gql/graphql';
import { existingCartId, withSessionCart } from '@/lib/cart/cart-session';
import {
  billingAddressArguments,
  createAccountAfterOrderArguments,
  paymentMethodSchema,
  placeOrderArguments,
  shippingAddressArguments,
  shippingMethodSchema,
} from '@/lib/checkout/checkout-schemas';
import {
  encodeLastOrder,
  lastOrderWithAccount,
  parseLastOrder,
  type LastOrder,
} from '@/lib/checkout/last-order';
import { cookieNames } from '@/lib/cookie-policy';
import { noArguments } from './api-arguments';
import { customerMethods } from './customer-methods';
import { defineApiMethod, type ApiContext } from './define-api-method';
import { commerceRequest } from './gateway';
import { pricesIncludeTax } from '@/lib/cart/totals';
import { checkoutView, orderSummaryView } from './reshape/checkout';
import { present } from './reshape/lists';
import { failureMessage, mapResult, type CommerceResult } from './result';
import type {
  CheckoutAddressView,
  CheckoutView,
  OrderSummaryView,
  PlacedOrderView,
} from './types/checkout';
import type { SessionView } from './types/customer';

const NO_CART: CommerceResult<never> = {
  ok: false,
  kind: 'graphql',
  errors: [{ message: 'Could not find a cart', category: 'graphql-no-such-entity' }],
  data: null,
};
/** Same-as-shipping before a shipping address was set (Magento's words). */
const NO_SHIPPING_ADDRESS: CommerceResult<never> = {
  ok: false,
  kind: 'graphql',
  errors: [{ message: 'The shipping address is missing. Set the address and try again.' }],
  data: null,
};
const NO_ANSWER: CommerceResult<never> = {
  ok: false,
  kind: 'http',
  status: 200,
  message: 'Commerce answered no cart',
};

/** A cart address as Magento's CartAddressInput (to copy the shipping address into billing). */
function cartAddressInputOf(address: CheckoutAddressView): CartAddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    ...(address.company ? { company: address.company } : {}),
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_code: address.countryCode,
    ...(address.region ? { region: address.region } : {}),
    ...(address.regionId ? { region_id: address.regionId } : {}),
    telephone: address.telephone,
  };
}

type RawCheckout = Parameters<typeof checkoutView>[0];

function viewOf(cart: RawCheckout | null | undefined): CommerceResult<CheckoutView> {
  return cart ? { ok: true, data: checkoutView(cart) } : NO_ANSWER;
}

/** The checkout view of the cart with this id (it may be gone: null). */
export async function loadCheckoutCart(
  cartId: string,
  context: ApiContext,
): Promise<CommerceResult<CheckoutView | null>> {
  return mapResult(await commerceRequest(CheckoutCartDocument, { cartId }, context), (data) =>
    data.cart ? checkoutView(data.cart) : null,
  );
}

/** The session's cart with what checkout set on it; null without a cart (none is created). */
export async function sessionCheckout(
  context: ApiContext,
): Promise<CommerceResult<CheckoutView | null>> {
  return (
    (await withSessionCart(context, { create: false }, (cartId) =>
      loadCheckoutCart(cartId, context),
    )) ?? { ok: true, data: null }
  );
}

/** A change to the session's existing cart; no cart answers Magento's "Could not find a cart". */
async function changeCheckout(
  context: ApiContext,
  change: (cartId: string) => Promise<CommerceResult<CheckoutView>>,
): Promise<CommerceResult<CheckoutView>> {
  return (await withSessionCart(context, { create: false }, change)) ?? NO_CART;
}

function failed<T>(result: Exclude<CommerceResult<unknown>, { ok: true }>): CommerceResult<T> {
  return result.kind === 'graphql' ? { ...result, data: null } : result;
}

async function setShippingMethod(
  cartId: string,
  method: { carrier_code: string; method_code: string },
  context: ApiContext,
): Promise<CommerceResult<CheckoutView>> {
  const result = await commerceRequest(
    SetShippingMethodsOnCartDocument,
    { input: { cart_id: cartId, shipping_methods: [method] } },
    context,
  );
  return result.ok ? viewOf(result.data.setShippingMethodsOnCart?.cart) : failed(result);
}

/** Creates the account of a guest's order (with its e-mail and names) and signs it in. */
async function createOrderAccount(
  order: { email: string; firstname: string; lastname: string },
  password: string,
  context: ApiContext,
): Promise<CommerceResult<SessionView>> {
  return customerMethods.createCustomer.run(
    {
      email: order.email,
      firstname: order.firstname,
      lastname: order.lastname,
      password,
      is_subscribed: false,
    },
    context,
  );
}

/**
 * The guest order joins the account just made and signed in (ADR 0060), so that it is in the
 * order history: true when commerce took it. A refusal, or a Magento backend without the
 * extension, is logged and leaves a guest order; it never undoes the account nor the order.
 */
async function assignOrderToAccount(
  order: { number: string; token?: string | undefined },
  session: SessionView,
  context: ApiContext,
): Promise<boolean> {
  if (!order.token || !session.signedIn) return false;
  const result = await commerceRequest(
    AssignGuestOrderToCustomerDocument,
    { input: { order_token: order.token } },
    context,
  );
  if (result.ok) return true;
  console.error(
    `[assignGuestOrderToCustomer] ${context.locale} order ${order.number}: ${failureMessage(result)}`,
  );
  return false;
}

/**
 * Creates the account of a guest's order, which then takes the order (ADR 0060), and keeps the
 * order for the thank-you page as the account's. A refusal of the account leaves the cookie as it
 * was; it never undoes the order.
 */
async function createAccountForOrder(
  order: LastOrder,
  password: string,
  context: ApiContext,
): Promise<CommerceResult<SessionView>> {
  const created = await createOrderAccount(order, password, context);
  if (created.ok) {
    const assigned = await assignOrderToAccount(order, created.data, context);
    context.cookies.set(
      cookieNames.lastOrder,
      encodeLastOrder(lastOrderWithAccount(order, assigned)),
    );
  }
  return created;
}

/** The order just placed, as placeOrder and placeOrderByStripe answer it. */
export interface PlacedOrder {
  number: string;
  /** Its token (`orderV2.token`); null from a backend that gives none. */
  token: string | null;
}

/**
 * Keeps the order just placed for the thank-you page (the `lastOrder` cookie, ADR 0054) and, for
 * a guest who asked, creates the account with the order's e-mail and billing names, which then
 * takes the order (ADR 0060); a refusal there never undoes the order. `createAccount` absent: the
 * thank-you page offers the account.
 */
export async function rememberPlacedOrder(
  view: CheckoutView,
  placed: PlacedOrder,
  createAccount: { password: string } | undefined,
  context: ApiContext,
): Promise<PlacedOrderView> {
  const signedIn = Boolean(context.cookies.get(cookieNames.customer));
  const person = view.billingAddress ?? view.shippingAddress;
  const order = {
    number: placed.number,
    email: view.email ?? '',
    firstname: person?.firstname ?? '',
    lastname: person?.lastname ?? '',
    guest: !signedIn,
    placedBy: signedIn ? ('customer' as const) : ('guest' as const),
    postcode: view.billingAddress?.postcode ?? '',
    ...(!signedIn && placed.token ? { token: placed.token } : {}),
  };
  context.cookies.set(cookieNames.lastOrder, encodeLastOrder(order));
  if (!createAccount || signedIn || !order.email) {
    return { orderNumber: placed.number, accountCreated: false, accountError: null };
  }
  const created = await createAccountForOrder(order, createAccount.password, context);
  return {
    orderNumber: placed.number,
    accountCreated: created.ok,
    accountError: created.ok ? null : failureMessage(created),
  };
}

export const checkoutMethods = {
  // The checkout's state: the cart with its addresses, methods and payment (shipping load).
  checkout: defineApiMethod({
    args: noArguments,
    run: (_args, context) => sessionCheckout(context),
  }),
  // Spec §4: shipping save replaces the cart and answers it with the selected method.
  setShippingAddressesOnCart: defineApiMethod({
    args: shippingAddressArguments,
    changesState: true,
    run: (args, context) =>
      changeCheckout(context, async (cartId) => {
        const result = await commerceRequest(
          SetShippingAddressesOnCartDocument,
          { input: { cart_id: cartId, shipping_addresses: [args] } },
          context,
        );
        return result.ok
          ? viewOf(result.data.setShippingAddressesOnCart?.cart)
          : failed<CheckoutView>(result);
      }),
  }),
  setShippingMethodsOnCart: defineApiMethod({
    args: shippingMethodSchema,
    changesState: true,
    run: (args, context) =>
      changeCheckout(context, (cartId) => setShippingMethod(cartId, args, context)),
  }),
  // Spec §4 "Billing save": set the billing address, load the shipping method, then save the same
  // carrier and method on the cart. Magento's same_as_shipping makes the billing address ship the
  // cart too, which rewrites the shipping address and drops its method: the method is read first
  // and saved again. "Same as shipping" copies the cart's shipping address (presentation §4).
  setBillingAddressOnCart: defineApiMethod({
    args: billingAddressArguments,
    changesState: true,
    run: (args, context) =>
      changeCheckout(context, async (cartId) => {
        const before = await loadCheckoutCart(cartId, context);
        if (!before.ok) return failed<CheckoutView>(before);
        if (!before.data) return NO_CART;
        const shipping = before.data.isVirtual ? null : before.data.shippingAddress;
        const method = before.data.isVirtual ? null : before.data.selectedShippingMethod;
        let billing: BillingAddressInput;
        if ('same_as_shipping' in args) {
          if (!shipping) return NO_SHIPPING_ADDRESS;
          billing = { address: cartAddressInputOf(shipping), same_as_shipping: true };
        } else {
          billing = args;
        }
        const result = await commerceRequest(
          SetBillingAddressOnCartDocument,
          { input: { cart_id: cartId, billing_address: billing } },
          context,
        );
        if (!result.ok) return failed<CheckoutView>(result);
        const billed = viewOf(result.data.setBillingAddressOnCart?.cart);
        if (!billed.ok || !method) return billed;
        return setShippingMethod(
          cartId,
          { carrier_code: method.carrierCode, method_code: method.methodCode },
          context,
        );
      }),
  }),
  setPaymentMethodOnCart: defineApiMethod({
    args: paymentMethodSchema,
    changesState: true,
    run: (args, context) =>
      changeCheckout(context, async (cartId) => {
        const result = await commerceRequest(
          SetPaymentMethodOnCartDocument,
          { input: { cart_id: cartId, payment_method: { code: args.code } } },
          context,
        );
        return result.ok
          ? viewOf(result.data.setPaymentMethodOnCart?.cart)
          : failed<CheckoutView>(result);
      }),
  }),
  // Spec §7 placeOrder. After the order the `cart` cookie is cleared (the next add starts a new
  // cart) and the order is kept for the thank-you page. A guest who asked for an account gets it
  // now, with the order's e-mail and billing names; a refusal there never undoes the order.
  placeOrder: defineApiMethod({
    args: placeOrderArguments,
    changesState: true,
    run: async (args, context): Promise<CommerceResult<PlacedOrderView>> => {
      const found = await existingCartId(context);
      if (!found.ok) return failed(found);
      const cartId = found.data;
      if (!cartId) return NO_CART;
      const loaded = await loadCheckoutCart(cartId, context);
      if (!loaded.ok) return failed(loaded);
      const view = loaded.data;
      if (!view) return NO_CART;
      const result = await commerceRequest(
        PlaceOrderDocument,
        { input: { cart_id: cartId } },
        context,
      );
      if (!result.ok) return failed(result);
      // Magento 2.4.7 may answer a refusal in `errors` instead of a GraphQL error.
      const refused = (result.data.placeOrder?.errors ?? []).flatMap((error) =>
        error?.message ? [{ message: error.message }] : [],
      );
      if (refused.length) return { ok: false, kind: 'graphql', errors: refused, data: null };
      const orderNumber = result.data.placeOrder?.order.order_number;
      if (!orderNumber) return { ok: false, kind: 'http', status: 200, message: 'No order' };
      context.cookies.delete(cookieNames.cart);
      const placed = { number: orderNumber, token: result.data.placeOrder?.orderV2?.token ?? null };
      return {
        ok: true,
        data: await rememberPlacedOrder(view, placed, args.createAccount, context),
      };
    },
  }),
  // The thank-you page's summary: the order just placed, read back from commerce (a guest's by
  // number, e-mail and billing postcode, Magento's guestOrder; a customer's among their orders).
  lastOrder: defineApiMethod({
    args: noArguments,
    run: async (_args, context): Promise<CommerceResult<OrderSummaryView | null>> => {
      const order = parseLastOrder(context.cookies.get(cookieNames.lastOrder));
      if (!order) return { ok: true, data: null };
      if (order.placedBy === 'guest') {
        const result = await commerceRequest(
          GuestOrderSummaryDocument,
          { input: { number: order.number, email: order.email, postcode: order.postcode } },
          context,
        );
        return mapResult(result, (data) =>
          orderSummaryView(data.guestOrder, pricesIncludeTax(context.locale)),
        );
      }
      if (!context.cookies.get(cookieNames.customer)) return { ok: true, data: null };
      const result = await commerceRequest(
        CustomerOrderSummaryDocument,
        { number: order.number },
        context,
      );
      return mapResult(result, (data) => {
        const found = present(data.customer?.orders?.items ?? [])[0];
        return found ? orderSummaryView(found, pricesIncludeTax(context.locale)) : null;
      });
    },
  }),
  // The thank-you page's offer to a guest (also after a 3-D Secure redirect, which leaves no
  // password behind): an account with the order's e-mail and names, which then takes the order.
  createAccountAfterOrder: defineApiMethod({
    args: createAccountAfterOrderArguments,
    changesState: true,
    run: async (args, context): Promise<CommerceResult<SessionView>> => {
      const order = parseLastOrder(context.cookies.get(cookieNames.lastOrder));
      if (!order?.guest || !order.email) {
        return {
          ok: false,
          kind: 'graphql',
          errors: [{ message: 'There is no order to attach an account to' }],
          data: null,
        };
      }
      return createAccountForOrder(order, args.password, context);
    },
  }),
};
