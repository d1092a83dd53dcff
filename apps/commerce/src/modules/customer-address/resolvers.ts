import type { Resolvers } from '../../generated/graphql';

export const customerAddressResolvers: Resolvers = {
  Mutation: {
    createCustomerAddress: (_parent, { input }, { request, services }) =>
      services.customerAddresses.create(request, input),
    updateCustomerAddress: (_parent, { id, input }, { request, services }) =>
      services.customerAddresses.update(request, id, input),
    deleteCustomerAddress: (_parent, { id }, { request, services }) =>
      services.customerAddresses.delete(request, id),
  },
  Customer: {
    addresses: (_parent, _args, { request, services }) => services.customerAddresses.list(request),
    default_billing: async (_parent, _args, { request, services }) =>
      (await services.customerAddresses.defaultIds(request)).billing,
    default_shipping: async (_parent, _args, { request, services }) =>
      (await services.customerAddresses.defaultIds(request)).shipping,
  },
};
