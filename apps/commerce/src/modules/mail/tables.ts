// Table types of the mail module (migration 0012). db/tables.api.test.ts checks them against the
// migrated database.
import type { Generated } from 'kysely';
import type { Json, Timestamp, TimestampWithDefault } from '../../db/column-types';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  template: string;
  store_view_code: string;
  recipient: string;
  variables: Json<Record<string, string>>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: TimestampWithDefault;
  last_error: string | null;
  created_at: TimestampWithDefault;
  sent_at: Timestamp | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
