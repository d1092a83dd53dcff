// The account e-mails, received through a real local SMTP server: welcome, account confirmation
// (its link confirms), password reset (its link resets, once) and "password or e-mail changed".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestCommerce,
  startTestSmtpServer,
  type TestCommerce,
  type TestSmtpServer,
} from '../../testing/index';

const PASSWORD = 'Linen1Soft';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(sequence += 1)}@example.com`;

describe('account e-mails', () => {
  let smtp: TestSmtpServer;
  let commerce: TestCommerce;

  const gql = (query: string, variables: Record<string, unknown>, store?: string, token?: string) =>
    commerce.gql(query, variables, {
      ...(store ? { Store: store } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    });
  const register = (email: string, store?: string, extra: Record<string, unknown> = {}) =>
    gql(
      'mutation Create($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { input: { email, firstname: 'Ada', lastname: 'Weaver', password: PASSWORD, ...extra } },
      store,
    );
  const signIn = (email: string, password = PASSWORD, store?: string) =>
    gql(
      'mutation Token($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      { email, password },
      store,
    );
  const mailTo = (address: string, subject: string) =>
    smtp.waitFor((mail) => mail.to.includes(address.toLowerCase()) && mail.subject === subject);
  const query = (link: string) => new URL(link).searchParams;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    commerce = await startTestCommerce({
      mail: { smtpUrl: smtp.url },
      config: { rateLimits: { search: null, mutations: null, login: null } },
    });
  });
  afterAll(async () => {
    await commerce?.close();
    await smtp?.close();
  });

  it('welcomes a new account in the language of its store', async () => {
    const email = uniqueEmail('welcome');
    expect((await register(email)).body.errors).toBeUndefined();
    const mail = await mailTo(email, 'Welcome to Loomfront');
    expect(mail.text).toContain('Hello Ada,');
    const german = uniqueEmail('willkommen');
    expect((await register(german, 'at')).body.errors).toBeUndefined();
    await mailTo(german, 'Willkommen bei Loomfront');
  });

  it('confirms an account through the link of its confirmation e-mail', async () => {
    const email = uniqueEmail('confirm');
    await commerce.database.db
      .insertInto('config_values')
      .values({
        scope: 'website',
        scope_code: 'loomfrontcom_us',
        path: 'customer/create_account/confirm',
        value: '1',
      })
      .execute();
    commerce.settingsChanged();
    try {
      expect((await register(email, 'us', { is_subscribed: true })).body.errors).toBeUndefined();
      const first = await mailTo(email, 'Please confirm your Loomfront account');
      const link = first.links.find((href) => href.includes('/us/customer/account/confirm'))!;
      expect(query(link).get('email')).toBe(email);
      await expect(signIn(email, PASSWORD, 'us')).resolves.toMatchObject({
        body: { errors: [{ message: "This account isn't confirmed. Verify and try again." }] },
      });

      // A second e-mail carries a new key; the first one stops working.
      const resend = await gql(
        'mutation Resend($email: String!) { resendConfirmationEmail(email: $email) }',
        { email },
        'us',
      );
      expect(resend.body.data!['resendConfirmationEmail']).toBe(true);
      const second = await smtp.waitFor(
        (mail) =>
          mail.to.includes(email) &&
          mail.subject === 'Please confirm your Loomfront account' &&
          mail !== first,
      );
      const confirm = (key: string) =>
        gql(
          'mutation Confirm($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }',
          { email, key },
          'us',
        );
      const oldKey = query(link).get('key')!;
      const newKey = query(
        second.links.find((href) => href.includes('/customer/account/confirm'))!,
      ).get('key')!;
      expect(newKey).not.toBe(oldKey);
      expect((await confirm(oldKey)).body.errors?.[0]?.message).toBe(
        'The confirmation token is invalid. Verify the token and try again.',
      );
      expect((await confirm(newKey)).body.data!['confirmEmail'].customer.email).toBe(email);
      const signedIn = await signIn(email, PASSWORD, 'us');
      expect(signedIn.body.errors).toBeUndefined();
      await mailTo(email, 'Welcome to Loomfront');
      // The newsletter subscription asked for at registration waited for the confirmation.
      const subscribed = await gql(
        '{ customer { is_subscribed } }',
        {},
        'us',
        signedIn.body.data!['generateCustomerToken'].token as string,
      );
      expect(subscribed.body.data!['customer'].is_subscribed).toBe(true);
      expect((await confirm(newKey)).body.errors?.[0]?.message).toBe(
        'The account is already active.',
      );
    } finally {
      await commerce.database.db
        .deleteFrom('config_values')
        .where('path', '=', 'customer/create_account/confirm')
        .execute();
      commerce.settingsChanged();
    }
  });

  it('resets a password through the link of the reset e-mail, once', async () => {
    const email = uniqueEmail('reset');
    await register(email);
    const request = await gql(
      'mutation Request($email: String!) { requestPasswordResetEmail(email: $email) }',
      { email },
    );
    expect(request.body.data!['requestPasswordResetEmail']).toBe(true);
    const mail = await mailTo(email, 'Reset your Loomfront password');
    const link = mail.links.find((href) => href.includes('/customer/reset-password'))!;
    const params = query(link);
    expect(params.get('email')).toBe(email);
    const reset = () =>
      gql(
        'mutation Reset($email: String!, $token: String!, $password: String!) { resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }',
        { email: params.get('email'), token: params.get('token'), password: 'Fresh1Password' },
      );
    expect((await reset()).body.data!['resetPassword']).toBe(true);
    expect((await reset()).body.errors?.[0]?.message).toBe("Cannot set the customer's password");
    expect((await signIn(email, 'Fresh1Password')).body.errors).toBeUndefined();
    await mailTo(email, 'Your Loomfront password has been changed');
  });

  it('queues no reset e-mail for an address without an account', async () => {
    const email = uniqueEmail('nobody');
    const request = await gql(
      'mutation Request($email: String!) { requestPasswordResetEmail(email: $email) }',
      { email },
    );
    expect(request.body.data!['requestPasswordResetEmail']).toBe(true);
    const queued = await commerce.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', email)
      .execute();
    expect(queued).toEqual([]);
  });

  it('tells the old address when the e-mail changes', async () => {
    const email = uniqueEmail('old');
    await register(email);
    const token = (await signIn(email)).body.data!['generateCustomerToken'].token as string;
    const next = uniqueEmail('new');
    const { body } = await gql(
      'mutation Email($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }',
      { email: next, password: PASSWORD },
      undefined,
      token,
    );
    expect(body.errors).toBeUndefined();
    const mail = await mailTo(email, 'Your Loomfront e-mail address has been changed');
    expect(mail.text).toContain('signed out on your other devices');
  });
});
