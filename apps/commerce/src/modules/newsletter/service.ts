// Newsletter subscriptions, as Magento's Newsletter and NewsletterGraphQl modules keep them: one
// subscriber per address and website; guests when `newsletter/subscription/allow_guest_subscribe`
// allows; double opt-in when the website's `newsletter/subscription/confirm` is 1 (the subscriber
// is NOT_ACTIVE until the e-mail's link is followed); a customer whose account awaits
// confirmation is UNCONFIRMED until it is confirmed. Confirmation e-mails go through the mail
// outbox in the same transaction as the change. ADR 0041 has the link format.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { RequestContext } from '../../context/request-context';
import type { Database } from '../../db/schema';
import { alreadyExistsError, inputError } from '../../errors';
import { digestToken, newSecretToken, plausibleToken } from '../auth/secret-token';
import type { CustomerModel } from '../customer/models';
import type { CustomerRepository } from '../customer/repository';
import type { MailService } from '../mail/service';
import type { StoresService } from '../stores/service';
import { NewsletterRepository, type SubscriberRecord } from './repository';
import type { SubscriptionStatus } from './tables';

export const NEWSLETTER_ACTIVE_PATH = 'newsletter/general/active';
export const CONFIRM_PATH = 'newsletter/subscription/confirm';
export const ALLOW_GUEST_PATH = 'newsletter/subscription/allow_guest_subscribe';

const MESSAGES = {
  emailRequired: 'You must specify an email address to subscribe to a newsletter.',
  invalidEmail: 'Enter a valid email address.',
  guestsNotAllowed:
    'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
  alreadySubscribed: 'This email address is already subscribed.',
  cannotSubscribe: 'Cannot create a newsletter subscription.',
  invalidCode: 'This is an invalid subscription confirmation code.',
  inactive: 'The newsletter is not available in this store.',
} as const;

const MAX_EMAIL_LENGTH = 254;
const emailSchema = z.email();
/** A new confirmation e-mail for the same address at most this often; the status is answered anyway. */
const CONFIRMATION_RESEND_MS = 5 * 60_000;
const UNIQUE_VIOLATION = '23505';

type CustomerLookup = Pick<CustomerRepository, 'findById' | 'findByEmail'>;

export class NewsletterService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly customers: (db: Kysely<Database>) => CustomerLookup,
    private readonly stores: StoresService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** subscribeEmailToNewsletter: Magento's checks, in Magento's order, then the new status. */
  async subscribe(
    context: RequestContext,
    rawEmail: string | null | undefined,
  ): Promise<{ status: SubscriptionStatus }> {
    const email = (rawEmail ?? '').trim();
    if (!email) throw inputError(MESSAGES.emailRequired);
    if (email.length > MAX_EMAIL_LENGTH || !emailSchema.safeParse(email).success)
      throw inputError(MESSAGES.invalidEmail);
    if ((await this.stores.configValue(context, NEWSLETTER_ACTIVE_PATH, '1')) !== '1')
      throw inputError(MESSAGES.inactive);
    const websiteId = context.store.storeView.website.id;

    let customer: CustomerModel | undefined;
    if (context.customer) {
      const lookup = this.customers(this.db);
      const current = await lookup.findById(context.customer.id);
      const own = current && current.email.toLowerCase() === email.toLowerCase();
      // Another account's address is refused, without saying whose it is.
      if (!own && (await lookup.findByEmail(websiteId, email)))
        throw inputError(MESSAGES.cannotSubscribe);
      if (own) customer = current;
    } else if ((await this.stores.configValue(context, ALLOW_GUEST_PATH, '1')) !== '1') {
      throw inputError(MESSAGES.guestsNotAllowed);
    }
    const confirmNeeded = (await this.stores.configValue(context, CONFIRM_PATH, '0')) === '1';

    const attempt = () =>
      this.inTransaction(async (trx) => {
        const subscribers = new NewsletterRepository(trx);
        const existing = customer
          ? ((await subscribers.findForCustomer(customer)) ??
            (await subscribers.findByEmail(websiteId, email)))
          : await subscribers.findByEmail(websiteId, email);
        if (existing?.status === 'SUBSCRIBED') throw alreadyExistsError(MESSAGES.alreadySubscribed);
        const status: SubscriptionStatus =
          customer?.confirmation_hash != null
            ? 'UNCONFIRMED'
            : confirmNeeded
              ? 'NOT_ACTIVE'
              : 'SUBSCRIBED';
        await this.write(trx, subscribers, existing, {
          websiteId,
          storeViewId: context.store.storeView.id,
          storeViewCode: context.store.storeView.code,
          customerId: customer?.id ?? existing?.customer_id ?? null,
          email: customer?.email ?? email,
          status,
        });
        return { status };
      });
    try {
      return await attempt();
    } catch (error) {
      // Two first subscriptions of one address at once: the second sees the first's row.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return attempt();
      throw error;
    }
  }

  /** The double opt-in link's code: the subscriber becomes SUBSCRIBED; a code works once. */
  async confirm(
    context: RequestContext,
    rawCode: string | null | undefined,
  ): Promise<{ status: SubscriptionStatus }> {
    const code = (rawCode ?? '').trim();
    if (!plausibleToken(code)) throw inputError(MESSAGES.invalidCode);
    return this.inTransaction(async (trx) => {
      const subscribers = new NewsletterRepository(trx);
      const subscriber = await subscribers.findByConfirmCode(
        context.store.storeView.website.id,
        digestToken(code),
      );
      if (!subscriber || subscriber.status !== 'NOT_ACTIVE') throw inputError(MESSAGES.invalidCode);
      await subscribers.update(subscriber.id, {
        status: 'SUBSCRIBED',
        confirm_code_hash: null,
      });
      return { status: 'SUBSCRIBED' as const };
    });
  }

  /** Customer.is_subscribed. */
  async isSubscribed(customer: CustomerModel): Promise<boolean> {
    const subscriber = await new NewsletterRepository(this.db).findForCustomer(customer);
    return subscriber?.status === 'SUBSCRIBED';
  }

  /**
   * createCustomerV2 / updateCustomerV2 `is_subscribed`, in the caller's transaction `db`. As
   * Magento: subscribing gives UNCONFIRMED while the account awaits confirmation, NOT_ACTIVE (and a
   * confirmation e-mail) with double opt-in, else SUBSCRIBED; unsubscribing gives UNSUBSCRIBED.
   */
  async setSubscription(
    db: Kysely<Database>,
    customer: CustomerModel,
    subscribed: boolean,
  ): Promise<SubscriptionStatus | null> {
    const subscribers = new NewsletterRepository(db);
    const existing = await subscribers.findForCustomer(customer);
    const current = existing?.status ?? null;
    if (subscribed ? current === 'SUBSCRIBED' : current === null || current === 'UNSUBSCRIBED') {
      if (existing && existing.email !== customer.email)
        await this.followEmail(subscribers, existing, customer);
      return current;
    }
    let status: SubscriptionStatus = 'UNSUBSCRIBED';
    if (subscribed) {
      const confirmNeeded =
        (await subscribers.websiteConfig(customer.website_id, CONFIRM_PATH)) === '1';
      status =
        customer.confirmation_hash !== null
          ? 'UNCONFIRMED'
          : confirmNeeded
            ? 'NOT_ACTIVE'
            : 'SUBSCRIBED';
    }
    const storeViewId = customer.store_view_id ?? existing?.store_view_id ?? null;
    await this.write(db, subscribers, existing, {
      websiteId: customer.website_id,
      storeViewId,
      storeViewCode:
        (await subscribers.storeViewCode(storeViewId)) ??
        (await subscribers.defaultStoreViewCode(customer.website_id)) ??
        'default',
      customerId: customer.id,
      email: customer.email,
      status,
    });
    return status;
  }

  /**
   * After the account is confirmed (confirmEmail), in its transaction: an UNCONFIRMED subscription
   * goes on as a new subscription would (NOT_ACTIVE with double opt-in, else SUBSCRIBED).
   */
  async accountConfirmed(db: Kysely<Database>, customer: CustomerModel): Promise<void> {
    const existing = await new NewsletterRepository(db).findForCustomer(customer);
    if (existing?.status === 'UNCONFIRMED')
      await this.setSubscription(db, { ...customer, confirmation_hash: null }, true);
  }

  /** Runs `work` in a transaction of its own, or in the one the service was built over. */
  private inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }

  private async write(
    db: Kysely<Database>,
    subscribers: NewsletterRepository,
    existing: SubscriberRecord | undefined,
    next: {
      websiteId: number;
      storeViewId: number | null;
      storeViewCode: string;
      customerId: number | null;
      email: string;
      status: SubscriptionStatus;
    },
  ): Promise<void> {
    const now = this.clock.now();
    // A confirmation e-mail for a new request, unless one went out for it moments ago.
    const recentlySent =
      existing?.status === 'NOT_ACTIVE' &&
      existing.confirm_sent_at !== null &&
      now.getTime() - existing.confirm_sent_at.getTime() < CONFIRMATION_RESEND_MS;
    const code = next.status === 'NOT_ACTIVE' && !recentlySent ? newSecretToken() : null;
    const confirmation =
      next.status === 'NOT_ACTIVE'
        ? code
          ? { confirm_code_hash: digestToken(code), confirm_sent_at: now }
          : {}
        : { confirm_code_hash: null, confirm_sent_at: null };
    if (existing) {
      if (next.customerId !== null)
        await subscribers.removeGuest(next.websiteId, next.email, existing.id);
      await subscribers.update(existing.id, {
        store_view_id: next.storeViewId,
        customer_id: next.customerId,
        email: next.email,
        status: next.status,
        ...confirmation,
      });
    } else {
      await subscribers.insert({
        website_id: next.websiteId,
        store_view_id: next.storeViewId,
        customer_id: next.customerId,
        email: next.email,
        status: next.status,
        confirm_code_hash: null,
        confirm_sent_at: null,
        ...confirmation,
      });
    }
    if (code)
      await this.mail.enqueue(db, {
        template: 'newsletter_confirm',
        storeViewCode: next.storeViewCode,
        to: next.email,
        variables: { code },
      });
  }

  /** A customer's subscription follows the account's e-mail address. */
  private async followEmail(
    subscribers: NewsletterRepository,
    existing: SubscriberRecord,
    customer: CustomerModel,
  ): Promise<void> {
    await subscribers.removeGuest(customer.website_id, customer.email, existing.id);
    await subscribers.update(existing.id, { email: customer.email, customer_id: customer.id });
  }
}
