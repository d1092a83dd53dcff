// Magento's CustomerOrders and CustomerOrder → the order history's view models (ADR 0055). Amounts
// become integers of minor units here (lib/catalog/money), so no page adds floats.
import type {
  CustomerOrderQuery,
  CustomerOrderSummaryFieldsFragment,
  CustomerOrdersQuery,
  OrderAddressFieldsFragment,
  OrderPriceFieldsFragment,
} from '@/gql/graphql';
import { toMinorUnits } from '@/lib/catalog/money';
import { orderDateIso, orderStatusKey } from '@/lib/customer/order-rules';
import type {
  OrderAddressView,
  OrderDetailView,
  OrderHistoryView,
  OrderItemOptionView,
  OrderItemView,
  OrderMoney,
  OrderSummaryView,
  OrderTotalsRow,
} from '../types/order';
import { present } from './lists';

type Maybe<T> = T | null | undefined;
type RawMoney = { value?: Maybe<number>; currency?: Maybe<string> };
type RawOrder = NonNullable<
  NonNullable<NonNullable<CustomerOrderQuery['customer']>['orders']>['items'][number]
>;
type RawItem = NonNullable<NonNullable<RawOrder['items']>[number]>;

function money(raw: Maybe<RawMoney>): OrderMoney | null {
  if (raw?.value == null || !Number.isFinite(raw.value) || !raw.currency) return null;
  return { minor: toMinorUnits(raw.value), currency: raw.currency };
}

/** Magento's quantities are floats; a line's quantity is a whole number of units. */
function units(quantity: Maybe<number>): number {
  return quantity != null && Number.isFinite(quantity) && quantity > 0 ? Math.round(quantity) : 0;
}

function summaryView(order: CustomerOrderSummaryFieldsFragment): OrderSummaryView {
  return {
    number: order.number,
    orderDate: orderDateIso(order.order_date),
    status: { key: orderStatusKey(order.status), served: order.status },
    quantity: present(order.items).reduce((sum, item) => sum + units(item.quantity_ordered), 0),
    grandTotal: money(order.total?.grand_total),
  };
}

/** One page of the history with Magento's page_info; a missing page_info reads as one page. */
export function orderHistoryView(data: CustomerOrdersQuery): OrderHistoryView {
  const orders = data.customer?.orders;
  const items = present(orders?.items).map(summaryView);
  const info = orders?.page_info;
  return {
    orders: items,
    page: {
      currentPage: Math.max(1, info?.current_page ?? 1),
      totalPages: Math.max(items.length > 0 ? 1 : 0, info?.total_pages ?? 0),
      totalCount: Math.max(items.length, orders?.total_count ?? 0),
    },
  };
}

function addressView(address: Maybe<OrderAddressFieldsFragment>): OrderAddressView | null {
  if (!address) return null;
  return {
    name: [address.firstname, address.lastname].filter(Boolean).join(' '),
    company: address.company ?? '',
    street: present(address.street).filter((line) => line.trim() !== ''),
    postcode: address.postcode ?? '',
    city: address.city,
    region: address.region ?? '',
    countryCode: address.country_code ?? '',
    telephone: address.telephone,
  };
}

function optionsOf(item: RawItem): OrderItemOptionView[] {
  const options = [...present(item.selected_options), ...present(item.entered_options)].map(
    ({ label, value }) => ({ label, value }),
  );
  if (item.__typename === 'BundleOrderItem') {
    for (const option of present(item.bundle_options)) {
      const values = present(option.values).map((value) =>
        units(value.quantity) > 1
          ? `${units(value.quantity)} × ${value.product_name}`
          : value.product_name,
      );
      if (values.length > 0) options.push({ label: option.label, value: values.join(', ') });
    }
  }
  return options.filter((option) => option.label !== '' && option.value !== '');
}

function itemView(item: RawItem, taxIncluded: boolean): OrderItemView {
  const quantity = units(item.quantity_ordered);
  // Magento 2.4.7's prices (with and without tax); product_sale_price (without) before that.
  const price =
    money(taxIncluded ? item.prices?.price_including_tax : item.prices?.price) ??
    money(item.product_sale_price);
  const rowTotal = money(
    taxIncluded ? item.prices?.row_total_including_tax : item.prices?.row_total,
  );
  return {
    id: item.id,
    name: item.product_name || item.product_sku,
    sku: item.product_sku,
    urlKey: item.product_url_key || null,
    quantity,
    options: optionsOf(item),
    price,
    rowTotal: rowTotal ?? (price && { minor: price.minor * quantity, currency: price.currency }),
  };
}

/** Magento's OrderTotal as the OrderPriceFields fragment asks for it (order page, thank-you page). */
export type RawOrderTotal = OrderPriceFieldsFragment['total'];

/**
 * The totals as rows: subtotal, each discount (taken off, so negative), shipping, each tax (or the
 * tax total when commerce itemises none) and the grand total. Zero discounts and taxes are left out;
 * shipping is shown even when free. Where prices include tax (every storefront but the US, as in
 * the cart), subtotal and shipping are shown with tax and each tax follows the grand total as the
 * part of it that is tax (`includedTax`); elsewhere taxes are added before the grand total.
 */
export function orderTotalsRows(
  total: Maybe<RawOrderTotal>,
  taxIncluded = false,
): OrderTotalsRow[] {
  if (!total) return [];
  const rows: OrderTotalsRow[] = [];
  const row = (
    kind: OrderTotalsRow['kind'],
    amount: OrderMoney | null,
    label: string | null = null,
    rate: number | null = null,
  ) => {
    if (amount) rows.push({ kind, label, rate, ...amount });
  };
  row(
    'subtotal',
    (taxIncluded ? money(total.subtotal_incl_tax) : money(total.subtotal_excl_tax)) ??
      money(total.subtotal),
  );
  for (const discount of present(total.discounts)) {
    const amount = money(discount.amount);
    if (amount && amount.minor !== 0) {
      // Magento reports a discount as a positive amount taken off; some stores send it signed.
      row('discount', { ...amount, minor: -Math.abs(amount.minor) }, discount.label || null);
    }
  }
  row(
    'shipping',
    (taxIncluded ? money(total.shipping_handling?.amount_including_tax) : null) ??
      money(total.total_shipping),
  );
  const taxRows: OrderTotalsRow[] = [];
  const taxKind = taxIncluded ? 'includedTax' : 'tax';
  for (const tax of present(total.taxes)) {
    const amount = money(tax.amount);
    if (!amount || amount.minor === 0) continue;
    const rate = tax.rate != null && Number.isFinite(tax.rate) && tax.rate > 0 ? tax.rate : null;
    taxRows.push({ kind: taxKind, label: tax.title || null, rate, ...amount });
  }
  if (taxRows.length === 0) {
    const totalTax = money(total.total_tax);
    if (totalTax && totalTax.minor !== 0) {
      taxRows.push({ kind: taxKind, label: null, rate: null, ...totalTax });
    }
  }
  if (!taxIncluded) rows.push(...taxRows);
  row('grandTotal', money(total.grand_total));
  if (taxIncluded) rows.push(...taxRows);
  return rows;
}

/** The one order of the number asked for; null when the customer has none of that number. */
export function orderDetailView(
  data: CustomerOrderQuery,
  number: string,
  taxIncluded = false,
): OrderDetailView | null {
  // The filter asks for this number only; the check keeps a looser commerce match from showing
  // another order than the one in the address.
  const order = present(data.customer?.orders?.items).find((entry) => entry.number === number);
  if (!order) return null;
  return {
    ...summaryView(order),
    items: present(order.items).map((item) => itemView(item, taxIncluded)),
    totals: orderTotalsRows(order.total, taxIncluded),
    shippingAddress: addressView(order.shipping_address),
    billingAddress: addressView(order.billing_address),
    shippingMethod: order.shipping_method || null,
    paymentMethods: present(order.payment_methods)
      .map((method) => method.name || method.type)
      .filter(Boolean),
    giftMessage:
      order.gift_message && order.gift_message.message.trim() !== ''
        ? { ...order.gift_message }
        : null,
  };
}
