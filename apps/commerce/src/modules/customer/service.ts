// Customer accounts (Magento's CustomerGraphQl semantics and messages): registration per website
// with optional confirmation, profile, e-mail and password changes, sign-in and sign-out,
// password reset. Every operation acts on the signed-in customer of the request only: no
// argument names a customer, so no customer can reach another's account.
import type { Clock } from '../../clock';
import type { CustomerIdentity, RequestContext } from '../../context/request-context';
import {
  alreadyExistsError,
  authenticationError,
  authorizationError,
  inputError,
} from '../../errors';
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../auth/password';
import { digestToken, newSecretToken } from '../auth/secret-token';
import { NOT_AUTHORIZED, type AuthService, type IssuedTokens } from '../auth/service';
import { SOCIAL_SIGN_IN_REFUSED, type SocialSignIn } from '../auth/social-sign-in';
import type { StoresService } from '../stores/service';
import type { AccountMail, AccountSubscriptions } from './account-mail';
import type { CustomerModel } from './models';
import {
  invalidEmail,
  MAX_EMAIL_LENGTH,
  normaliseEmail,
  profileValues,
  type ProfileInput,
} from './profile-input';
import { DuplicateEmailError, type CustomerRepository } from './repository';

export const DUPLICATE_EMAIL =
  'A customer with the same email address already exists in an associated website.';
export const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const NOT_CONFIRMED = "This account isn't confirmed. Verify and try again.";
export const DOB_LOCKED = "The date of birth can't be changed once it has been saved.";
const WRONG_PASSWORD = 'Invalid login or password.';
const LOCKED = 'The account is locked.';
const CANNOT_SET_PASSWORD = "Cannot set the customer's password";
/** Magento's customer/create_account/confirm: "1" requires confirming the e-mail first. */
export const CONFIRM_PATH = 'customer/create_account/confirm';

/** What one transaction of an account change works with, all over the same connection. */
export interface AccountsUnit {
  customers: CustomerRepository;
  auth: AuthService;
  mail: AccountMail;
  subscriptions: AccountSubscriptions | null;
}

export type InAccountsTransaction = <T>(work: (unit: AccountsUnit) => Promise<T>) => Promise<T>;

export class CustomerService {
  constructor(
    private readonly unit: AccountsUnit,
    private readonly inTransaction: InAccountsTransaction,
    private readonly stores: StoresService,
    private readonly clock: Clock,
    private readonly social: SocialSignIn,
  ) {}

  /** The signed-in customer, or Magento's authorization error for a guest. */
  async current(context: RequestContext): Promise<CustomerModel> {
    const identity = requireCustomer(context);
    const customer = await this.unit.customers.findById(identity.id);
    if (!customer || customer.website_id !== identity.websiteId)
      throw authorizationError(NOT_AUTHORIZED);
    return customer;
  }

  async isSubscribed(customer: CustomerModel): Promise<boolean> {
    return this.unit.subscriptions ? this.unit.subscriptions.isSubscribed(customer) : false;
  }

  async isEmailAvailable(context: RequestContext, email: string): Promise<boolean> {
    if (!email.trim()) throw inputError('Email must be specified');
    const normalised = normaliseEmail(email);
    if (!normalised) throw inputError('Email is invalid');
    const found = await this.unit.customers.findByEmail(websiteOf(context), normalised);
    return !found;
  }

  /** createCustomerV2 and createCustomer: the new account, confirmed or awaiting confirmation. */
  async create(context: RequestContext, input: ProfileInput): Promise<CustomerModel> {
    if (input.email == null || !input.email.trim())
      throw inputError('Required parameters are missing: Email');
    const email = normaliseEmail(input.email);
    if (!email) throw invalidEmail(input.email);
    const values = profileValues(input, 'create', this.clock.now());
    const password = input.password ?? null;
    if (password !== null) {
      const problem = passwordProblem(password, email);
      if (problem) throw inputError(problem);
    }
    const confirm = (await this.stores.configValue(context, CONFIRM_PATH)) === '1';
    const confirmationKey = confirm ? newSecretToken() : null;
    const now = this.clock.now();
    return this.inTransaction(async (unit) => {
      let customer: CustomerModel;
      try {
        customer = await unit.customers.insert({
          ...values,
          firstname: values.firstname!,
          lastname: values.lastname!,
          email,
          website_id: websiteOf(context),
          store_view_id: context.store.storeView.id,
          confirmation_hash: confirmationKey ? digestToken(confirmationKey) : null,
          confirmation_created_at: confirmationKey ? now : null,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw inputError(DUPLICATE_EMAIL);
        throw error;
      }
      await unit.auth.createCredentials(customer.id, password);
      if (input.is_subscribed != null && unit.subscriptions)
        await unit.subscriptions.setSubscribed(customer, input.is_subscribed);
      if (confirmationKey)
        await unit.mail.confirmAccount(storeCode(context), customer, confirmationKey);
      else await unit.mail.welcome(storeCode(context), customer);
      return customer;
    });
  }

  /** updateCustomerV2 and updateCustomer (whose e-mail change needs the password). */
  async update(
    context: RequestContext,
    input: ProfileInput,
    options: { allowEmail: boolean },
  ): Promise<CustomerModel> {
    const customer = await this.current(context);
    const meaningful = Object.entries(input).some(([, value]) => value !== undefined);
    if (!meaningful) throw inputError('"input" value should be specified');
    if (options.allowEmail && input.email != null && input.email.trim() !== customer.email) {
      if (!input.password) throw inputError('Provide the current "password" to change "email".');
      return this.changeEmail(context, customer, input.email, input.password, input);
    }
    const values = profileValues(input, 'update', this.clock.now());
    if ('dob' in values && customer.dob !== null && values.dob !== customer.dob)
      throw inputError(DOB_LOCKED);
    return this.inTransaction(async (unit) => {
      const updated = (await unit.customers.update(customer.id, values, this.clock.now()))!;
      if (input.is_subscribed != null && unit.subscriptions)
        await unit.subscriptions.setSubscribed(updated, input.is_subscribed);
      return updated;
    });
  }

  async updateEmail(context: RequestContext, email: string, password: string) {
    const customer = await this.current(context);
    if (!email || !password) throw inputError('"email" and "password" values should be specified');
    return this.changeEmail(context, customer, email, password, {});
  }

  async changePassword(
    context: RequestContext,
    currentPassword: string,
    newPassword: string,
  ): Promise<CustomerModel> {
    const customer = await this.current(context);
    if (!currentPassword) throw inputError('Specify the "currentPassword" value.');
    if (!newPassword) throw inputError('Specify the "newPassword" value.');
    await this.checkPassword(customer, currentPassword);
    const problem = passwordProblem(newPassword, customer.email);
    if (problem) throw inputError(problem);
    const session = requireCustomer(context).session ?? null;
    return this.inTransaction(async (unit) => {
      await unit.auth.setPassword(customer.id, newPassword);
      await unit.auth.endOtherSessions(customer.id, session);
      await unit.mail.credentialsChanged(storeCode(context), customer, 'password', customer.email);
      return customer;
    });
  }

  async signIn(context: RequestContext, email: string, password: string): Promise<IssuedTokens> {
    if (!email.trim()) throw inputError('Specify the "email" value.');
    if (!password) throw inputError('Specify the "password" value.');
    const normalised =
      email.length <= MAX_EMAIL_LENGTH && password.length <= MAX_PASSWORD_LENGTH
        ? normaliseEmail(email)
        : null;
    const customer = normalised
      ? await this.unit.customers.findByEmail(websiteOf(context), normalised)
      : undefined;
    if (!customer) {
      // As long as a real check, so the answer's timing does not tell which e-mails exist.
      await this.unit.auth.spendComparableTime(password.slice(0, MAX_PASSWORD_LENGTH));
      throw authenticationError(SIGN_IN_FAILED);
    }
    if ((await this.unit.auth.checkPassword(customer.id, password)) !== 'ok')
      throw authenticationError(SIGN_IN_FAILED);
    if (customer.confirmation_hash) throw authenticationError(NOT_CONFIRMED);
    return this.unit.auth.startSession(
      { customerId: customer.id, websiteId: customer.website_id },
      await this.accessTokenLifetimeHours(context),
    );
  }

  /** The configured providers, each with the address that starts a sign-in. */
  async socialProviders(
    state: string,
  ): Promise<Array<{ code: string; label: string; authorize_url: string }>> {
    if (!state || state.length > 256) throw inputError('"state" must have 1 to 256 characters.');
    return Promise.all(
      this.social.configured().map(async ({ code, label }) => ({
        code,
        label,
        authorize_url: await this.social.authorizeUrl(this.social.provider(code)!, state),
      })),
    );
  }

  /**
   * generateCustomerTokenBySocialProvider: signs in the account of the provider's verified e-mail
   * in this website, creating it (confirmed, without a password) when there is none.
   */
  async signInWithProvider(
    context: RequestContext,
    input: { id: string; code: string; user?: string | null },
  ): Promise<IssuedTokens> {
    const provider = this.social.provider(input.id);
    if (!provider)
      throw inputError(`The social sign-in provider "${input.id.slice(0, 40)}" is not available.`);
    if (!input.code || input.code.length > 2048) throw authenticationError(SOCIAL_SIGN_IN_REFUSED);
    const identity = await this.social.identify(provider, input.code);
    const email = normaliseEmail(identity.email);
    if (!email || !identity.emailVerified)
      throw authenticationError('The social account has no verified e-mail address.');
    const names = namesFromUser(input.user);
    const customer = await this.inTransaction(async (unit) => {
      const existing = await unit.customers.findByEmail(websiteOf(context), email);
      if (existing) {
        // The provider vouches for the address: a pending confirmation is done.
        if (!existing.confirmation_hash) return existing;
        const confirmed = (await unit.customers.update(
          existing.id,
          { confirmation_hash: null, confirmation_created_at: null },
          this.clock.now(),
        ))!;
        await unit.subscriptions?.accountConfirmed(confirmed);
        return confirmed;
      }
      const now = this.clock.now();
      const created = await unit.customers.insert({
        email,
        firstname: identity.firstname ?? names.firstname ?? email.split('@')[0]!.slice(0, 255),
        lastname: identity.lastname ?? names.lastname ?? '-',
        website_id: websiteOf(context),
        store_view_id: context.store.storeView.id,
        confirmation_hash: null,
        confirmation_created_at: null,
        created_at: now,
        updated_at: now,
      });
      await unit.auth.createCredentials(created.id, null);
      await unit.mail.welcome(storeCode(context), created);
      return created;
    });
    return this.unit.auth.startSession(
      { customerId: customer.id, websiteId: customer.website_id },
      await this.accessTokenLifetimeHours(context),
    );
  }

  async refreshToken(context: RequestContext, refreshToken: string): Promise<IssuedTokens> {
    return this.unit.auth.refresh(
      refreshToken,
      websiteOf(context),
      await this.accessTokenLifetimeHours(context),
    );
  }

  async signOut(context: RequestContext): Promise<boolean> {
    const identity = requireCustomer(context);
    if (identity.session) await this.unit.auth.endSession(identity.session);
    return true;
  }

  /** Always true for a well-formed address: whether an account has it is never told. */
  async requestPasswordReset(context: RequestContext, email: string): Promise<boolean> {
    if (!email.trim()) throw inputError('You must specify an email address.');
    const normalised = normaliseEmail(email);
    if (!normalised) throw inputError('The email address has an invalid format.');
    const customer = await this.unit.customers.findByEmail(websiteOf(context), normalised);
    if (!customer) return true;
    await this.inTransaction(async (unit) => {
      const token = await unit.auth.createResetToken(customer.id);
      await unit.mail.resetPassword(storeCode(context), customer, token);
    });
    return true;
  }

  /** resetPassword: a wrong, spent or expired token and an unknown e-mail fail alike. */
  async resetPassword(
    context: RequestContext,
    input: { email: string; token: string; newPassword: string },
  ): Promise<boolean> {
    if (!input.email.trim()) throw inputError('You must specify an email address.');
    const email = normaliseEmail(input.email);
    if (!email) throw inputError('The email address has an invalid format.');
    if (!input.token) throw inputError('resetPasswordToken must be specified');
    if (!input.newPassword) throw inputError('newPassword must be specified');
    const problem = passwordProblem(input.newPassword, email);
    if (problem) throw inputError(problem);
    const customer = await this.unit.customers.findByEmail(websiteOf(context), email);
    if (!customer) throw inputError(CANNOT_SET_PASSWORD);
    return this.inTransaction(async (unit) => {
      if (!(await unit.auth.spendResetToken(customer.id, input.token)))
        throw inputError(CANNOT_SET_PASSWORD);
      await unit.auth.setPassword(customer.id, input.newPassword);
      await unit.auth.endOtherSessions(customer.id, null);
      await unit.mail.credentialsChanged(storeCode(context), customer, 'password', customer.email);
      return true;
    });
  }

  /** confirmEmail: the key from the confirmation e-mail activates the account. */
  async confirmEmail(
    context: RequestContext,
    input: { email: string; confirmation_key: string },
  ): Promise<CustomerModel> {
    const email = normaliseEmail(input.email);
    if (!email) throw inputError('Email is invalid');
    const customer = await this.unit.customers.findByEmail(websiteOf(context), email);
    if (!customer) throw inputError('There was an error confirming the account');
    if (!customer.confirmation_hash) throw inputError('The account is already active.');
    const key = input.confirmation_key.slice(0, 256);
    return this.inTransaction(async (unit) => {
      const confirmed = await unit.customers.confirm(
        customer.id,
        digestToken(key),
        this.clock.now(),
      );
      if (!confirmed)
        throw inputError('The confirmation token is invalid. Verify the token and try again.');
      await unit.subscriptions?.accountConfirmed(confirmed);
      await unit.mail.welcome(storeCode(context), confirmed);
      await unit.subscriptions?.accountConfirmed(confirmed);
      return confirmed;
    });
  }

  /** A new confirmation key by e-mail; true whatever the address, so it tells nothing. */
  async resendConfirmation(context: RequestContext, email: string): Promise<boolean> {
    const normalised = normaliseEmail(email);
    if (!normalised) throw inputError('Email is invalid');
    const customer = await this.unit.customers.findByEmail(websiteOf(context), normalised);
    if (!customer?.confirmation_hash) return true;
    const key = newSecretToken();
    await this.inTransaction(async (unit) => {
      const updated = await unit.customers.update(
        customer.id,
        { confirmation_hash: digestToken(key), confirmation_created_at: this.clock.now() },
        this.clock.now(),
      );
      await unit.mail.confirmAccount(storeCode(context), updated!, key);
    });
    return true;
  }

  private async changeEmail(
    context: RequestContext,
    customer: CustomerModel,
    rawEmail: string,
    password: string,
    input: ProfileInput,
  ): Promise<CustomerModel> {
    const email = normaliseEmail(rawEmail);
    if (!email) throw invalidEmail(rawEmail);
    await this.checkPassword(customer, password);
    const values = profileValues(
      { ...input, email: undefined, password: undefined },
      'update',
      this.clock.now(),
    );
    if ('dob' in values && customer.dob !== null && values.dob !== customer.dob)
      throw inputError(DOB_LOCKED);
    const session = requireCustomer(context).session ?? null;
    return this.inTransaction(async (unit) => {
      let updated: CustomerModel;
      try {
        updated = (await unit.customers.update(
          customer.id,
          { ...values, email },
          this.clock.now(),
        ))!;
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw alreadyExistsError(DUPLICATE_EMAIL);
        throw error;
      }
      if (updated.email !== customer.email) {
        await unit.auth.endOtherSessions(customer.id, session);
        await unit.mail.credentialsChanged(storeCode(context), updated, 'email', customer.email);
      }
      if (input.is_subscribed != null && unit.subscriptions)
        await unit.subscriptions.setSubscribed(updated, input.is_subscribed);
      return updated;
    });
  }

  /** Magento's CheckCustomerPassword: a wrong password counts towards the lockout. */
  private async checkPassword(customer: CustomerModel, password: string): Promise<void> {
    const check = await this.unit.auth.checkPassword(
      customer.id,
      password.slice(0, MAX_PASSWORD_LENGTH + 1),
    );
    if (check === 'locked') throw authenticationError(LOCKED);
    if (check === 'wrong') throw authenticationError(WRONG_PASSWORD);
  }

  /** storeConfig customer_access_token_lifetime, in hours (Magento's default 1). */
  private async accessTokenLifetimeHours(context: RequestContext): Promise<number> {
    const hours = (await this.stores.storeConfig(context)).customer_access_token_lifetime;
    return typeof hours === 'number' && hours > 0 ? hours : 1;
  }
}

function requireCustomer(context: RequestContext): CustomerIdentity {
  if (!context.customer) throw authorizationError(NOT_AUTHORIZED);
  return context.customer;
}

function websiteOf(context: RequestContext): number {
  return context.store.storeView.website.id;
}

function storeCode(context: RequestContext): string {
  return context.store.storeView.code;
}

/** The name a provider sends apart from its token (Apple-style `user` JSON), if readable. */
function namesFromUser(user: string | null | undefined): {
  firstname: string | null;
  lastname: string | null;
} {
  const none = { firstname: null, lastname: null };
  if (!user || user.length > 2000) return none;
  try {
    const parsed = JSON.parse(user) as Record<string, unknown>;
    const source = (
      typeof parsed['name'] === 'object' && parsed['name'] ? parsed['name'] : parsed
    ) as Record<string, unknown>;
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, 255) : null;
    return {
      firstname: text(source['firstName'] ?? source['firstname']),
      lastname: text(source['lastName'] ?? source['lastname']),
    };
  } catch {
    return none;
  }
}
