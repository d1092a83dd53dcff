// Credentials and sessions of customers: password checks with Magento's lockout, opaque access
// and refresh tokens (stored as digests), refresh rotation with reuse detection, revocation and
// password reset tokens. It knows customers only by id and website; the customer module owns
// who they are.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import { authorizationError } from '../../errors';
import { hashPassword, needsRehash, spendComparableTime, verifyPassword } from './password';
import type { AuthRepository } from './repository';
import { digestToken, newSecretToken, plausibleToken } from './secret-token';

/** Magento's defaults: customer/password/lockout_failures and lockout_threshold (minutes). */
export const LOCKOUT = { maxFailures: 10, windowMs: 10 * 60_000, lockMs: 10 * 60_000 };
/** Magento's customer/password/reset_link_expiration_period: 1 day. */
export const RESET_TOKEN_LIFETIME_MS = 24 * 3_600_000;

export const NOT_AUTHORIZED = "The current customer isn't authorized.";

export interface AuthOptions {
  /** How long a refresh token may wait for its turn; each use issues a new one. */
  refreshTokenLifetimeMs: number;
}

/** Who a valid access token belongs to, and which sign-in issued it. */
export interface TokenOwner {
  customerId: number;
  websiteId: number;
  session: string;
}

export interface IssuedTokens {
  token: string;
  refresh_token: string;
}

export type PasswordCheck = 'ok' | 'wrong' | 'locked';

export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly clock: Clock,
    private readonly options: AuthOptions,
  ) {}

  async createCredentials(customerId: number, password: string | null): Promise<void> {
    await this.repository.createCredentials(
      customerId,
      password === null ? null : await hashPassword(password),
    );
  }

  async setPassword(customerId: number, password: string): Promise<void> {
    await this.repository.setPassword(customerId, await hashPassword(password));
  }

  /** Spends one hash's time; for an e-mail no account has, so timing tells nothing. */
  spendComparableTime(password: string): Promise<void> {
    return spendComparableTime(password);
  }

  /**
   * Checks a password with the lockout (LOCKOUT): while locked even the right password is
   * refused; each wrong one counts; a right one clears the count.
   */
  async checkPassword(customerId: number, password: string): Promise<PasswordCheck> {
    const now = this.clock.now();
    const credentials = await this.repository.credentials(customerId);
    const matches = await verifyPassword(password, credentials?.password_hash ?? null);
    if (!credentials) return 'wrong';
    if (credentials.lock_expires && credentials.lock_expires > now) return 'locked';
    if (matches) {
      await this.repository.clearFailures(customerId);
      // A hash of older, cheaper parameters is renewed while the password is at hand.
      if (needsRehash(credentials.password_hash!))
        await this.repository.renewPasswordHash(customerId, await hashPassword(password));
      return 'ok';
    }
    const lockedUntil = await this.repository.recordFailure(customerId, now, LOCKOUT);
    return lockedUntil && lockedUntil > now ? 'locked' : 'wrong';
  }

  async isLocked(customerId: number): Promise<boolean> {
    const credentials = await this.repository.credentials(customerId);
    return Boolean(credentials?.lock_expires && credentials.lock_expires > this.clock.now());
  }

  /**
   * A new sign-in: an access token and a refresh token of a new family. The customer's expired
   * tokens are cleared on the way, so the table holds live sessions, not history.
   */
  async startSession(
    owner: { customerId: number; websiteId: number },
    accessLifetimeHours: number,
  ): Promise<IssuedTokens> {
    await this.repository.deleteExpiredTokens(owner.customerId, this.clock.now());
    return this.issue({ ...owner, session: randomUUID() }, accessLifetimeHours);
  }

  /** The owner of a valid (known, unexpired, unrevoked) access token, else null. */
  async ownerOfAccessToken(token: string): Promise<TokenOwner | null> {
    if (!plausibleToken(token)) return null;
    const row = await this.repository.findToken(digestToken(token), 'access');
    if (!row || row.revoked_at || row.expires_at <= this.clock.now()) return null;
    return { customerId: row.customer_id, websiteId: row.website_id, session: row.family };
  }

  /**
   * Exchanges a refresh token for new tokens of the same session. A refresh token works once:
   * presenting a spent one means it was copied, so the whole session is revoked.
   */
  async refresh(
    refreshToken: string,
    websiteId: number,
    accessLifetimeHours: number,
  ): Promise<IssuedTokens> {
    const now = this.clock.now();
    const row = plausibleToken(refreshToken)
      ? await this.repository.findToken(digestToken(refreshToken), 'refresh')
      : undefined;
    if (!row || row.revoked_at || row.website_id !== websiteId)
      throw authorizationError(NOT_AUTHORIZED);
    if (row.used_at || !(await this.repository.spendRefreshToken(row.id, now))) {
      await this.repository.revokeFamily(row.family, now);
      throw authorizationError(NOT_AUTHORIZED);
    }
    if (row.expires_at <= now) throw authorizationError(NOT_AUTHORIZED);
    // The access tokens issued before this one end with it: one live access token per session.
    await this.repository.revokeFamily(row.family, now, 'access');
    return this.issue(
      { customerId: row.customer_id, websiteId: row.website_id, session: row.family },
      accessLifetimeHours,
    );
  }

  async endSession(session: string): Promise<void> {
    await this.repository.revokeFamily(session, this.clock.now());
  }

  /** Ends every session of the customer but `keep` (the one making the change), or all. */
  async endOtherSessions(customerId: number, keep: string | null): Promise<void> {
    await this.repository.revokeCustomerTokens(customerId, this.clock.now(), keep);
  }

  /** A new reset token, replacing any earlier one. */
  async createResetToken(customerId: number): Promise<string> {
    const token = newSecretToken();
    await this.repository.setResetToken(customerId, digestToken(token), this.clock.now());
    return token;
  }

  /** Spends a reset token: true once, for the latest token, within a day of its issue. */
  async spendResetToken(customerId: number, token: string): Promise<boolean> {
    if (!plausibleToken(token)) return false;
    const notBefore = new Date(this.clock.now().getTime() - RESET_TOKEN_LIFETIME_MS);
    return this.repository.spendResetToken(customerId, digestToken(token), notBefore);
  }

  private async issue(owner: TokenOwner, accessLifetimeHours: number): Promise<IssuedTokens> {
    const now = this.clock.now();
    const token = newSecretToken();
    const refreshToken = newSecretToken();
    const common = {
      customerId: owner.customerId,
      websiteId: owner.websiteId,
      family: owner.session,
      createdAt: now,
    };
    await this.repository.insertTokens([
      {
        ...common,
        kind: 'access',
        tokenHash: digestToken(token),
        expiresAt: new Date(now.getTime() + accessLifetimeHours * 3_600_000),
      },
      {
        ...common,
        kind: 'refresh',
        tokenHash: digestToken(refreshToken),
        expiresAt: new Date(now.getTime() + this.options.refreshTokenLifetimeMs),
      },
    ]);
    return { token, refresh_token: refreshToken };
  }
}
