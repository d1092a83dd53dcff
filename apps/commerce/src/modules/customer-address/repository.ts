// SQL for a customer's addresses. Every query names the customer, so no address of another
// customer is ever read, changed or deleted whatever id a caller sends.
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CustomerAddressesTable } from './tables';

export type AddressRow = Selectable<CustomerAddressesTable>;
export type NewAddressRow = Omit<Insertable<CustomerAddressesTable>, 'customer_id'>;
export type AddressChanges = Omit<Updateable<CustomerAddressesTable>, 'id' | 'customer_id'>;
export type DefaultKind = 'is_default_billing' | 'is_default_shipping';

/** The first key of the address book's advisory lock; the customer id is the second. */
const ADDRESS_BOOK_LOCK = 0x0ad0;

export class CustomerAddressRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `work` in one transaction holding the customer's address-book lock, so two concurrent
   * writes (two "make this the default" calls, two first addresses) happen one after the other.
   */
  async forCustomer<T>(
    customerId: number,
    work: (repository: CustomerAddressRepository) => Promise<T>,
  ): Promise<T> {
    const locked = async (db: Kysely<Database>) => {
      await sql`select pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}, ${customerId})`.execute(db);
      return work(new CustomerAddressRepository(db));
    };
    if (this.db.isTransaction) return locked(this.db);
    return this.db.transaction().execute(locked);
  }

  list(customerId: number, limit: number): Promise<AddressRow[]> {
    return this.db
      .selectFrom('customer_addresses')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async count(customerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('customer_addresses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  find(customerId: number, id: number): Promise<AddressRow | undefined> {
    return this.db
      .selectFrom('customer_addresses')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The customer's default billing and shipping address ids. */
  async defaults(customerId: number): Promise<{ billing: number | null; shipping: number | null }> {
    const rows = await this.db
      .selectFrom('customer_addresses')
      .select(['id', 'is_default_billing', 'is_default_shipping'])
      .where('customer_id', '=', customerId)
      .where((eb) =>
        eb.or([eb('is_default_billing', '=', true), eb('is_default_shipping', '=', true)]),
      )
      .execute();
    return {
      billing: rows.find((row) => row.is_default_billing)?.id ?? null,
      shipping: rows.find((row) => row.is_default_shipping)?.id ?? null,
    };
  }

  insert(customerId: number, row: NewAddressRow): Promise<AddressRow> {
    return this.db
      .insertInto('customer_addresses')
      .values({ ...row, customer_id: customerId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(customerId: number, id: number, changes: AddressChanges): Promise<AddressRow> {
    return this.db
      .updateTable('customer_addresses')
      .set({ ...changes, updated_at: new Date() })
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Unsets the customer's current default of one kind, before another address takes it. */
  async clearDefault(customerId: number, kind: DefaultKind): Promise<void> {
    await this.db
      .updateTable('customer_addresses')
      .set({ [kind]: false })
      .where('customer_id', '=', customerId)
      .where(kind, '=', true)
      .execute();
  }

  async delete(customerId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('customer_addresses')
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
