// Table types of the newsletter module (migration 0013). db/tables.api.test.ts checks them against
// the migrated database.
import type { Generated } from 'kysely';
import type { Timestamp, TimestampWithDefault } from '../../db/column-types';

/** Magento's subscriber statuses, as SubscriptionStatusesEnum names them. */
export type SubscriptionStatus = 'SUBSCRIBED' | 'NOT_ACTIVE' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  website_id: number;
  /** The store view of the last subscription: the language of its e-mails. */
  store_view_id: number | null;
  customer_id: number | null;
  email: string;
  status: SubscriptionStatus;
  /** SHA-256 of the double opt-in code while it awaits confirmation. */
  confirm_code_hash: string | null;
  confirm_sent_at: Timestamp | null;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
}
