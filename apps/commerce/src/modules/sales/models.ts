// Orders as the sales module keeps them: states and statuses (Magento's), the JSON records of an
// order row, and the order read from the database. Amounts are integers of minor units.

/** Magento's order states (sales_order.state). */
export type OrderState = 'new' | 'pending_payment' | 'processing' | 'complete' | 'canceled';
/** Magento's default status of each state (sales_order.status). */
export type OrderStatus = 'pending' | 'pending_payment' | 'processing' | 'complete' | 'canceled';

export interface OrderDiscountRecord {
  label: string;
  amountMinor: number;
  baseAmountMinor: number;
}

export interface OrderTaxRecord {
  title: string;
  /** Percent as a decimal string ("20.0000"). */
  rate: string;
  amountMinor: number;
  baseAmountMinor: number;
}

export interface OrderItemOptionRecord {
  label: string;
  value: string;
}

export interface OrderItemBundleOptionRecord {
  optionId: number;
  label: string;
  values: Array<{
    selectionId: number;
    productName: string;
    productSku: string;
    quantity: number;
    priceMinor: number;
  }>;
}

/** Units of one product that one unit of an item reserved. */
export interface OrderItemPartRecord {
  productId: number;
  perUnit: number;
}

export interface OrderGiftMessageRecord {
  from: string;
  to: string;
  message: string;
}

export interface OrderAddressRecord {
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  regionId: number | null;
  postcode: string | null;
  countryCode: string;
  telephone: string;
  fax: string | null;
  vatId: string | null;
}

export interface OrderItemRecord {
  id: number;
  productId: number | null;
  productType: string;
  sku: string;
  name: string;
  urlKey: string | null;
  quantityOrdered: number;
  quantityCanceled: number;
  basePriceMinor: number;
  priceMinor: number;
  basePriceInclTaxMinor: number;
  priceInclTaxMinor: number;
  baseRowTotalMinor: number;
  rowTotalMinor: number;
  baseRowTotalInclTaxMinor: number;
  rowTotalInclTaxMinor: number;
  baseDiscountMinor: number;
  discountMinor: number;
  baseTaxMinor: number;
  taxMinor: number;
  discounts: OrderDiscountRecord[];
  selectedOptions: OrderItemOptionRecord[];
  bundleOptions: OrderItemBundleOptionRecord[];
  parts: OrderItemPartRecord[];
}

/** Everything an order holds, as read back. */
export interface OrderRecord {
  id: number;
  number: string;
  storeViewId: number;
  websiteId: number;
  customerId: number | null;
  email: string;
  customerFirstname: string | null;
  customerLastname: string | null;
  state: OrderState;
  status: OrderStatus;
  isVirtual: boolean;
  /** The website showed prices including tax when the order was placed. */
  pricesIncludeTax: boolean;
  token: string;
  baseCurrencyCode: string;
  orderCurrencyCode: string;
  baseToOrderRate: string;
  baseSubtotalMinor: number;
  subtotalMinor: number;
  baseSubtotalInclTaxMinor: number;
  subtotalInclTaxMinor: number;
  baseDiscountMinor: number;
  discountMinor: number;
  baseShippingMinor: number;
  shippingMinor: number;
  baseShippingInclTaxMinor: number;
  shippingInclTaxMinor: number;
  baseGiftWrapMinor: number;
  giftWrapMinor: number;
  baseTaxMinor: number;
  taxMinor: number;
  baseGrandTotalMinor: number;
  grandTotalMinor: number;
  discounts: OrderDiscountRecord[];
  taxes: OrderTaxRecord[];
  couponCode: string | null;
  couponId: number | null;
  appliedRuleIds: number[];
  shippingCarrier: string | null;
  shippingMethod: string | null;
  shippingDescription: string | null;
  paymentMethod: string;
  paymentTitle: string;
  giftMessage: OrderGiftMessageRecord | null;
  createdAt: Date;
  items: OrderItemRecord[];
  shippingAddress: OrderAddressRecord | null;
  billingAddress: OrderAddressRecord | null;
}

/** An order as written (ids, number and token are given by the placement). */
export type NewOrder = Omit<OrderRecord, 'id' | 'createdAt' | 'items'> & {
  cartId: number;
  items: Array<Omit<OrderItemRecord, 'id'>>;
};
