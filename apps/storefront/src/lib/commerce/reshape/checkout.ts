// Magento's Cart with its checkout fields (the CheckoutCartFields fragment) → CheckoutView.
import { toMinorUnits, type Money } from '@/lib/catalog/money';
import type { OrderSummaryFieldsFragment } from '@/gql/graphql';
import type {
  CheckoutAddressView,
  CheckoutView,
  OrderSummaryView,
  PaymentMethodView,
  SelectedShippingMethodView,
  ShippingMethodView,
} from '../types/checkout';
import { cartView, type RawCart } from './cart';
import { present } from './lists';
import { orderTotalsRows } from './order';

type Maybe<T> = T | null | undefined;

interface RawMoney {
  value?: Maybe<number>;
  currency?: Maybe<string>;
}

export interface RawCartAddress {
  firstname?: Maybe<string>;
  lastname?: Maybe<string>;
  company?: Maybe<string>;
  street?: Maybe<ReadonlyArray<Maybe<string>>>;
  city?: Maybe<string>;
  postcode?: Maybe<string>;
  telephone?: Maybe<string>;
  country?: Maybe<{ code?: Maybe<string>; label?: Maybe<string> }>;
  region?: Maybe<{ code?: Maybe<string>; label?: Maybe<string>; region_id?: Maybe<number> }>;
}

interface RawShippingMethod {
  carrier_code?: Maybe<string>;
  carrier_title?: Maybe<string>;
  method_code?: Maybe<string>;
  method_title?: Maybe<string>;
  available?: Maybe<boolean>;
  error_message?: Maybe<string>;
  amount?: Maybe<RawMoney>;
}

export interface RawCheckoutCart extends RawCart {
  shipping_addresses?: Maybe<
    ReadonlyArray<
      Maybe<
        RawCartAddress & {
          available_shipping_methods?: Maybe<ReadonlyArray<Maybe<RawShippingMethod>>>;
          selected_shipping_method?: Maybe<RawShippingMethod>;
        }
      >
    >
  >;
  billing_address?: Maybe<RawCartAddress>;
  available_payment_methods?: Maybe<
    ReadonlyArray<Maybe<{ code?: Maybe<string>; title?: Maybe<string> }>>
  >;
  selected_payment_method?: Maybe<{ code?: Maybe<string>; title?: Maybe<string> }>;
}

/** Card methods ask for their own fields (presentation §4: debit, mastercard, electron; Stripe). */
const METHODS_WITH_FIELDS = /^(?:stripe|debit|mastercard|electron)/;

function money(raw: Maybe<RawMoney>): Money {
  return { value: raw?.value ?? null, currency: raw?.currency ?? null };
}

export function checkoutAddressView(raw: Maybe<RawCartAddress>): CheckoutAddressView | null {
  // Magento answers an address not yet set as one with empty fields.
  if (!raw?.country?.code || !raw.firstname) return null;
  return {
    firstname: raw.firstname,
    lastname: raw.lastname ?? '',
    company: raw.company ?? '',
    street: present(raw.street ?? []),
    city: raw.city ?? '',
    postcode: raw.postcode ?? '',
    countryCode: raw.country.code,
    countryName: raw.country.label ?? raw.country.code,
    region: raw.region?.label ?? '',
    regionId: raw.region?.region_id ?? null,
    telephone: raw.telephone ?? '',
  };
}

function shippingMethodView(raw: RawShippingMethod): ShippingMethodView | null {
  if (!raw.carrier_code) return null;
  return {
    carrierCode: raw.carrier_code,
    methodCode: raw.method_code ?? '',
    carrierTitle: raw.carrier_title ?? '',
    methodTitle: raw.method_title ?? '',
    amount: money(raw.amount),
    available: Boolean(raw.available && raw.method_code),
    errorMessage: raw.error_message || null,
  };
}

function selectedView(raw: Maybe<RawShippingMethod>): SelectedShippingMethodView | null {
  if (!raw?.carrier_code || !raw.method_code) return null;
  return {
    carrierCode: raw.carrier_code,
    methodCode: raw.method_code,
    carrierTitle: raw.carrier_title ?? '',
    methodTitle: raw.method_title ?? '',
    amount: money(raw.amount),
  };
}

export function paymentMethodView(code: string, title: string): PaymentMethodView {
  return { code, title, needsFields: METHODS_WITH_FIELDS.test(code) };
}

export function checkoutView(raw: RawCheckoutCart): CheckoutView {
  const shipping = present(raw.shipping_addresses ?? [])[0] ?? null;
  return {
    cart: cartView(raw),
    email: raw.email || null,
    isVirtual: Boolean(raw.is_virtual),
    shippingAddress: checkoutAddressView(shipping),
    shippingMethods: present(shipping?.available_shipping_methods ?? []).flatMap((method) => {
      const view = shippingMethodView(method);
      return view ? [view] : [];
    }),
    selectedShippingMethod: selectedView(shipping?.selected_shipping_method),
    billingAddress: checkoutAddressView(raw.billing_address),
    paymentMethods: present(raw.available_payment_methods ?? []).flatMap((method) =>
      method.code ? [paymentMethodView(method.code, method.title ?? method.code)] : [],
    ),
    selectedPaymentMethod: raw.selected_payment_method?.code || null,
  };
}

/** `taxIncluded`: lines and totals with tax, as the storefront's cart showed them. */
export function orderSummaryView(
  raw: OrderSummaryFieldsFragment,
  taxIncluded = false,
): OrderSummaryView {
  return {
    number: raw.number,
    shippingMethod: raw.shipping_method || null,
    lines: present(raw.items ?? []).map((item) => {
      const unit = taxIncluded ? item.prices?.price_including_tax : item.prices?.price;
      const price = unit?.value != null ? money(unit) : money(item.product_sale_price);
      const row = taxIncluded ? item.prices?.row_total_including_tax : item.prices?.row_total;
      const quantity = item.quantity_ordered ?? 0;
      return {
        name: item.product_name ?? item.product_sku,
        sku: item.product_sku,
        quantity,
        price,
        // In minor units, so the product of price and quantity is exact.
        rowTotalMinor:
          row?.value != null
            ? toMinorUnits(row.value)
            : price.value == null
              ? null
              : toMinorUnits(price.value) * quantity,
      };
    }),
    totals: orderTotalsRows(raw.total, taxIncluded),
  };
}
