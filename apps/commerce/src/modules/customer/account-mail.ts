// The e-mails an account change sends. Called inside the transaction of the change, so a message
// is queued exactly when the change commits (the mail module's outbox sends it later).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailService } from '../mail/service';
import type { CustomerModel } from './models';

export type CredentialsChange = 'password' | 'email';

/** Each message is written in the language of `storeViewCode`, the store the change was made in. */
export interface AccountMail {
  welcome(storeViewCode: string, customer: CustomerModel): Promise<void>;
  confirmAccount(
    storeViewCode: string,
    customer: CustomerModel,
    confirmationKey: string,
  ): Promise<void>;
  resetPassword(storeViewCode: string, customer: CustomerModel, resetToken: string): Promise<void>;
  /** To the address the account had before the change (the old one when the e-mail changed). */
  credentialsChanged(
    storeViewCode: string,
    customer: CustomerModel,
    change: CredentialsChange,
    previousEmail: string,
  ): Promise<void>;
}

/** Queues each message in the mail module's outbox, over `db` (the change's transaction). */
export function outboxAccountMail(mail: MailService, db: Kysely<Database>): AccountMail {
  return {
    welcome: async (storeViewCode, customer) => {
      await mail.enqueue(db, {
        template: 'welcome',
        storeViewCode,
        to: customer.email,
        variables: { firstname: customer.firstname },
      });
    },
    confirmAccount: async (storeViewCode, customer, key) => {
      await mail.enqueue(db, {
        template: 'confirm_account',
        storeViewCode,
        to: customer.email,
        variables: { firstname: customer.firstname, email: customer.email, key },
      });
    },
    resetPassword: async (storeViewCode, customer, token) => {
      await mail.enqueue(db, {
        template: 'reset_password',
        storeViewCode,
        to: customer.email,
        variables: { firstname: customer.firstname, email: customer.email, token },
      });
    },
    credentialsChanged: async (storeViewCode, customer, change, previousEmail) => {
      await mail.enqueue(db, {
        template: 'credentials_changed',
        storeViewCode,
        to: previousEmail,
        variables: { firstname: customer.firstname, changed: change },
      });
    },
  };
}

/** Newsletter subscription of an account (the newsletter module's), as the profile shows it. */
export interface AccountSubscriptions {
  isSubscribed(customer: CustomerModel): Promise<boolean>;
  setSubscribed(customer: CustomerModel, subscribed: boolean): Promise<void>;
  /** The account was confirmed: a subscription waiting for it goes on. */
  accountConfirmed(customer: CustomerModel): Promise<void>;
}
