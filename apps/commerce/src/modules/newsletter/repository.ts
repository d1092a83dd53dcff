// SQL of newsletter subscribers. Every read and write goes through the handle it was built with,
// which may be the caller's transaction.
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { NewsletterSubscribersTable } from './tables';

export type SubscriberRecord = Selectable<NewsletterSubscribersTable>;

export class NewsletterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The website's subscriber with this address (any case), locked for the transaction. */
  findByEmail(websiteId: number, email: string): Promise<SubscriberRecord | undefined> {
    return this.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('website_id', '=', websiteId)
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * A customer's subscriber: linked by id, else a guest subscription of the customer's address in
   * the customer's website (Magento links it on first use).
   */
  findForCustomer(customer: {
    id: number;
    website_id: number;
    email: string;
  }): Promise<SubscriberRecord | undefined> {
    return this.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('customer_id', '=', customer.id),
          eb.and([
            eb('customer_id', 'is', null),
            eb('website_id', '=', customer.website_id),
            eb(sql`lower(email)`, '=', customer.email.toLowerCase()),
          ]),
        ]),
      )
      .orderBy(sql`customer_id is null`)
      .limit(1)
      .executeTakeFirst();
  }

  findByConfirmCode(websiteId: number, codeHash: string): Promise<SubscriberRecord | undefined> {
    return this.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('website_id', '=', websiteId)
      .where('confirm_code_hash', '=', codeHash)
      .forUpdate()
      .executeTakeFirst();
  }

  insert(values: {
    website_id: number;
    store_view_id: number | null;
    customer_id: number | null;
    email: string;
    status: SubscriberRecord['status'];
    confirm_code_hash: string | null;
    confirm_sent_at: Date | null;
  }): Promise<SubscriberRecord> {
    return this.db
      .insertInto('newsletter_subscribers')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, values: Updateable<NewsletterSubscribersTable>): Promise<void> {
    await this.db
      .updateTable('newsletter_subscribers')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** Removes a guest subscription of an address that a customer's own subscription now uses. */
  async removeGuest(websiteId: number, email: string, keepId: number): Promise<void> {
    await this.db
      .deleteFrom('newsletter_subscribers')
      .where('website_id', '=', websiteId)
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('customer_id', 'is', null)
      .where('id', '!=', keepId)
      .execute();
  }

  /** A path's value for a website: its own scope, else the default scope. */
  async websiteConfig(websiteId: number, path: string): Promise<string | null | undefined> {
    const row = await this.db
      .selectFrom('config_values as c')
      .select('c.value')
      .where('c.path', '=', path)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('c.scope', '=', 'website'),
            eb(
              'c.scope_code',
              '=',
              eb.selectFrom('websites').select('code').where('id', '=', websiteId),
            ),
          ]),
          eb('c.scope', '=', 'default'),
        ]),
      )
      .orderBy(sql`c.scope = 'default'`)
      .limit(1)
      .executeTakeFirst();
    return row ? row.value : undefined;
  }

  async storeViewCode(storeViewId: number | null): Promise<string | null> {
    if (storeViewId === null) return null;
    const row = await this.db
      .selectFrom('store_views')
      .select('code')
      .where('id', '=', storeViewId)
      .executeTakeFirst();
    return row?.code ?? null;
  }

  /** The default store view of a website: the language of mail for a subscriber without one. */
  async defaultStoreViewCode(websiteId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('store_views as v')
      .innerJoin('store_groups as g', 'g.id', 'v.store_group_id')
      .select('v.code')
      .where('g.website_id', '=', websiteId)
      .orderBy('g.is_default', 'desc')
      .orderBy('v.is_default', 'desc')
      .orderBy('v.id')
      .limit(1)
      .executeTakeFirst();
    return row?.code ?? null;
  }
}
