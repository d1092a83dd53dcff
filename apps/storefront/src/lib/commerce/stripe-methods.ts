import 'server-only';
// Registry methods of card payments (ADR 0053 commerce, ADR 0056 storefront). The browser never
// sees the cart id nor a secret key: it sends the PaymentMethod Stripe Elements created, and
// later the PaymentIntent's id with its client secret, which Stripe gave the shopper.
import {
  HandlePaymentCallbackDocument,
  PlaceOrderByStripeDocument,
  StripeConfigurationDocument,
} from '@/gql/graphql';
import { localizePath } from '@/i18n/locale-path';
import { existingCartId } from '@/lib/cart/cart-session';
import {
  paymentCallbackArguments,
  placeOrderByStripeArguments,
} from '@/lib/checkout/checkout-schemas';
import { parseLastOrder } from '@/lib/checkout/last-order';
import { cartGivenBack, encodePayingCart } from '@/lib/checkout/paying-cart';
import { PAYMENT_PROCESSING_PATH } from '@/lib/checkout/steps';
import { cookieNames } from '@/lib/cookie-policy';
import { siteOrigin } from '@/lib/site-url';
import { noArguments } from './api-arguments';
import { loadCheckoutCart, rememberPlacedOrder } from './checkout-methods';
import { defineApiMethod, type ApiContext } from './define-api-method';
import { commerceRequest } from './gateway';
import { mapResult, type CommerceResult } from './result';
import type { CardPaymentStatus, CardPaymentView } from './types/checkout';

const NO_CART: CommerceResult<never> = {
  ok: false,
  kind: 'graphql',
  errors: [{ message: 'Could not find a cart', category: 'graphql-no-such-entity' }],
  data: null,
};

function failed<T>(result: Exclude<CommerceResult<unknown>, { ok: true }>): CommerceResult<T> {
  return result.kind === 'graphql' ? { ...result, data: null } : result;
}

const STATUSES: ReadonlySet<string> = new Set([
  'PAID',
  'PENDING',
  'REQUIRES_ACTION',
  'FAILED',
  'EXPIRED',
]);

function statusOf(value: string | null | undefined): CardPaymentStatus {
  return value && STATUSES.has(value) ? (value as CardPaymentStatus) : 'FAILED';
}

/** The page Stripe sends the shopper back to after 3-D Secure (a page of SITE_URL). */
export async function paymentReturnUrl(context: ApiContext): Promise<string> {
  return `${await siteOrigin()}${localizePath(context.locale, PAYMENT_PROCESSING_PATH)}`;
}

/** The `lastOrder` cookie names this order: forgotten (its payment failed or expired). */
function forgetOrder(orderNumber: string | null, context: ApiContext) {
  const kept = parseLastOrder(context.cookies.get(cookieNames.lastOrder));
  if (kept && (!orderNumber || kept.number === orderNumber)) {
    context.cookies.delete(cookieNames.lastOrder);
  }
}

export const stripeMethods = {
  // The publishable key for Stripe.js (null: card payments are off). Never a secret.
  stripeConfiguration: defineApiMethod({
    args: noArguments,
    run: async (_args, context): Promise<CommerceResult<{ publishableKey: string | null }>> =>
      mapResult(await commerceRequest(StripeConfigurationDocument, {}, context), (data) => ({
        publishableKey: data.getStripeConfiguration.apiKey ?? null,
      })),
  }),
  // Places the session cart's order as pending_payment and charges the card. PAID: the order is
  // done, as placeOrder's (the cart cookie cleared, the order kept for the thank-you page).
  // REQUIRES_ACTION: the order is kept for after 3-D Secure, and the cart in `payingCart` too (a
  // failed authentication gives the cart back, and the `cart` cookie may be forgotten meanwhile).
  // FAILED: commerce gave the cart back; nothing changes here.
  placeOrderByStripe: defineApiMethod({
    args: placeOrderByStripeArguments,
    changesState: true,
    run: async (args, context): Promise<CommerceResult<CardPaymentView>> => {
      const found = await existingCartId(context);
      if (!found.ok) return failed(found);
      const cartId = found.data;
      if (!cartId) return NO_CART;
      const loaded = await loadCheckoutCart(cartId, context);
      if (!loaded.ok) return failed(loaded);
      const view = loaded.data;
      if (!view) return NO_CART;
      const result = await commerceRequest(
        PlaceOrderByStripeDocument,
        {
          input: {
            cart_id: cartId,
            payment_method_id: args.paymentMethodId,
            return_url: await paymentReturnUrl(context),
          },
        },
        context,
      );
      if (!result.ok) return failed(result);
      const answer = result.data.placeOrderByStripe;
      const status = statusOf(answer.status);
      const orderNumber = answer.order_number ?? null;
      const payment: CardPaymentView = {
        status,
        orderNumber,
        paymentIntentId: null,
        clientSecret: null,
        redirectUrl: null,
        accountCreated: false,
        accountError: null,
      };
      if (!orderNumber || status === 'FAILED' || status === 'EXPIRED') {
        return { ok: true, data: { ...payment, status: status === 'EXPIRED' ? status : 'FAILED' } };
      }
      const order = { number: orderNumber, token: answer.order_token ?? null };
      if (status === 'PAID') {
        context.cookies.delete(cookieNames.cart);
        context.cookies.delete(cookieNames.payingCart);
        const placed = await rememberPlacedOrder(view, order, args.createAccount, context);
        return { ok: true, data: { ...payment, ...placed } };
      }
      // REQUIRES_ACTION or PENDING: the thank-you page needs the order once it is paid (and its
      // token, for the account it may offer then); the payment step its cart if it fails.
      await rememberPlacedOrder(view, order, undefined, context);
      context.cookies.set(
        cookieNames.payingCart,
        encodePayingCart({ orderNumber: order.number, cartId }),
      );
      return {
        ok: true,
        data: {
          ...payment,
          paymentIntentId: answer.payment_intent_id ?? null,
          clientSecret: answer.client_secret ?? null,
          redirectUrl: answer.redirect_url ?? null,
        },
      };
    },
  }),
  // The payment-processing page: commerce reads the intent from Stripe and settles the order.
  // PAID ends the cart; FAILED gave it back (the shopper pays again on the payment step), and the
  // session finds it again even if a cart call forgot it while the cart was closed; EXPIRED did
  // not. A failed or expired order is forgotten for the thank-you page.
  handlePaymentCallback: defineApiMethod({
    args: paymentCallbackArguments,
    changesState: true,
    run: async (args, context): Promise<CommerceResult<CardPaymentView>> => {
      const result = await commerceRequest(
        HandlePaymentCallbackDocument,
        { input: { payment_intent_id: args.paymentIntentId, client_secret: args.clientSecret } },
        context,
      );
      if (!result.ok) return failed(result);
      const answer = result.data.handlePaymentCallback;
      const status = statusOf(answer.status);
      if (status === 'PAID' || status === 'EXPIRED') context.cookies.delete(cookieNames.cart);
      if (status === 'FAILED') {
        const given = cartGivenBack(
          context.cookies.get(cookieNames.payingCart),
          answer.order_number,
        );
        if (given) context.cookies.set(cookieNames.cart, given);
      }
      if (status === 'FAILED' || status === 'EXPIRED') forgetOrder(answer.order_number, context);
      if (status === 'PAID' || status === 'FAILED' || status === 'EXPIRED') {
        context.cookies.delete(cookieNames.payingCart);
      }
      return {
        ok: true,
        data: {
          status,
          orderNumber: answer.order_number,
          paymentIntentId: null,
          clientSecret: null,
          redirectUrl: null,
          accountCreated: false,
          accountError: null,
        },
      };
    },
  }),
};
