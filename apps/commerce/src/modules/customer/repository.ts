// SQL for customer accounts. E-mails are unique per website, compared case-insensitively.
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CustomerModel } from './models';
import type { CustomersTable } from './tables';

const UNIQUE_VIOLATION = '23505';

export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

export class CustomerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: number): Promise<CustomerModel | undefined> {
    return this.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(websiteId: number, email: string): Promise<CustomerModel | undefined> {
    return this.db
      .selectFrom('customers')
      .selectAll()
      .where('website_id', '=', websiteId)
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** Throws DuplicateEmailError when the website already has the e-mail. */
  async insert(values: Insertable<CustomersTable>): Promise<CustomerModel> {
    try {
      return await this.db
        .insertInto('customers')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateEmailError();
      throw error;
    }
  }

  /** Throws DuplicateEmailError when a new e-mail is taken in the website. */
  async update(
    id: number,
    values: Updateable<CustomersTable>,
    now: Date,
  ): Promise<CustomerModel | undefined> {
    try {
      return await this.db
        .updateTable('customers')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateEmailError();
      throw error;
    }
  }

  /** Confirms the account if `confirmationHash` is its pending key; the confirmed row, if so. */
  confirm(id: number, confirmationHash: string, now: Date): Promise<CustomerModel | undefined> {
    return this.db
      .updateTable('customers')
      .set({ confirmation_hash: null, confirmation_created_at: null, updated_at: now })
      .where('id', '=', id)
      .where('confirmation_hash', '=', confirmationHash)
      .returningAll()
      .executeTakeFirst();
  }
}
