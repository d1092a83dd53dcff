// Customer accounts and tokens through the real server, on PGlite (and on PostgreSQL with
// DATABASE_URL). The services' clock is the test's: token expiry, lockouts and reset links are
// moved forward without sleeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock';
import { hashPassword } from '../auth/password';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const PASSWORD = 'Linen1Soft';
const HOUR = 3_600_000;

class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

const createCustomer = /* GraphQL */ `
  mutation Create($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
        firstname
        lastname
      }
    }
  }
`;
const generateToken = /* GraphQL */ `
  mutation Token($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
      refresh_token
    }
  }
`;
const customerQuery = /* GraphQL */ `
  {
    customer {
      id
      email
      firstname
      lastname
      middlename
      prefix
      suffix
      taxvat
      gender
      date_of_birth
      dob
      group_id
      created_at
      is_subscribed
      allow_remote_shopping_assistance
    }
  }
`;

let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(sequence += 1)}@example.com`;

describe('customer accounts', () => {
  let commerce: TestCommerce;
  const clock = new TestClock();

  const gql = (
    query: string,
    variables: Record<string, unknown> = {},
    options: { store?: string; token?: string } = {},
  ) =>
    commerce.gql(query, variables, {
      ...(options.store ? { Store: options.store } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    });

  const register = async (email: string, extra: Record<string, unknown> = {}, store?: string) => {
    const { body } = await gql(
      createCustomer,
      { input: { email, firstname: 'Ada', lastname: 'Weaver', password: PASSWORD, ...extra } },
      store ? { store } : {},
    );
    return body;
  };
  const signIn = async (email: string, password = PASSWORD, store?: string) => {
    const { body } = await gql(generateToken, { email, password }, store ? { store } : {});
    return body;
  };
  /** A registered, signed-in customer: e-mail and tokens. */
  const customer = async (label: string, store?: string) => {
    const email = uniqueEmail(label);
    expect((await register(email, {}, store)).errors).toBeUndefined();
    const body = await signIn(email, PASSWORD, store);
    expect(body.errors).toBeUndefined();
    return {
      email,
      token: body.data!['generateCustomerToken'].token as string,
      refreshToken: body.data!['generateCustomerToken'].refresh_token as string,
    };
  };
  const errorOf = (body: { errors?: Array<{ message: string; extensions?: unknown }> }) => ({
    message: body.errors?.[0]?.message,
    category: (body.errors?.[0]?.extensions as { category?: string } | undefined)?.category,
  });

  beforeAll(async () => {
    commerce = await startTestCommerce({
      clock,
      config: { rateLimits: { search: null, mutations: null, login: null } },
    });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  describe('registration', () => {
    it('creates an account that signs in and reads its own profile', async () => {
      const email = uniqueEmail('ada');
      const created = await register(email, {
        middlename: 'B',
        prefix: 'Dr.',
        suffix: 'III',
        taxvat: 'ATU12345678',
        gender: 2,
        date_of_birth: '1990-04-12',
        allow_remote_shopping_assistance: true,
      });
      expect(created.errors).toBeUndefined();
      expect(created.data!['createCustomerV2'].customer).toEqual({
        email,
        firstname: 'Ada',
        lastname: 'Weaver',
      });

      const { token, refresh_token } = (await signIn(email)).data!['generateCustomerToken'];
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { body } = await gql(customerQuery, {}, { token });
      expect(body.errors).toBeUndefined();
      expect(body.data!['customer']).toMatchObject({
        email,
        firstname: 'Ada',
        lastname: 'Weaver',
        middlename: 'B',
        prefix: 'Dr.',
        suffix: 'III',
        taxvat: 'ATU12345678',
        gender: 2,
        date_of_birth: '1990-04-12',
        dob: '1990-04-12',
        group_id: 1,
        is_subscribed: false,
        allow_remote_shopping_assistance: true,
      });
      expect(body.data!['customer'].id).toEqual(expect.any(Number));
      expect(body.data!['customer'].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('stores no password, token or key in the clear', async () => {
      const { email, token, refreshToken } = await customer('secret');
      const db = commerce.database.db;
      const row = await db
        .selectFrom('customers')
        .innerJoin('customer_credentials', 'customer_credentials.customer_id', 'customers.id')
        .select(['customers.id', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(row.password_hash).not.toContain(PASSWORD);
      const tokens = await db
        .selectFrom('customer_tokens')
        .select('token_hash')
        .where('customer_id', '=', row.id)
        .execute();
      const stored = tokens.map((entry) => entry.token_hash);
      expect(stored).toHaveLength(2);
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(refreshToken);
      for (const hash of stored) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses an e-mail the website already has, in any letter case', async () => {
      const email = uniqueEmail('twice');
      expect((await register(email)).errors).toBeUndefined();
      expect(errorOf(await register(email.toUpperCase()))).toEqual({
        message: 'A customer with the same email address already exists in an associated website.',
        category: 'graphql-input',
      });
    });

    it('lets the same e-mail have one account in each website', async () => {
      const email = uniqueEmail('two-sites');
      expect((await register(email)).errors).toBeUndefined();
      expect((await register(email, { firstname: 'Grace' }, 'us')).errors).toBeUndefined();
      // The Middle East website's two store views share its accounts.
      expect((await register(email, {}, 'me')).errors).toBeUndefined();
      expect(errorOf(await register(email, {}, 'sa')).message).toBe(
        'A customer with the same email address already exists in an associated website.',
      );
      const international = (await signIn(email)).data!['generateCustomerToken'].token;
      const us = (await signIn(email, PASSWORD, 'us')).data!['generateCustomerToken'].token;
      const name = async (token: string, store?: string) =>
        (await gql('{ customer { firstname } }', {}, { token, ...(store ? { store } : {}) })).body
          .data?.['customer'].firstname;
      expect(await name(international)).toBe('Ada');
      expect(await name(us, 'us')).toBe('Grace');
    });

    it('refuses a password against the spec rule, with its text', async () => {
      for (const password of ['Ab1', 'alllowercase1', 'ALLUPPERCASE1']) {
        expect(errorOf(await register(uniqueEmail('weak'), { password }))).toEqual({
          message:
            'The password must be at least 6 characters long and must contain at least 1 uppercase letter and 1 lowercase letter',
          category: 'graphql-input',
        });
      }
      expect(
        errorOf(await register(uniqueEmail('space'), { password: ' Linen1Soft' })).message,
      ).toBe("The password can't begin or end with a space. Verify the password and try again.");
    });

    it('refuses an invalid e-mail, missing names, a bad gender and a bad date of birth', async () => {
      expect(errorOf(await register('not-an-email')).message).toBe(
        '"not-an-email" is not a valid email address.',
      );
      expect(errorOf(await register(uniqueEmail('blank'), { firstname: '  ' })).message).toBe(
        '"First Name" is a required value.',
      );
      expect(errorOf(await register(uniqueEmail('gender'), { gender: 7 })).message).toBe(
        '"7" is not a valid gender value.',
      );
      expect(
        errorOf(await register(uniqueEmail('dob'), { date_of_birth: '1990-02-30' })).message,
      ).toBe('"Date of Birth" does not fit the entered date format.');
      expect(
        errorOf(await register(uniqueEmail('future'), { date_of_birth: '2999-01-01' })).message,
      ).toMatch(
        /^Please enter a valid date less than or equal to \d{4}-\d{2}-\d{2} at Date of Birth\.$/,
      );
    });

    it('refuses unbounded e-mails, names and passwords', async () => {
      const huge = `${'a'.repeat(300)}@example.com`;
      expect(errorOf(await register(huge))).toMatchObject({ category: 'graphql-input' });
      expect(errorOf(await register(huge)).message).toMatch(/is not a valid email address\.$/);
      expect(errorOf(await register(huge)).message!.length).toBeLessThan(120);
      expect(
        errorOf(await register(uniqueEmail('long'), { firstname: 'A'.repeat(256) })).message,
      ).toBe('"First Name" length must be equal or less than 255 characters.');
      expect(errorOf(await register(uniqueEmail('long'), { taxvat: '1'.repeat(51) })).message).toBe(
        '"Tax/VAT number" length must be equal or less than 50 characters.',
      );
      expect(
        errorOf(await register(uniqueEmail('long'), { password: `Aa${'x'.repeat(300)}` })).message,
      ).toBe('Please enter a password with at most 256 characters.');
    });

    it('serves the deprecated createCustomer with the same rules', async () => {
      const email = uniqueEmail('legacy');
      const mutation = /* GraphQL */ `
        mutation Legacy($input: CustomerInput!) {
          createCustomer(input: $input) {
            customer {
              email
            }
          }
        }
      `;
      const { body } = await gql(mutation, {
        input: { email, firstname: 'Old', lastname: 'Client', password: PASSWORD },
      });
      expect(body.data!['createCustomer'].customer.email).toBe(email);
      const missing = await gql(mutation, {
        input: { email: uniqueEmail('legacy'), lastname: 'X' },
      });
      expect(errorOf(missing.body).message).toBe('Required parameters are missing: First Name');
    });

    it('answers isEmailAvailable per website, and refuses a malformed address', async () => {
      const email = uniqueEmail('available');
      const available = async (address: string, store?: string) =>
        (
          await gql(
            'query Available($email: String!) { isEmailAvailable(email: $email) { is_email_available } }',
            { email: address },
            store ? { store } : {},
          )
        ).body;
      expect((await available(email)).data!['isEmailAvailable'].is_email_available).toBe(true);
      await register(email);
      expect((await available(email)).data!['isEmailAvailable'].is_email_available).toBe(false);
      expect((await available(email, 'us')).data!['isEmailAvailable'].is_email_available).toBe(
        true,
      );
      expect(errorOf(await available('nope'))).toEqual({
        message: 'Email is invalid',
        category: 'graphql-input',
      });
    });
  });

  describe('sign-in', () => {
    const GENERIC =
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

    it('answers a wrong password and an unknown e-mail with the same generic message', async () => {
      const { email } = await customer('generic');
      expect(errorOf(await signIn(email, 'Wrong1Password'))).toEqual({
        message: GENERIC,
        category: 'graphql-authentication',
      });
      expect(errorOf(await signIn(uniqueEmail('nobody')))).toEqual({
        message: GENERIC,
        category: 'graphql-authentication',
      });
    });

    it('spends comparable time on an unknown e-mail as on a wrong password', async () => {
      const { email } = await customer('timing');
      const time = async (address: string) => {
        const started = performance.now();
        await signIn(address, 'Wrong1Password');
        return performance.now() - started;
      };
      const known = Math.min(await time(email), await time(email));
      const unknown = Math.min(await time(uniqueEmail('x')), await time(uniqueEmail('y')));
      // Both pay one scrypt hash (tens of milliseconds); without it the unknown one is ~1 ms.
      expect(unknown).toBeGreaterThan(known * 0.5);
    });

    it('locks the account after 10 failures in 10 minutes, for 10 minutes', async () => {
      const { email } = await customer('lockout');
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect(errorOf(await signIn(email, 'Wrong1Password')).message).toBe(GENERIC);
      // Locked: even the right password is refused, with the same message.
      expect(errorOf(await signIn(email)).message).toBe(GENERIC);
      clock.advance(9 * 60_000);
      expect(errorOf(await signIn(email)).message).toBe(GENERIC);
      clock.advance(60_000 + 1000);
      expect((await signIn(email)).errors).toBeUndefined();
    });

    it('forgets failures older than 10 minutes', async () => {
      const { email } = await customer('window');
      for (let attempt = 0; attempt < 9; attempt += 1) await signIn(email, 'Wrong1Password');
      clock.advance(10 * 60_000 + 1000);
      await signIn(email, 'Wrong1Password');
      expect((await signIn(email)).errors).toBeUndefined();
    });

    it('a right password clears the failures counted so far', async () => {
      const { email } = await customer('clears');
      for (let attempt = 0; attempt < 9; attempt += 1) await signIn(email, 'Wrong1Password');
      expect((await signIn(email)).errors).toBeUndefined();
      for (let attempt = 0; attempt < 9; attempt += 1) await signIn(email, 'Wrong1Password');
      expect((await signIn(email)).errors).toBeUndefined();
    });

    it('renews a hash made with older parameters at the next sign-in', async () => {
      const { email } = await customer('rehash');
      const db = commerce.database.db;
      const { id } = await db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('customer_credentials')
        .set({ password_hash: await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 }) })
        .where('customer_id', '=', id)
        .execute();
      expect((await signIn(email)).errors).toBeUndefined();
      const { password_hash } = await db
        .selectFrom('customer_credentials')
        .select('password_hash')
        .where('customer_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect((await signIn(email)).errors).toBeUndefined();
    });

    it('asks for both values', async () => {
      expect(errorOf(await signIn('', PASSWORD)).message).toBe('Specify the "email" value.');
      expect(errorOf(await signIn('a@example.com', '')).message).toBe(
        'Specify the "password" value.',
      );
    });
  });

  describe('tokens', () => {
    const NOT_AUTHORIZED = {
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    };

    it('refuses a guest asking for the customer', async () => {
      expect(errorOf((await gql(customerQuery)).body)).toEqual(NOT_AUTHORIZED);
    });

    it('fails any request with an unknown or malformed token, even a catalog query', async () => {
      for (const token of ['x'.repeat(43), 'not a token', 'é'.repeat(20), 'a'.repeat(5000)]) {
        const { body } = await gql('{ storeConfig { store_code } }', {}, { token });
        expect(errorOf(body)).toEqual(NOT_AUTHORIZED);
        expect(body.data ?? null).toBeNull();
      }
    });

    it('treats a request without a bearer token, or with an empty one, as a guest', async () => {
      const empty = await commerce.gql(
        '{ storeConfig { store_code } }',
        {},
        { Authorization: 'Bearer ' },
      );
      expect(empty.body.errors).toBeUndefined();
      const basic = await commerce.gql(
        '{ storeConfig { store_code } }',
        {},
        { Authorization: 'Basic eDp5' },
      );
      expect(basic.body.errors).toBeUndefined();
    });

    it('expires an access token after storeConfig customer_access_token_lifetime (1 hour)', async () => {
      const config = await gql('{ storeConfig { customer_access_token_lifetime } }');
      expect(config.body.data!['storeConfig'].customer_access_token_lifetime).toBe(1);
      const { token } = await customer('expiry');
      clock.advance(HOUR - 60_000);
      expect((await gql(customerQuery, {}, { token })).body.errors).toBeUndefined();
      clock.advance(2 * 60_000);
      expect(errorOf((await gql(customerQuery, {}, { token })).body)).toEqual(NOT_AUTHORIZED);
    });

    it('clears the expired tokens of a customer when they sign in again', async () => {
      const { email } = await customer('cleanup');
      const tokensOf = async () =>
        (
          await commerce.database.db
            .selectFrom('customer_tokens')
            .innerJoin('customers', 'customers.id', 'customer_tokens.customer_id')
            .select(['kind'])
            .where('customers.email', '=', email)
            .execute()
        ).map((row) => row.kind);
      expect((await tokensOf()).sort()).toEqual(['access', 'refresh']);
      clock.advance(2 * HOUR);
      await signIn(email);
      // The expired access token is gone; both refresh tokens live on.
      expect((await tokensOf()).sort()).toEqual(['access', 'refresh', 'refresh']);
    });

    it('refuses a token of one website in another', async () => {
      const { token } = await customer('website');
      expect(
        (await gql(customerQuery, {}, { token, store: 'default' })).body.errors,
      ).toBeUndefined();
      expect(errorOf((await gql(customerQuery, {}, { token, store: 'us' })).body)).toEqual(
        NOT_AUTHORIZED,
      );
      expect(
        errorOf((await gql('{ storeConfig { store_code } }', {}, { token, store: 'us' })).body),
      ).toEqual(NOT_AUTHORIZED);
    });

    it('ends the session on revokeCustomerToken', async () => {
      const { token, refreshToken } = await customer('revoke');
      const { body } = await gql('mutation { revokeCustomerToken { result } }', {}, { token });
      expect(body.data!['revokeCustomerToken']).toEqual({ result: true });
      expect(errorOf((await gql(customerQuery, {}, { token })).body)).toEqual(NOT_AUTHORIZED);
      expect(errorOf((await refresh(refreshToken)).body)).toEqual(NOT_AUTHORIZED);
      expect(errorOf((await gql('mutation { revokeCustomerToken { result } }')).body)).toEqual(
        NOT_AUTHORIZED,
      );
    });

    const refresh = (refreshToken: string, store?: string) =>
      gql(
        'mutation Refresh($refresh: String!) { refreshCustomerToken(refresh_token: $refresh) { token refresh_token } }',
        { refresh: refreshToken },
        store ? { store } : {},
      );

    it('rotates the refresh token on use and retires the access token it replaces', async () => {
      const first = await customer('rotate');
      const { body } = await refresh(first.refreshToken);
      expect(body.errors).toBeUndefined();
      const second = body.data!['refreshCustomerToken'];
      expect(second.token).not.toBe(first.token);
      expect(second.refresh_token).not.toBe(first.refreshToken);
      expect((await gql(customerQuery, {}, { token: second.token })).body.errors).toBeUndefined();
      expect(errorOf((await gql(customerQuery, {}, { token: first.token })).body)).toEqual(
        NOT_AUTHORIZED,
      );
      // After the access token expired, the refresh token still gives a new one.
      clock.advance(2 * HOUR);
      const third = (await refresh(second.refresh_token)).body.data!['refreshCustomerToken'];
      expect((await gql(customerQuery, {}, { token: third.token })).body.errors).toBeUndefined();
    });

    it('revokes the whole session when a spent refresh token comes back', async () => {
      const first = await customer('reuse');
      const second = (await refresh(first.refreshToken)).body.data!['refreshCustomerToken'];
      expect(errorOf((await refresh(first.refreshToken)).body)).toEqual(NOT_AUTHORIZED);
      expect(errorOf((await gql(customerQuery, {}, { token: second.token })).body)).toEqual(
        NOT_AUTHORIZED,
      );
      expect(errorOf((await refresh(second.refresh_token)).body)).toEqual(NOT_AUTHORIZED);
    });

    it('refuses unknown, expired and other-website refresh tokens', async () => {
      expect(errorOf((await refresh('y'.repeat(43))).body)).toEqual(NOT_AUTHORIZED);
      const { refreshToken } = await customer('refresh-site');
      expect(errorOf((await refresh(refreshToken, 'us')).body)).toEqual(NOT_AUTHORIZED);
      clock.advance(31 * 24 * HOUR);
      expect(errorOf((await refresh(refreshToken)).body)).toEqual(NOT_AUTHORIZED);
    });
  });

  describe('profile', () => {
    const update = (token: string, input: Record<string, unknown>) =>
      gql(
        'mutation Update($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname lastname middlename date_of_birth gender } } }',
        { input },
        { token },
      );

    it('updates the signed-in customer only', async () => {
      const a = await customer('update-a');
      const b = await customer('update-b');
      const { body } = await update(a.token, { firstname: 'Augusta', middlename: 'K', gender: 1 });
      expect(body.data!['updateCustomerV2'].customer).toMatchObject({
        firstname: 'Augusta',
        lastname: 'Weaver',
        middlename: 'K',
        gender: 1,
      });
      const other = await gql('{ customer { firstname email } }', {}, { token: b.token });
      expect(other.body.data!['customer']).toEqual({ firstname: 'Ada', email: b.email });
    });

    it('sets the date of birth once and refuses to change it after', async () => {
      const { token } = await customer('dob');
      expect((await update(token, { date_of_birth: '1985-07-01' })).body.errors).toBeUndefined();
      expect(
        (await update(token, { date_of_birth: '1985-07-01', firstname: 'Ada' })).body.errors,
      ).toBeUndefined();
      expect(errorOf((await update(token, { date_of_birth: '1986-07-01' })).body)).toEqual({
        message: "The date of birth can't be changed once it has been saved.",
        category: 'graphql-input',
      });
      expect(errorOf((await update(token, { date_of_birth: null })).body).message).toBe(
        "The date of birth can't be changed once it has been saved.",
      );
      expect(errorOf((await update(token, { dob: '1999-01-01' })).body).message).toBe(
        "The date of birth can't be changed once it has been saved.",
      );
    });

    it('refuses an empty update and a guest', async () => {
      const { token } = await customer('empty');
      expect(errorOf((await update(token, {})).body).message).toBe(
        '"input" value should be specified',
      );
      expect(
        errorOf(
          (
            await gql(
              'mutation { updateCustomerV2(input: { firstname: "X" }) { customer { firstname } } }',
            )
          ).body,
        ),
      ).toEqual({
        message: "The current customer isn't authorized.",
        category: 'graphql-authorization',
      });
    });
  });

  describe('e-mail and password changes', () => {
    const changeEmail = (token: string, email: string, password: string) =>
      gql(
        'mutation Email($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }',
        { email, password },
        { token },
      );
    const changePassword = (token: string, currentPassword: string, newPassword: string) =>
      gql(
        'mutation Password($current: String!, $next: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }',
        { current: currentPassword, next: newPassword },
        { token },
      );

    it('changes the e-mail with the current password and ends the other sessions', async () => {
      const first = await customer('email');
      const other = (await signIn(first.email)).data!['generateCustomerToken'];
      const next = uniqueEmail('email-new');
      expect(errorOf((await changeEmail(first.token, next, 'Wrong1Password')).body)).toEqual({
        message: 'Invalid login or password.',
        category: 'graphql-authentication',
      });
      const { body } = await changeEmail(first.token, next, PASSWORD);
      expect(body.data!['updateCustomerEmail'].customer.email).toBe(next);
      expect((await gql(customerQuery, {}, { token: first.token })).body.errors).toBeUndefined();
      expect(errorOf((await gql(customerQuery, {}, { token: other.token })).body).category).toBe(
        'graphql-authorization',
      );
      expect(errorOf(await signIn(first.email)).category).toBe('graphql-authentication');
      expect((await signIn(next)).errors).toBeUndefined();
    });

    it("refuses another account's e-mail of the same website", async () => {
      const a = await customer('taken-a');
      const b = await customer('taken-b');
      expect(errorOf((await changeEmail(a.token, b.email, PASSWORD)).body)).toEqual({
        message: 'A customer with the same email address already exists in an associated website.',
        category: 'graphql-already-exists',
      });
      expect(errorOf((await changeEmail(a.token, 'broken', PASSWORD)).body).message).toBe(
        '"broken" is not a valid email address.',
      );
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const first = await customer('password');
      const other = (await signIn(first.email)).data!['generateCustomerToken'];
      expect(
        errorOf((await changePassword(first.token, 'Wrong1Password', 'New1Password')).body),
      ).toEqual({
        message: 'Invalid login or password.',
        category: 'graphql-authentication',
      });
      expect(errorOf((await changePassword(first.token, PASSWORD, 'weak')).body).message).toBe(
        'The password must be at least 6 characters long and must contain at least 1 uppercase letter and 1 lowercase letter',
      );
      const { body } = await changePassword(first.token, PASSWORD, 'New1Password');
      expect(body.data!['changeCustomerPassword'].email).toBe(first.email);
      expect((await gql(customerQuery, {}, { token: first.token })).body.errors).toBeUndefined();
      expect(errorOf((await gql(customerQuery, {}, { token: other.token })).body).category).toBe(
        'graphql-authorization',
      );
      expect(errorOf((await refreshWith(other.refresh_token)).body).category).toBe(
        'graphql-authorization',
      );
      expect(errorOf(await signIn(first.email)).category).toBe('graphql-authentication');
      expect((await signIn(first.email, 'New1Password')).errors).toBeUndefined();
    });

    it('counts wrong current passwords towards the lockout', async () => {
      const { token } = await customer('password-lock');
      for (let attempt = 0; attempt < 9; attempt += 1)
        await changePassword(token, 'Wrong1Password', 'New1Password');
      expect(
        errorOf((await changePassword(token, 'Wrong1Password', 'New1Password')).body).message,
      ).toBe('The account is locked.');
      expect(errorOf((await changePassword(token, PASSWORD, 'New1Password')).body).message).toBe(
        'The account is locked.',
      );
      clock.advance(11 * 60_000);
    });

    const refreshWith = (refreshToken: string) =>
      gql(
        'mutation Refresh($refresh: String!) { refreshCustomerToken(refresh_token: $refresh) { token } }',
        { refresh: refreshToken },
      );
  });

  describe("Magento's messages for missing values", () => {
    it('names the missing value of each operation', async () => {
      const { token } = await customer('missing');
      const cases: Array<[string, Record<string, unknown>, string, string | undefined]> = [
        [
          'mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }',
          { c: '', n: 'New1Password' },
          'Specify the "currentPassword" value.',
          token,
        ],
        [
          'mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }',
          { c: PASSWORD, n: '' },
          'Specify the "newPassword" value.',
          token,
        ],
        [
          'mutation($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }',
          { e: 'new@example.com', p: '' },
          '"email" and "password" values should be specified',
          token,
        ],
        [
          'mutation($e: String!) { requestPasswordResetEmail(email: $e) }',
          { e: ' ' },
          'You must specify an email address.',
          undefined,
        ],
        [
          'mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }',
          { e: 'a@example.com', t: '', p: 'New1Password' },
          'resetPasswordToken must be specified',
          undefined,
        ],
        [
          'mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }',
          { e: 'a@example.com', t: 'abc', p: '' },
          'newPassword must be specified',
          undefined,
        ],
        [
          'query($e: String!) { isEmailAvailable(email: $e) { is_email_available } }',
          { e: '' },
          'Email must be specified',
          undefined,
        ],
      ];
      for (const [query, variables, message, withToken] of cases) {
        const { body } = await gql(query, variables, withToken ? { token: withToken } : {});
        expect(errorOf(body)).toEqual({ message, category: 'graphql-input' });
      }
    });

    it('changes the e-mail through the deprecated updateCustomer only with the password', async () => {
      const { email, token } = await customer('legacy-update');
      const next = uniqueEmail('legacy-next');
      const legacy = (input: Record<string, unknown>) =>
        gql(
          'mutation($input: CustomerInput!) { updateCustomer(input: $input) { customer { email firstname } } }',
          { input },
          { token },
        );
      expect(errorOf((await legacy({ email: next })).body).message).toBe(
        'Provide the current "password" to change "email".',
      );
      const { body } = await legacy({ email: next, password: PASSWORD, firstname: 'Ida' });
      expect(body.data!['updateCustomer'].customer).toEqual({ email: next, firstname: 'Ida' });
      expect(errorOf(await signIn(email)).category).toBe('graphql-authentication');
    });
  });

  describe('password reset', () => {
    const request = (email: string) =>
      gql('mutation Request($email: String!) { requestPasswordResetEmail(email: $email) }', {
        email,
      });
    const reset = (email: string, token: string, password: string) =>
      gql(
        'mutation Reset($email: String!, $token: String!, $password: String!) { resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }',
        { email, token, password },
      );
    const resetByStorefront = (email: string, token: string, password: string) =>
      gql(
        'mutation Reset($email: String!, $token: String!, $password: String!) { resetCustomerPassword(email: $email, token: $token, newPassword: $password) }',
        { email, token, password },
      );
    const idOf = async (email: string) =>
      (
        await commerce.database.db
          .selectFrom('customers')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;

    it('answers true whether or not the e-mail has an account', async () => {
      const { email } = await customer('reset-known');
      expect((await request(email)).body.data!['requestPasswordResetEmail']).toBe(true);
      expect(
        (await request(uniqueEmail('reset-unknown'))).body.data!['requestPasswordResetEmail'],
      ).toBe(true);
      expect(errorOf((await request('broken')).body).message).toBe(
        'The email address has an invalid format.',
      );
    });

    it('sets a new password once per token and ends every session', async () => {
      const first = await customer('reset');
      const resetToken = await commerce.commerce.services.auth.createResetToken(
        await idOf(first.email),
      );
      expect(
        (await reset(first.email, resetToken, 'Fresh1Password')).body.data!['resetPassword'],
      ).toBe(true);
      expect(errorOf((await gql(customerQuery, {}, { token: first.token })).body).category).toBe(
        'graphql-authorization',
      );
      expect((await signIn(first.email, 'Fresh1Password')).errors).toBeUndefined();
      expect(errorOf((await reset(first.email, resetToken, 'Other1Password')).body)).toEqual({
        message: "Cannot set the customer's password",
        category: 'graphql-input',
      });
    });

    it('refuses a token older than a day, a wrong token and an unknown e-mail alike', async () => {
      const { email } = await customer('reset-expired');
      const id = await idOf(email);
      const stale = await commerce.commerce.services.auth.createResetToken(id);
      clock.advance(24 * HOUR + 1000);
      expect(errorOf((await reset(email, stale, 'Fresh1Password')).body).message).toBe(
        "Cannot set the customer's password",
      );
      const fresh = await commerce.commerce.services.auth.createResetToken(id);
      expect(
        errorOf((await reset(email, `${fresh.slice(0, -2)}zz`, 'Fresh1Password')).body).message,
      ).toBe("Cannot set the customer's password");
      expect(
        errorOf((await reset(uniqueEmail('ghost'), fresh, 'Fresh1Password')).body).message,
      ).toBe("Cannot set the customer's password");
      expect(errorOf((await reset(email, fresh, 'weak')).body).message).toBe(
        'The password must be at least 6 characters long and must contain at least 1 uppercase letter and 1 lowercase letter',
      );
      expect(
        (await resetByStorefront(email, fresh, 'Fresh1Password')).body.data![
          'resetCustomerPassword'
        ],
      ).toBe(true);
    });

    it('only the latest token works', async () => {
      const { email } = await customer('reset-latest');
      const id = await idOf(email);
      const older = await commerce.commerce.services.auth.createResetToken(id);
      const newer = await commerce.commerce.services.auth.createResetToken(id);
      expect(errorOf((await reset(email, older, 'Fresh1Password')).body).message).toBe(
        "Cannot set the customer's password",
      );
      expect((await reset(email, newer, 'Fresh1Password')).body.data!['resetPassword']).toBe(true);
    });
  });

  describe('account confirmation', () => {
    const setConfirmation = async (websiteCode: string, value: string | null) => {
      const db = commerce.database.db;
      await db
        .deleteFrom('config_values')
        .where('scope', '=', 'website')
        .where('scope_code', '=', websiteCode)
        .where('path', '=', 'customer/create_account/confirm')
        .execute();
      if (value !== null)
        await db
          .insertInto('config_values')
          .values({
            scope: 'website',
            scope_code: websiteCode,
            path: 'customer/create_account/confirm',
            value,
          })
          .execute();
      commerce.settingsChanged();
    };

    it('keeps a new account of a website that requires confirmation signed out', async () => {
      await setConfirmation('loomfrontcom_us', '1');
      try {
        const email = uniqueEmail('confirm');
        expect((await register(email, {}, 'us')).errors).toBeUndefined();
        expect(errorOf(await signIn(email, PASSWORD, 'us'))).toEqual({
          message: "This account isn't confirmed. Verify and try again.",
          category: 'graphql-authentication',
        });
        // Other websites do not require it.
        expect((await register(email)).errors).toBeUndefined();
        expect((await signIn(email)).errors).toBeUndefined();

        const confirm = (key: string) =>
          gql(
            'mutation Confirm($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }',
            { email, key },
            { store: 'us' },
          );
        expect(errorOf((await confirm('z'.repeat(43))).body)).toEqual({
          message: 'The confirmation token is invalid. Verify the token and try again.',
          category: 'graphql-input',
        });
        const resend = await gql(
          'mutation Resend($email: String!) { resendConfirmationEmail(email: $email) }',
          { email },
          { store: 'us' },
        );
        expect(resend.body.data!['resendConfirmationEmail']).toBe(true);
      } finally {
        await setConfirmation('loomfrontcom_us', null);
      }
    });

    it('refuses to confirm an account that is already active', async () => {
      const { email } = await customer('active');
      const { body } = await gql(
        'mutation Confirm($email: String!) { confirmEmail(input: { email: $email, confirmation_key: "abc" }) { customer { email } } }',
        { email },
      );
      expect(errorOf(body).message).toBe('The account is already active.');
    });
  });
});
