// Table types of the auth module (migration 0011): a customer's secrets and sessions, apart from
// the profile (Magento's "secure data" of a customer). db/tables.api.test.ts checks them.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export interface CustomerCredentialsTable {
  customer_id: number;
  /** `scrypt$N$r$p$salt$hash` (base64url parts); null for an account without a password. */
  password_hash: string | null;
  failures_num: Generated<number>;
  first_failure: Timestamp | null;
  lock_expires: Timestamp | null;
  /** SHA-256 of the password reset token; single use. */
  rp_token_hash: string | null;
  rp_token_created_at: Timestamp | null;
}

export interface CustomerTokensTable {
  /** bigserial: a string on pg, a number on PGlite. */
  id: Generated<number | string>;
  customer_id: number;
  /** The website the customer belongs to: a token is refused in every other website. */
  website_id: number;
  /** One sign-in: every access and refresh token issued from it, revoked together. */
  family: string;
  kind: 'access' | 'refresh';
  /** SHA-256 of the token, hex. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When a refresh token was exchanged; presenting it again revokes its family. */
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface AuthTables {
  customer_credentials: CustomerCredentialsTable;
  customer_tokens: CustomerTokensTable;
}
