// SQL of the checkout module: the cart's addresses and payment, and the table rates. Writes run
// inside the cart's locked transaction (CartAccess.locked hands its transaction in).
import { sql, type Kysely, type Selectable } from 'kysely';
import { precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';
import type { CartAddressesTable, CartAddressType } from './tables';
import type { TableRate } from './shipping-rates';
import { decimalToMinor } from '../pricing/money';

export type CartAddressRow = Selectable<CartAddressesTable>;

export interface CartAddressValues {
  customer_address_id: number | null;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string;
  save_in_address_book: boolean;
  /** Absent: a new row has none, an existing row keeps its own. */
  customer_notes?: string | null;
  same_as_shipping?: boolean;
  shipping_method_type?: string | null;
}

export interface CartPaymentRow {
  method_code: string;
  purchase_order_number: string | null;
}

/** Read by every cart answer: compiled once (ADR 0062). */
const cartAddresses = precompiled((db: Kysely<Database>, values: { cartId: number }) =>
  db
    .selectFrom('cart_addresses')
    .selectAll()
    .where('cart_id', '=', values.cartId)
    .orderBy('id')
    .limit(sql.lit(2)),
);

export class CheckoutRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The cart's addresses (at most one of each type). */
  addresses(cartId: number): Promise<CartAddressRow[]> {
    return cartAddresses.execute(this.db, { cartId });
  }

  /**
   * Sets the cart's address of a type. A new shipping address keeps the chosen method's codes
   * (the method is served only while the new address still offers it).
   */
  async saveAddress(
    cartId: number,
    type: CartAddressType,
    values: CartAddressValues,
  ): Promise<void> {
    await this.db
      .insertInto('cart_addresses')
      .values({ cart_id: cartId, address_type: type, ...values })
      .onConflict((conflict) =>
        conflict
          .columns(['cart_id', 'address_type'])
          .doUpdateSet({ ...values, updated_at: new Date() }),
      )
      .execute();
  }

  /** Sets the shipping address's method; false when the cart has no shipping address. */
  async saveShippingMethod(
    cartId: number,
    carrierCode: string,
    methodCode: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('cart_addresses')
      .set({
        shipping_carrier_code: carrierCode,
        shipping_method_code: methodCode,
        updated_at: new Date(),
      })
      .where('cart_id', '=', cartId)
      .where('address_type', '=', 'shipping')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  payment(cartId: number): Promise<CartPaymentRow | undefined> {
    return this.db
      .selectFrom('cart_payments')
      .select(['method_code', 'purchase_order_number'])
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
  }

  async savePayment(cartId: number, payment: CartPaymentRow): Promise<void> {
    await this.db
      .insertInto('cart_payments')
      .values({ cart_id: cartId, ...payment })
      .onConflict((conflict) =>
        conflict.column('cart_id').doUpdateSet({ ...payment, updated_at: new Date() }),
      )
      .execute();
  }

  /** The website's table rates for one destination country (a bounded list). */
  async tableRates(websiteId: number, countryId: string): Promise<TableRate[]> {
    const rows = await this.db
      .selectFrom('shipping_table_rates')
      .select(['dest_country_id', 'dest_region_code', 'weight_from', 'price'])
      .where('website_id', '=', websiteId)
      .where('dest_country_id', '=', countryId)
      .orderBy('weight_from')
      .limit(500)
      .execute();
    return rows.map((row) => ({
      countryId: row.dest_country_id,
      regionCode: row.dest_region_code,
      weightFrom: decimalToMinor(row.weight_from, 4) ?? 0,
      priceMinor: decimalToMinor(row.price) ?? 0,
    }));
  }
}
