// Table types of the customer module (migration 0011). db/tables.api.test.ts checks them against
// the migrated database.
import type { Generated } from 'kysely';
import type { Timestamp, TimestampWithDefault } from '../../db/column-types';

export interface CustomersTable {
  id: Generated<number>;
  website_id: number;
  /** The store view the account was created in: its language for the account's e-mails. */
  store_view_id: number | null;
  email: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  /** YYYY-MM-DD. */
  dob: string | null;
  /** Magento's options: 1 Male, 2 Female, 3 Not Specified. */
  gender: number | null;
  taxvat: string | null;
  allow_remote_shopping_assistance: Generated<boolean>;
  /** SHA-256 of the confirmation key while the account awaits confirmation; null once confirmed. */
  confirmation_hash: string | null;
  confirmation_created_at: Timestamp | null;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface CustomerTables {
  customers: CustomersTable;
}
