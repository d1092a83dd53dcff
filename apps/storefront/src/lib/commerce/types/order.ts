// View models of the customer's orders (ADR 0022, ADR 0055): our names, never the generated types.
// Amounts are integers of minor units with their currency: the order's own, never the display one.

export interface OrderMoney {
  minor: number;
  currency: string;
}

/** Magento's order states the storefront names; any other status is shown as commerce serves it. */
export type OrderStatusKey =
  'pending' | 'pending_payment' | 'processing' | 'complete' | 'canceled' | 'closed' | 'holded';

export interface OrderStatusView {
  /** The known status, or null for one the storefront has no label for. */
  key: OrderStatusKey | null;
  /** The status as commerce serves it (the fallback label). */
  served: string;
}

export interface OrderSummaryView {
  number: string;
  /** ISO 8601 instant (UTC); null when commerce served a date it could not read. */
  orderDate: string | null;
  status: OrderStatusView;
  /** Units ordered, over all lines. */
  quantity: number;
  grandTotal: OrderMoney | null;
}

export interface OrderPageInfo {
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

export interface OrderHistoryView {
  orders: OrderSummaryView[];
  page: OrderPageInfo;
}

export interface OrderItemOptionView {
  label: string;
  value: string;
}

export interface OrderItemView {
  id: string;
  name: string;
  sku: string;
  urlKey: string | null;
  quantity: number;
  /** Selected, entered and bundle options, in that order. */
  options: OrderItemOptionView[];
  /** The price of one unit, options included, with tax where the storefront shows prices so. */
  price: OrderMoney | null;
  /** The line's total as commerce recorded it (price × quantity before Magento 2.4.7). */
  rowTotal: OrderMoney | null;
}

/** `includedTax`: the tax a grand total with tax holds (after it); `tax`: tax added before it. */
export type OrderTotalsRowKind =
  'subtotal' | 'discount' | 'shipping' | 'tax' | 'includedTax' | 'grandTotal';

export interface OrderTotalsRow {
  kind: OrderTotalsRowKind;
  /** A discount's or a tax's own label. */
  label: string | null;
  /** A tax's rate in percent, when commerce names one. */
  rate: number | null;
  /** Signed: a discount is negative. */
  minor: number;
  currency: string;
}

export interface OrderAddressView {
  name: string;
  company: string;
  street: string[];
  postcode: string;
  city: string;
  region: string;
  countryCode: string;
  telephone: string;
}

export interface OrderDetailView extends OrderSummaryView {
  items: OrderItemView[];
  totals: OrderTotalsRow[];
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  shippingMethod: string | null;
  paymentMethods: string[];
  giftMessage: { from: string; to: string; message: string } | null;
}
