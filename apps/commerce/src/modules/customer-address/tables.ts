// Table types of the customer address module (migration 0014). db/tables.api.test.ts checks them
// against the migrated database.
import type { Generated } from 'kysely';
import type { TimestampWithDefault } from '../../db/column-types';

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  /** Street lines joined by newlines, as Magento stores them. */
  street: string;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string;
  fax: string | null;
  vat_id: string | null;
  is_default_billing: Generated<boolean>;
  is_default_shipping: Generated<boolean>;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface CustomerAddressTables {
  customer_addresses: CustomerAddressesTable;
}
