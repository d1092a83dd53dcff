import type { CustomerModel } from './models';
import type { Resolvers } from '../../generated/graphql';

/** Magento's created_at: "YYYY-MM-DD HH:MM:SS", UTC. */
function magentoTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

const output = (customer: CustomerModel) => ({ customer });

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_parent, _args, { request, services }) => services.customers.current(request),
    isEmailAvailable: async (_parent, { email }, { request, services }) => ({
      is_email_available: await services.customers.isEmailAvailable(request, email),
    }),
    socialLoginProviders: (_parent, { state }, { services }) =>
      services.customers.socialProviders(state),
  },
  Mutation: {
    createCustomerV2: async (_parent, { input }, { request, services }) =>
      output(await services.customers.create(request, input)),
    createCustomer: async (_parent, { input }, { request, services }) =>
      output(await services.customers.create(request, input)),
    updateCustomerV2: async (_parent, { input }, { request, services }) =>
      output(await services.customers.update(request, input, { allowEmail: false })),
    updateCustomer: async (_parent, { input }, { request, services }) =>
      output(await services.customers.update(request, input, { allowEmail: true })),
    updateCustomerEmail: async (_parent, { email, password }, { request, services }) =>
      output(await services.customers.updateEmail(request, email, password)),
    changeCustomerPassword: (_parent, args, { request, services }) =>
      services.customers.changePassword(request, args.currentPassword, args.newPassword),
    generateCustomerToken: (_parent, { email, password }, { request, services }) =>
      services.customers.signIn(request, email, password),
    generateCustomerTokenBySocialProvider: (_parent, args, { request, services }) =>
      services.customers.signInWithProvider(request, args),
    refreshCustomerToken: (_parent, { refresh_token }, { request, services }) =>
      services.customers.refreshToken(request, refresh_token),
    revokeCustomerToken: async (_parent, _args, { request, services }) => ({
      result: await services.customers.signOut(request),
    }),
    requestPasswordResetEmail: (_parent, { email }, { request, services }) =>
      services.customers.requestPasswordReset(request, email),
    resetPassword: (_parent, args, { request, services }) =>
      services.customers.resetPassword(request, {
        email: args.email,
        token: args.resetPasswordToken,
        newPassword: args.newPassword,
      }),
    resetCustomerPassword: (_parent, args, { request, services }) =>
      services.customers.resetPassword(request, {
        email: args.email,
        token: args.token,
        newPassword: args.newPassword,
      }),
    confirmEmail: async (_parent, { input }, { request, services }) =>
      output(await services.customers.confirmEmail(request, input)),
    resendConfirmationEmail: (_parent, { email }, { request, services }) =>
      services.customers.resendConfirmation(request, email),
  },
  Customer: {
    created_at: (customer) => magentoTimestamp(customer.created_at),
    date_of_birth: (customer) => customer.dob,
    dob: (customer) => customer.dob,
    // Every storefront customer is in Magento's "General" group.
    group_id: () => 1,
    is_subscribed: (customer, _args, { services }) => services.customers.isSubscribed(customer),
  },
};
