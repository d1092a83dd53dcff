import 'server-only';
import type { z } from 'zod';
// Registry methods of the customer's account (commerce-core §7 call table). Login and
// registration keep the tokens on the server: they answer whether the shopper is signed in, and
// the tokens travel only in httpOnly cookies.
import {
  ChangeCustomerPasswordDocument,
  ConfirmEmailDocument,
  ConfirmNewsletterSubscriptionDocument,
  CountriesDocument,
  CountryDocument,
  CreateCustomerAddressDocument,
  CreateCustomerDocument,
  CreateProductReviewDocument,
  CustomerAddressesDocument,
  CustomerDocument,
  CustomerProductReviewDocument,
  CustomerTokenLifetimeDocument,
  DeleteCustomerAddressDocument,
  GenerateCustomerTokenBySocialProviderDocument,
  GenerateCustomerTokenDocument,
  SocialLoginProvidersDocument,
  RequestPasswordResetEmailDocument,
  ResetPasswordDocument,
  RevokeCustomerTokenDocument,
  UpdateCustomerAddressDocument,
  UpdateCustomerDocument,
  UpdateCustomerEmailDocument,
  type CountryCodeEnum,
} from '@/gql/graphql';
import { adoptCartOnLogin } from '@/lib/cart/cart-session';
import { endCustomerSession, startCustomerSession } from '@/lib/customer/session';
import { noArguments } from './api-arguments';
import {
  addressIdArguments,
  changePasswordArguments,
  confirmEmailArguments,
  countryArguments,
  createAddressArguments,
  createReviewArguments,
  customerReviewsArguments,
  loginArguments,
  newsletterCodeArguments,
  passwordResetEmailArguments,
  registerArguments,
  socialLoginArguments,
  resetPasswordArguments,
  updateAddressArguments,
  updateCustomerArguments,
  updateEmailArguments,
} from './customer-arguments';
import { defineApiMethod, operationMethod, type ApiContext } from './define-api-method';
import { commerceRequest } from './gateway';
import {
  addressesView,
  countriesView,
  countryView,
  customerFieldsView,
  customerReviewsView,
  customerView,
} from './reshape/customer';
import { mapResult, type CommerceResult } from './result';
import type { SessionView } from './types/customer';

type AddressArguments = z.output<typeof createAddressArguments>['address'];

function addressInput(address: AddressArguments) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    // Spec §3: empty street entries are dropped when sent.
    street: address.street.filter((line) => line !== ''),
    city: address.city,
    postcode: address.postcode,
    country_code: address.country_code as CountryCodeEnum,
    region: address.region
      ? {
          region: address.region,
          ...(address.region_code ? { region_code: address.region_code } : {}),
          ...(address.region_id ? { region_id: address.region_id } : {}),
        }
      : null,
    telephone: address.telephone,
    default_shipping: address.default_shipping ?? false,
    default_billing: address.default_billing ?? false,
  };
}

async function tokenLifetimeHours(context: ApiContext): Promise<number | null> {
  const result = await commerceRequest(
    CustomerTokenLifetimeDocument,
    {},
    { ...context, anonymous: true },
  );
  return result.ok ? (result.data.storeConfig?.customer_access_token_lifetime ?? null) : null;
}

type TokenAnswer = { token: string | null; refresh_token: string | null } | null;

/** Stores the session of a token answer; the method's answer never carries the tokens. */
async function startSession(
  result: CommerceResult<TokenAnswer>,
  context: ApiContext,
): Promise<CommerceResult<SessionView>> {
  if (!result.ok) return result.kind === 'graphql' ? { ...result, data: null } : result;
  if (!result.data?.token) {
    return { ok: false, kind: 'http', status: 200, message: 'Commerce answered no customer token' };
  }
  startCustomerSession(
    context.cookies,
    { token: result.data.token, refreshToken: result.data.refresh_token },
    await tokenLifetimeHours(context),
  );
  // Spec §4: a guest cart joins the customer's; the cart cookie then follows the customer cart.
  await adoptCartOnLogin(context);
  return { ok: true, data: { signedIn: true } };
}

async function signIn(
  email: string,
  password: string,
  context: ApiContext,
): Promise<CommerceResult<SessionView>> {
  const result = await commerceRequest(
    GenerateCustomerTokenDocument,
    { email, password },
    { ...context, anonymous: true },
  );
  return startSession(
    mapResult(result, (data) => data.generateCustomerToken),
    context,
  );
}

/** Magento's refusal of an account that waits for its e-mail confirmation. */
const UNCONFIRMED = /confirm/i;

export const customerMethods = {
  customer: operationMethod(noArguments, CustomerDocument, () => ({}), customerView),
  updateCustomer: operationMethod(
    updateCustomerArguments,
    UpdateCustomerDocument,
    (args) => ({
      input: {
        ...(args.firstname !== undefined ? { firstname: args.firstname } : {}),
        ...(args.lastname !== undefined ? { lastname: args.lastname } : {}),
        ...(args.prefix !== undefined ? { prefix: args.prefix } : {}),
        // An empty date is "none given", never a change to nothing.
        ...(args.date_of_birth ? { date_of_birth: args.date_of_birth } : {}),
        ...(args.gender !== undefined ? { gender: args.gender } : {}),
        ...(args.is_subscribed !== undefined ? { is_subscribed: args.is_subscribed } : {}),
      },
    }),
    (data) => (data.updateCustomerV2 ? customerFieldsView(data.updateCustomerV2.customer) : null),
  ),
  updateCustomerEmail: operationMethod(
    updateEmailArguments,
    UpdateCustomerEmailDocument,
    (args) => ({ email: args.email, password: args.password }),
    (data) => ({ email: data.updateCustomerEmail?.customer.email ?? null }),
  ),
  changeCustomerPassword: operationMethod(
    changePasswordArguments,
    ChangeCustomerPasswordDocument,
    (args) => ({ currentPassword: args.currentPassword, newPassword: args.newPassword }),
    (data) => ({ changed: Boolean(data.changeCustomerPassword) }),
  ),
  generateCustomerToken: defineApiMethod({
    args: loginArguments,
    changesState: true,
    run: (args, context) => signIn(args.email, args.password, context),
  }),
  // Spec §4: ordinary or social login. `id` is the provider's code, `code` its authorisation code.
  generateCustomerTokenBySocialProvider: defineApiMethod({
    args: socialLoginArguments,
    changesState: true,
    run: async (args, context) =>
      startSession(
        mapResult(
          await commerceRequest(
            GenerateCustomerTokenBySocialProviderDocument,
            { id: args.id, code: args.code, user: args.user ?? null },
            { ...context, anonymous: true },
          ),
          (data) => data.generateCustomerTokenBySocialProvider,
        ),
        context,
      ),
  }),
  // The configured providers, for their buttons (their sign-in addresses are made per sign-in).
  socialLoginProviders: operationMethod(
    noArguments,
    SocialLoginProvidersDocument,
    () => ({ state: 'list' }),
    (data) => data.socialLoginProviders.map(({ code, label }) => ({ code, label })),
  ),
  // Spec §4: with confirmation required the shopper stays logged out; otherwise logs in at once.
  createCustomer: defineApiMethod({
    args: registerArguments,
    changesState: true,
    run: async (args, context): Promise<CommerceResult<SessionView>> => {
      const created = await commerceRequest(
        CreateCustomerDocument,
        {
          input: {
            email: args.email,
            firstname: args.firstname,
            lastname: args.lastname,
            password: args.password,
            is_subscribed: args.is_subscribed ?? false,
          },
        },
        { ...context, anonymous: true },
      );
      if (!created.ok) return created.kind === 'graphql' ? { ...created, data: null } : created;
      const session = await signIn(args.email, args.password, context);
      if (session.ok) return session;
      if (session.kind === 'graphql' && session.errors.some((e) => UNCONFIRMED.test(e.message))) {
        return { ok: true, data: { signedIn: false, confirmationRequired: true } };
      }
      return session;
    },
  }),
  // Spec §4: logout ends the session at commerce and clears the tokens and the cart id, whether
  // or not commerce still knew the token.
  revokeCustomerToken: defineApiMethod({
    args: noArguments,
    changesState: true,
    run: async (_args, context) => {
      if (context.cookies.get('customer')) {
        await commerceRequest(RevokeCustomerTokenDocument, {}, context);
      }
      endCustomerSession(context.cookies);
      return { ok: true, data: { signedOut: true } };
    },
  }),
  // The confirmation e-mail's link (ADR 0041): the account becomes active; the shopper then logs in.
  confirmEmail: operationMethod(
    confirmEmailArguments,
    ConfirmEmailDocument,
    (args) => ({ email: args.email, key: args.key }),
    (data) => ({ confirmed: Boolean(data.confirmEmail?.customer.email) }),
  ),
  // The newsletter confirmation e-mail's link (ADR 0041, double opt-in).
  confirmNewsletterSubscription: operationMethod(
    newsletterCodeArguments,
    ConfirmNewsletterSubscriptionDocument,
    (args) => ({ code: args.code }),
    (data) => ({ status: data.confirmNewsletterSubscription?.status ?? null }),
  ),
  requestPasswordResetEmail: operationMethod(
    passwordResetEmailArguments,
    RequestPasswordResetEmailDocument,
    (args) => ({ email: args.email }),
    (data) => Boolean(data.requestPasswordResetEmail),
  ),
  resetPassword: operationMethod(
    resetPasswordArguments,
    ResetPasswordDocument,
    (args) => ({
      email: args.email,
      resetPasswordToken: args.resetPasswordToken,
      newPassword: args.newPassword,
    }),
    (data) => Boolean(data.resetPassword),
  ),
  getCustomerAddresses: operationMethod(
    noArguments,
    CustomerAddressesDocument,
    () => ({}),
    addressesView,
  ),
  createCustomerAddress: operationMethod(
    createAddressArguments,
    CreateCustomerAddressDocument,
    (args) => ({ input: addressInput(args.address) }),
    (data) => ({ id: data.createCustomerAddress?.id ?? null }),
  ),
  updateCustomerAddress: operationMethod(
    updateAddressArguments,
    UpdateCustomerAddressDocument,
    (args) => ({ id: args.id, input: addressInput(args.address) }),
    (data) => ({ id: data.updateCustomerAddress?.id ?? null }),
  ),
  deleteCustomerAddress: operationMethod(
    addressIdArguments,
    DeleteCustomerAddressDocument,
    (args) => ({ id: args.id }),
    (data) => Boolean(data.deleteCustomerAddress),
  ),
  // Spec §7: country, countries and getCountries (the address form's selects).
  countries: operationMethod(noArguments, CountriesDocument, () => ({}), countriesView),
  getCountries: operationMethod(noArguments, CountriesDocument, () => ({}), countriesView),
  country: operationMethod(
    countryArguments,
    CountryDocument,
    (args) => ({ id: args.id }),
    countryView,
  ),
  customerProductReview: operationMethod(
    customerReviewsArguments,
    CustomerProductReviewDocument,
    (args) => ({ currentPage: args.currentPage ?? 1, pageSize: args.pageSize ?? 20 }),
    customerReviewsView,
  ),
  createProductReview: operationMethod(
    createReviewArguments,
    CreateProductReviewDocument,
    (args) => ({ input: args }),
    (data) => ({ summary: data.createProductReview.review.summary }),
  ),
};
