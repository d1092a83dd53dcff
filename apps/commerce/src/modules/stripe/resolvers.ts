// The Stripe module's GraphQL edge: arguments in, StripePaymentService out.
import type { Resolvers } from '../../generated/graphql';
import type { PaymentError, PaymentCallbackResult, PlaceOrderByStripeResult } from './service';

const errorsOut = (errors: PaymentError[]) =>
  errors.map((error) => ({ code: error.code, message: error.message }));

const placeOut = (result: PlaceOrderByStripeResult) => ({
  order_number: result.orderNumber,
  order_token: result.orderToken,
  payment_intent_id: result.paymentIntentId,
  client_secret: result.clientSecret,
  status: result.status,
  redirect_url: result.redirectUrl,
  errors: errorsOut(result.errors),
});

const callbackOut = (result: PaymentCallbackResult) => ({
  order_number: result.orderNumber,
  status: result.status,
  errors: errorsOut(result.errors),
});

export const stripeResolvers: Resolvers = {
  Query: {
    getStripeConfiguration: (_parent, _args, { services }) => services.stripe.configuration(),
  },
  Mutation: {
    placeOrderByStripe: async (_parent, { input }, { request, services }) =>
      placeOut(await services.stripe.placeOrder(request, input)),
    handlePaymentCallback: async (_parent, { input }, { request, services }) =>
      callbackOut(await services.stripe.handleCallback(request, input)),
  },
};
