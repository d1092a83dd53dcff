// Social sign-in against a real local OpenID provider (oidc-provider), standing in for Google.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestCommerce,
  startTestOidcProvider,
  type TestCommerce,
  type TestOidcProvider,
} from '../../testing/index';

const REDIRECT = 'http://localhost:3000/customer/social-login/google';
const providersQuery = /* GraphQL */ `
  query Providers($state: String!) {
    socialLoginProviders(state: $state) {
      code
      label
      authorize_url
    }
  }
`;
const socialToken = /* GraphQL */ `
  mutation Social($id: String!, $code: String!, $user: String) {
    generateCustomerTokenBySocialProvider(id: $id, code: $code, user: $user) {
      token
      refresh_token
    }
  }
`;

describe('social sign-in', () => {
  let idp: TestOidcProvider;
  let commerce: TestCommerce;

  const authorizeUrl = async (store?: string) => {
    const { body } = await commerce.gql(
      providersQuery,
      { state: 'state-123' },
      store ? { Store: store } : {},
    );
    return body.data!['socialLoginProviders'][0].authorize_url as string;
  };
  const signInAs = async (account: string, options: { store?: string; user?: string } = {}) => {
    const code = await idp.signIn(await authorizeUrl(options.store), account);
    const { body } = await commerce.gql(
      socialToken,
      { id: 'google', code, ...(options.user ? { user: options.user } : {}) },
      options.store ? { Store: options.store } : {},
    );
    return body;
  };
  const profile = async (token: string, store?: string) =>
    (
      await commerce.gql(
        '{ customer { email firstname lastname } }',
        {},
        {
          Authorization: `Bearer ${token}`,
          ...(store ? { Store: store } : {}),
        },
      )
    ).body.data?.['customer'];

  beforeAll(async () => {
    idp = await startTestOidcProvider({
      redirectUri: REDIRECT,
      accounts: {
        ann: {
          email: 'ann.social@example.com',
          email_verified: true,
          given_name: 'Ann',
          family_name: 'Loom',
        },
        bea: { email: 'bea.social@example.com', email_verified: true },
        unverified: { email: 'eve.social@example.com', email_verified: false },
        existing: { email: 'existing.social@example.com', email_verified: true, given_name: 'X' },
      },
    });
    commerce = await startTestCommerce({
      config: {
        rateLimits: { search: null, mutations: null, login: null },
        socialProviders: [
          {
            code: 'google',
            label: 'Google',
            issuer: idp.issuer,
            clientId: idp.clientId,
            clientSecret: idp.clientSecret,
          },
        ],
      },
    });
  });
  afterAll(async () => {
    await commerce?.close();
    await idp?.close();
  });

  it('lists the configured providers with an authorisation address for the storefront callback', async () => {
    const { body } = await commerce.gql(providersQuery, { state: 'state-123' });
    expect(body.data!['socialLoginProviders']).toHaveLength(1);
    const [google] = body.data!['socialLoginProviders'];
    expect(google).toMatchObject({ code: 'google', label: 'Google' });
    const url = new URL(google.authorize_url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('state')).toBe('state-123');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates an account from a verified e-mail and signs it in', async () => {
    const body = await signInAs('ann');
    expect(body.errors).toBeUndefined();
    const { token, refresh_token } = body.data!['generateCustomerTokenBySocialProvider'];
    expect(refresh_token).toMatch(/^[\w-]{43}$/);
    expect(await profile(token)).toEqual({
      email: 'ann.social@example.com',
      firstname: 'Ann',
      lastname: 'Loom',
    });
  });

  it('signs in the same account again, and takes the name from `user` when the token has none', async () => {
    const first = await signInAs('bea', {
      user: '{"name":{"firstName":"Bea","lastName":"Tweed"}}',
    });
    const again = await signInAs('bea');
    const token = again.data!['generateCustomerTokenBySocialProvider'].token;
    expect(await profile(token)).toEqual({
      email: 'bea.social@example.com',
      firstname: 'Bea',
      lastname: 'Tweed',
    });
    expect(first.data!['generateCustomerTokenBySocialProvider'].token).not.toBe(token);
  });

  it('links an existing account of the website by its e-mail, and keeps the other website apart', async () => {
    await commerce.gql(
      'mutation { createCustomerV2(input: { email: "existing.social@example.com", firstname: "Old", lastname: "Account", password: "Linen1Soft" }) { customer { email } } }',
    );
    const token = (await signInAs('existing')).data!['generateCustomerTokenBySocialProvider'].token;
    expect(await profile(token)).toMatchObject({ firstname: 'Old', lastname: 'Account' });
    const us = (await signInAs('existing', { store: 'us' })).data![
      'generateCustomerTokenBySocialProvider'
    ].token;
    expect(await profile(us, 'us')).toMatchObject({ firstname: 'X' });
    expect(await profile(us)).toBeUndefined();
  });

  it('refuses an unverified e-mail, a bad code and an unconfigured provider', async () => {
    expect((await signInAs('unverified')).errors?.[0]).toMatchObject({
      message: 'The social account has no verified e-mail address.',
      extensions: { category: 'graphql-authentication' },
    });
    const bad = await commerce.gql(socialToken, { id: 'google', code: 'not-a-code' });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'The social sign-in was not accepted. Please try again.',
      extensions: { category: 'graphql-authentication' },
    });
    const facebook = await commerce.gql(socialToken, { id: 'facebook', code: 'x' });
    expect(facebook.body.errors?.[0]).toMatchObject({
      message: 'The social sign-in provider "facebook" is not available.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('spends a code once', async () => {
    const code = await idp.signIn(await authorizeUrl(), 'ann');
    expect((await commerce.gql(socialToken, { id: 'google', code })).body.errors).toBeUndefined();
    expect(
      (await commerce.gql(socialToken, { id: 'google', code })).body.errors?.[0]?.message,
    ).toBe('The social sign-in was not accepted. Please try again.');
  });
});

describe('social sign-in without providers', () => {
  let commerce: TestCommerce;
  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { socialProviders: [] } });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('lists none and refuses every provider', async () => {
    expect(
      (await commerce.gql(providersQuery, { state: 's' })).body.data!['socialLoginProviders'],
    ).toEqual([]);
    expect(
      (await commerce.gql(socialToken, { id: 'google', code: 'x' })).body.errors?.[0]?.message,
    ).toBe('The social sign-in provider "google" is not available.');
  });
});
