// SQL of the mail outbox. Claiming takes due rows with FOR UPDATE SKIP LOCKED, so several commerce
// processes on one PostgreSQL server never take the same message; PGlite (one connection) accepts
// the same statement.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailOutboxTable } from './tables';

export type OutboxMessage = Selectable<MailOutboxTable>;

export interface NewOutboxMessage {
  template: string;
  storeViewCode: string;
  to: string;
  variables: Record<string, string>;
}

export class MailOutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Written with `db`, which may be the caller's transaction. */
  async insert(db: Kysely<Database>, message: NewOutboxMessage): Promise<number> {
    const { id } = await db
      .insertInto('mail_outbox')
      .values({
        template: message.template,
        store_view_code: message.storeViewCode,
        recipient: message.to,
        variables: JSON.stringify(message.variables),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /**
   * Takes up to `limit` due messages (pending, or sending with an expired claim): each becomes
   * `sending` until `claimMs` from now, with one more attempt counted.
   */
  async claimDue(limit: number, claimMs: number): Promise<OutboxMessage[]> {
    const { rows } = await sql<OutboxMessage>`
      update mail_outbox
         set status = 'sending',
             attempts = attempts + 1,
             next_attempt_at = now() + make_interval(secs => ${claimMs / 1000})
       where id in (
         select id from mail_outbox
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
      returning *`.execute(this.db);
    return rows;
  }

  async markSent(id: number): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: sql`now()`, last_error: null })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  /** Claimed messages given back unsent (the sender is stopping): pending and due now. */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'pending',
        attempts: eb('attempts', '-', 1),
        next_attempt_at: sql`now()`,
      }))
      .where('id', 'in', ids)
      .where('status', '=', 'sending')
      .execute();
  }

  /** Back to pending after `retryInMs`, or failed for good when `retryInMs` is null. */
  async markAttemptFailed(id: number, error: string, retryInMs: number | null): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set(
        retryInMs === null
          ? { status: 'failed', last_error: error }
          : {
              status: 'pending',
              last_error: error,
              next_attempt_at: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
            },
      )
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  /** The store view's locale (`general/locale/code`: store scope, else website, else default). */
  async storeLocale(storeViewCode: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('config_values as c')
      .select('c.value')
      .where('c.path', '=', 'general/locale/code')
      .where((eb) =>
        eb.or([
          eb.and([eb('c.scope', '=', 'store'), eb('c.scope_code', '=', storeViewCode)]),
          eb.and([
            eb('c.scope', '=', 'website'),
            eb(
              'c.scope_code',
              'in',
              eb
                .selectFrom('store_views as v')
                .innerJoin('store_groups as g', 'g.id', 'v.store_group_id')
                .innerJoin('websites as w', 'w.id', 'g.website_id')
                .select('w.code')
                .where('v.code', '=', storeViewCode),
            ),
          ]),
          eb('c.scope', '=', 'default'),
        ]),
      )
      .orderBy(sql`case c.scope when 'store' then 0 when 'website' then 1 else 2 end`)
      .limit(1)
      .executeTakeFirst();
    return row?.value ?? null;
  }
}
