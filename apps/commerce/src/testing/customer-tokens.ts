// For API tests: a new customer registered and signed in through the real mutations
// (createCustomerV2, generateCustomerToken), and GraphQL calls made as that customer.
import { randomBytes } from 'node:crypto';
import type { GraphQLResponseBody, TestCommerce } from './index';

/** Every test customer's password. */
export const PASSWORD = 'Linen1Soft';

export interface SignedInCustomer {
  email: string;
  token: string;
  /** POSTs an operation with this customer's bearer token (and a Store header when given). */
  gql(
    query: string,
    variables?: Record<string, unknown>,
    store?: string,
  ): Promise<{ status: number; body: GraphQLResponseBody }>;
}

/** A new customer of `store`'s website, with a random e-mail address unless one is given. */
export async function signUp(
  commerce: TestCommerce,
  store = 'default',
  email = `shopper-${randomBytes(6).toString('hex')}@example.com`,
): Promise<SignedInCustomer> {
  const created = await commerce.gql(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, firstname: 'Ada', lastname: 'Weaver', password: PASSWORD } },
    { Store: store },
  );
  if (created.body.errors) throw new Error(JSON.stringify(created.body.errors));
  const signedIn = await commerce.gql(
    `mutation ($email: String!, $password: String!) {
      generateCustomerToken(email: $email, password: $password) { token }
    }`,
    { email, password: PASSWORD },
    { Store: store },
  );
  if (signedIn.body.errors) throw new Error(JSON.stringify(signedIn.body.errors));
  const token = signedIn.body.data!['generateCustomerToken'].token as string;
  return {
    email,
    token,
    gql: (query, variables = {}, as = store) =>
      commerce.gql(query, variables, { Store: as, Authorization: `Bearer ${token}` }),
  };
}

/** The first error's message and category, for one-line assertions. */
export function firstError(body: GraphQLResponseBody): { message?: string; category?: unknown } {
  const error = body.errors?.[0];
  return { message: error?.message, category: error?.extensions?.['category'] };
}
