// Table types of the checkout module (migration 0021). db/tables.api.test.ts checks them against
// the migrated database.
import type { Generated } from 'kysely';
import type { Numeric, TimestampWithDefault } from '../../db/column-types';

export type CartAddressType = 'shipping' | 'billing';

/** A cart's shipping or billing address (one of each per cart). */
export interface CartAddressesTable {
  id: Generated<number>;
  cart_id: number;
  address_type: CartAddressType;
  /** The address book entry it was copied from, if any. */
  customer_address_id: number | null;
  firstname: string;
  lastname: string;
  company: string | null;
  /** Street lines joined by "\n" (one to four, none empty). */
  street: string;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string;
  save_in_address_book: Generated<boolean>;
  customer_notes: string | null;
  /** Billing only: the address was also set as the shipping address. */
  same_as_shipping: Generated<boolean>;
  /** Shipping only: the spec's shipping method type ("delivery"). */
  shipping_method_type: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface CartPaymentsTable {
  cart_id: number;
  method_code: string;
  purchase_order_number: string | null;
  updated_at: TimestampWithDefault;
}

/** Magento's shipping_tablerate (condition "weight vs. destination"), prices in base currency. */
export interface ShippingTableRatesTable {
  id: Generated<number>;
  website_id: number;
  dest_country_id: string;
  /** A region code, or '*' for the whole country. */
  dest_region_code: Generated<string>;
  /** The rate applies from this package weight up (store weight unit). */
  weight_from: Numeric;
  price: Numeric;
}

export interface CheckoutTables {
  cart_addresses: CartAddressesTable;
  cart_payments: CartPaymentsTable;
  shipping_table_rates: ShippingTableRatesTable;
}
