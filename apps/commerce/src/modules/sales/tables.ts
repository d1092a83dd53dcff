// Table types of the sales module (migration 0022). db/tables.api.test.ts checks them against the
// migrated database. Amounts are integers of minor units: `base_*` in the website's base currency,
// the others in the order (display) currency.
import type { Generated } from 'kysely';
import type { Json, Numeric, TimestampWithDefault } from '../../db/column-types';
import type {
  OrderDiscountRecord,
  OrderGiftMessageRecord,
  OrderItemBundleOptionRecord,
  OrderItemOptionRecord,
  OrderItemPartRecord,
  OrderState,
  OrderStatus,
  OrderTaxRecord,
} from './models';

export interface OrderSequencesTable {
  store_view_id: number;
  prefix: Generated<string>;
  last_value: Generated<number>;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  store_view_id: number;
  website_id: number;
  customer_id: number | null;
  cart_id: number | null;
  email: string;
  customer_firstname: string | null;
  customer_lastname: string | null;
  state: OrderState;
  status: OrderStatus;
  is_virtual: boolean;
  prices_include_tax: boolean;
  token: string;
  base_currency_code: string;
  order_currency_code: string;
  base_to_order_rate: Numeric;
  base_subtotal_minor: number;
  subtotal_minor: number;
  base_subtotal_incl_tax_minor: number;
  subtotal_incl_tax_minor: number;
  base_discount_minor: number;
  discount_minor: number;
  base_shipping_minor: number;
  shipping_minor: number;
  base_shipping_incl_tax_minor: number;
  shipping_incl_tax_minor: number;
  base_gift_wrap_minor: Generated<number>;
  gift_wrap_minor: Generated<number>;
  base_tax_minor: number;
  tax_minor: number;
  base_grand_total_minor: number;
  grand_total_minor: number;
  discounts: Json<OrderDiscountRecord[]>;
  taxes: Json<OrderTaxRecord[]>;
  coupon_code: string | null;
  coupon_id: number | null;
  applied_rule_ids: Generated<number[]>;
  shipping_carrier: string | null;
  shipping_method: string | null;
  shipping_description: string | null;
  payment_method: string;
  payment_title: string;
  gift_message: Json<OrderGiftMessageRecord> | null;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  product_type: string;
  sku: string;
  name: string;
  url_key: string | null;
  quantity_ordered: number;
  quantity_canceled: Generated<number>;
  base_price_minor: number;
  price_minor: number;
  base_price_incl_tax_minor: number;
  price_incl_tax_minor: number;
  base_row_total_minor: number;
  row_total_minor: number;
  base_row_total_incl_tax_minor: number;
  row_total_incl_tax_minor: number;
  base_discount_minor: number;
  discount_minor: number;
  base_tax_minor: number;
  tax_minor: number;
  discounts: Json<OrderDiscountRecord[]>;
  selected_options: Json<OrderItemOptionRecord[]>;
  bundle_options: Json<OrderItemBundleOptionRecord[]>;
  /** Units of each product one unit of the item reserved (a bundle's parts). */
  parts: Json<OrderItemPartRecord[]>;
  position: number;
}

export interface OrderAddressesTable {
  id: Generated<number>;
  order_id: number;
  address_type: 'shipping' | 'billing';
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: Json<string[]>;
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string;
  fax: string | null;
  vat_id: string | null;
}

export interface SalesTables {
  order_sequences: OrderSequencesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_addresses: OrderAddressesTable;
}
