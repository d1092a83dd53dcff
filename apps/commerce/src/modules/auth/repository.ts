// SQL for customers' credentials (password hash, failed sign-ins, reset token) and their tokens.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewToken {
  customerId: number;
  websiteId: number;
  family: string;
  kind: 'access' | 'refresh';
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export class AuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async createCredentials(customerId: number, passwordHash: string | null): Promise<void> {
    await this.db
      .insertInto('customer_credentials')
      .values({ customer_id: customerId, password_hash: passwordHash })
      .execute();
  }

  credentials(customerId: number) {
    return this.db
      .selectFrom('customer_credentials')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** A new password also spends any reset token and lifts a lock. */
  async setPassword(customerId: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('customer_credentials')
      .set({
        password_hash: passwordHash,
        rp_token_hash: null,
        rp_token_created_at: null,
        failures_num: 0,
        first_failure: null,
        lock_expires: null,
      })
      .where('customer_id', '=', customerId)
      .execute();
  }

  /** Replaces the hash of the same password (new parameters); nothing else changes. */
  async renewPasswordHash(customerId: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('customer_credentials')
      .set({ password_hash: passwordHash })
      .where('customer_id', '=', customerId)
      .execute();
  }

  /**
   * Counts one failed sign-in in one statement (concurrent failures all count): a failure after
   * the window or after an expired lock starts a new count; reaching `maxFailures` locks.
   * Returns when the account is locked until, if it is.
   */
  async recordFailure(
    customerId: number,
    now: Date,
    rule: { windowMs: number; maxFailures: number; lockMs: number },
  ): Promise<Date | null> {
    const windowStart = new Date(now.getTime() - rule.windowMs);
    const lockUntil = new Date(now.getTime() + rule.lockMs);
    const restart = sql<boolean>`(first_failure is null or first_failure <= ${windowStart}
      or (lock_expires is not null and lock_expires <= ${now}))`;
    const row = await this.db
      .updateTable('customer_credentials')
      .set({
        failures_num: sql`case when ${restart} then 1 else failures_num + 1 end`,
        first_failure: sql`case when ${restart} then ${now}::timestamptz else first_failure end`,
        lock_expires: sql`case
          when ${restart} then null
          when failures_num + 1 >= ${rule.maxFailures} then ${lockUntil}::timestamptz
          else lock_expires end`,
      })
      .where('customer_id', '=', customerId)
      .returning('lock_expires')
      .executeTakeFirst();
    return row?.lock_expires ?? null;
  }

  async clearFailures(customerId: number): Promise<void> {
    await this.db
      .updateTable('customer_credentials')
      .set({ failures_num: 0, first_failure: null, lock_expires: null })
      .where('customer_id', '=', customerId)
      .where((eb) => eb.or([eb('failures_num', '>', 0), eb('lock_expires', 'is not', null)]))
      .execute();
  }

  async setResetToken(customerId: number, tokenHash: string, now: Date): Promise<void> {
    await this.db
      .updateTable('customer_credentials')
      .set({ rp_token_hash: tokenHash, rp_token_created_at: now })
      .where('customer_id', '=', customerId)
      .execute();
  }

  /** Spends the reset token if it matches and was issued after `notBefore`; true when spent. */
  async spendResetToken(customerId: number, tokenHash: string, notBefore: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('customer_credentials')
      .set({ rp_token_hash: null, rp_token_created_at: null })
      .where('customer_id', '=', customerId)
      .where('rp_token_hash', '=', tokenHash)
      .where('rp_token_created_at', '>', notBefore)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async insertTokens(tokens: NewToken[]): Promise<void> {
    await this.db
      .insertInto('customer_tokens')
      .values(
        tokens.map((token) => ({
          customer_id: token.customerId,
          website_id: token.websiteId,
          family: token.family,
          kind: token.kind,
          token_hash: token.tokenHash,
          created_at: token.createdAt,
          expires_at: token.expiresAt,
        })),
      )
      .execute();
  }

  findToken(tokenHash: string, kind: 'access' | 'refresh') {
    return this.db
      .selectFrom('customer_tokens')
      .select(['id', 'customer_id', 'website_id', 'family', 'expires_at', 'used_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** Marks a refresh token used, once: false when another request spent it first. */
  async spendRefreshToken(id: number | string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('customer_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async revokeFamily(family: string, now: Date, kind?: 'access' | 'refresh'): Promise<void> {
    let query = this.db
      .updateTable('customer_tokens')
      .set({ revoked_at: now })
      .where('family', '=', family)
      .where('revoked_at', 'is', null);
    if (kind) query = query.where('kind', '=', kind);
    await query.execute();
  }

  /** Forgets the customer's tokens that expired before `before`: they can never count again. */
  async deleteExpiredTokens(customerId: number, before: Date): Promise<void> {
    await this.db
      .deleteFrom('customer_tokens')
      .where('customer_id', '=', customerId)
      .where('expires_at', '<', before)
      .execute();
  }

  /** Revokes every token of the customer, except those of `keepFamily`. */
  async revokeCustomerTokens(
    customerId: number,
    now: Date,
    keepFamily: string | null,
  ): Promise<void> {
    let query = this.db
      .updateTable('customer_tokens')
      .set({ revoked_at: now })
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null);
    if (keepFamily) query = query.where('family', '<>', keepFamily);
    await query.execute();
  }
}
