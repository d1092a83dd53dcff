// An order as Magento's CustomerOrder shows it, from what the order recorded. Amounts shown are in
// the order (display) currency, base_grand_total in the website's base currency; decimals are made
// from minor units only here, at the GraphQL border.
import type {
  CurrencyEnum,
  CustomerOrder,
  Money,
  OrderAddress,
  OrderItemInterface,
} from '../../generated/graphql';
import { encodeUid } from '../catalog/uid';
import { minorToDecimal } from '../pricing/money';
import type { OrderAddressRecord, OrderItemRecord, OrderRecord } from './models';
import { orderDate, statusLabel } from './order-rules';

function money(minor: number, currency: string): Money {
  return { value: minorToDecimal(minor), currency: currency as CurrencyEnum };
}

function address(record: OrderAddressRecord | null): OrderAddress | null {
  if (!record) return null;
  return {
    firstname: record.firstname,
    lastname: record.lastname,
    middlename: record.middlename,
    prefix: record.prefix,
    suffix: record.suffix,
    company: record.company,
    street: record.street,
    city: record.city,
    region: record.region,
    region_id: record.regionId === null ? null : String(record.regionId),
    postcode: record.postcode,
    country_code: record.countryCode as OrderAddress['country_code'],
    telephone: record.telephone,
    fax: record.fax,
    vat_id: record.vatId,
  };
}

/** Magento's item status: Ordered until something happens to it, Canceled once canceled. */
function itemStatus(item: OrderItemRecord): string {
  return item.quantityCanceled >= item.quantityOrdered ? 'Canceled' : 'Ordered';
}

function item(record: OrderItemRecord, currency: string): OrderItemInterface {
  const common = {
    id: encodeUid(record.id),
    product_name: record.name,
    product_sku: record.sku,
    product_type: record.productType,
    product_url_key: record.urlKey,
    product_sale_price: money(record.priceMinor, currency),
    prices: {
      price: money(record.priceMinor, currency),
      price_including_tax: money(record.priceInclTaxMinor, currency),
      row_total: money(record.rowTotalMinor, currency),
      row_total_including_tax: money(record.rowTotalInclTaxMinor, currency),
      total_item_discount: money(record.discountMinor, currency),
      discounts: record.discounts.map((discount) => ({
        label: discount.label,
        amount: money(discount.amountMinor, currency),
      })),
      fixed_product_taxes: [],
    },
    quantity_ordered: record.quantityOrdered,
    quantity_canceled: record.quantityCanceled,
    quantity_invoiced: 0,
    quantity_refunded: 0,
    quantity_returned: 0,
    quantity_shipped: 0,
    selected_options: record.selectedOptions,
    entered_options: [],
    discounts: record.discounts.map((discount) => ({
      label: discount.label,
      amount: money(discount.amountMinor, currency),
    })),
    status: itemStatus(record),
  };
  if (record.productType === 'bundle') {
    return {
      __typename: 'BundleOrderItem',
      ...common,
      bundle_options: record.bundleOptions.map((option) => ({
        id: encodeUid(option.optionId),
        uid: encodeUid(`bundle/${option.optionId}`),
        label: option.label,
        values: option.values.map((value) => ({
          id: encodeUid(value.selectionId),
          uid: encodeUid(`bundle/${option.optionId}/${value.selectionId}/${value.quantity}`),
          product_name: value.productName,
          product_sku: value.productSku,
          quantity: value.quantity,
          price: money(value.priceMinor, currency),
        })),
      })),
    } as OrderItemInterface;
  }
  if (record.productType === 'downloadable') {
    return {
      __typename: 'DownloadableOrderItem',
      ...common,
      downloadable_links: [],
    } as OrderItemInterface;
  }
  return { __typename: 'OrderItem', ...common } as OrderItemInterface;
}

export function customerOrderOf(order: OrderRecord, language: 'en' | 'de'): CustomerOrder {
  const currency = order.orderCurrencyCode;
  const date = orderDate(order.createdAt);
  const discounts = order.discounts.map((discount) => ({
    label: discount.label,
    amount: money(discount.amountMinor, currency),
  }));
  const taxes = order.taxes.map((tax) => ({
    title: tax.title,
    rate: Number(tax.rate),
    amount: money(tax.amountMinor, currency),
  }));
  return {
    id: encodeUid(order.id),
    number: order.number,
    increment_id: order.number,
    order_number: order.number,
    order_date: date,
    created_at: date,
    status: statusLabel(order.status, language),
    email: order.email,
    is_virtual: order.isVirtual,
    token: order.token,
    applied_coupons: order.couponCode ? [{ code: order.couponCode }] : [],
    grand_total: minorToDecimal(order.grandTotalMinor),
    items: order.items.map((record) => item(record, currency)),
    total: {
      base_grand_total: money(order.baseGrandTotalMinor, order.baseCurrencyCode),
      grand_total: money(order.grandTotalMinor, currency),
      subtotal: money(order.subtotalMinor, currency),
      subtotal_excl_tax: money(order.subtotalMinor, currency),
      subtotal_incl_tax: money(order.subtotalInclTaxMinor, currency),
      total_shipping: money(order.shippingMinor, currency),
      total_tax: money(order.taxMinor, currency),
      discounts,
      taxes,
      shipping_handling: {
        amount_excluding_tax: money(order.shippingMinor, currency),
        amount_including_tax: money(order.shippingInclTaxMinor, currency),
        total_amount: money(order.shippingMinor, currency),
        discounts: [],
        taxes: [],
      },
    },
    billing_address: address(order.billingAddress),
    shipping_address: address(order.shippingAddress),
    carrier: order.shippingCarrier,
    shipping_method: order.shippingDescription,
    payment_methods: [{ name: order.paymentTitle, type: order.paymentMethod, additional_data: [] }],
    gift_message: order.giftMessage,
    comments: [],
    invoices: [],
    shipments: [],
    credit_memos: [],
  };
}
