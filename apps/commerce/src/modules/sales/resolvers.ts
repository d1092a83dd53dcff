import type { Resolvers } from '../../generated/graphql';

export const salesResolvers: Resolvers = {
  Query: {
    guestOrder: (_parent, { input }, { request, services }) =>
      services.sales.guestOrder(request, input),
    guestOrderByToken: (_parent, { input }, { request, services }) =>
      services.sales.guestOrderByToken(request, input),
  },
  Mutation: {
    placeOrder: (_parent, { input }, { request, services }) =>
      services.sales.placeOrder(request, input),
    assignGuestOrderToCustomer: (_parent, { input }, { request, services }) =>
      services.sales.assignGuestOrderToCustomer(request, input),
  },
  Customer: {
    orders: (_parent, args, { request, services }) => services.sales.customerOrders(request, args),
  },
  // Items resolve by the __typename a shaped item carries.
  OrderItemInterface: { __resolveType: (item) => item.__typename ?? null },
  InvoiceItemInterface: { __resolveType: (item) => item.__typename ?? null },
  ShipmentItemInterface: { __resolveType: (item) => item.__typename ?? null },
  CreditMemoItemInterface: { __resolveType: (item) => item.__typename ?? null },
};
