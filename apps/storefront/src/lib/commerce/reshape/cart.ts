// Magento's Cart (the CartFields fragment, src/graphql/CartFields.graphql) → CartView. Written
// against the fragment's shape rather than its generated name, so every cart operation's answer
// (cart, customerCart, addProductsToCart, updateCartItems, …) passes through this one function.
import type { Money } from '@/lib/catalog/money';
import { productPath } from '@/lib/catalog/links';
import { toLocalMediaPath } from '@/lib/media/media-url';
import type { StockStatus } from '@/lib/product/stock-rules';
import type {
  CartBundleOptionView,
  CartDiscountView,
  CartItemView,
  CartProductView,
  CartSelectedOptionView,
  CartVariantView,
  CartView,
  GiftWrapConfigView,
} from '../types/cart';
import type { CardImage } from '../types/catalog';
import { present } from './lists';

type Maybe<T> = T | null | undefined;

interface RawMoney {
  value?: Maybe<number>;
  currency?: Maybe<string>;
}

interface RawImage {
  url?: Maybe<string>;
  label?: Maybe<string>;
}

export interface RawCartProduct {
  __typename?: string;
  uid: string;
  sku?: Maybe<string>;
  name?: Maybe<string>;
  url_key?: Maybe<string>;
  url_rewrites?: Maybe<ReadonlyArray<Maybe<{ url?: Maybe<string> }>>>;
  small_image?: Maybe<RawImage>;
  thumbnail?: Maybe<RawImage>;
  stock_status?: Maybe<string>;
  saleable_qty?: Maybe<number>;
  is_returnable?: Maybe<boolean>;
  is_product_alert_available?: Maybe<boolean>;
  is_gift_wrap_available?: Maybe<boolean>;
}

interface RawDiscount {
  label?: Maybe<string>;
  amount?: Maybe<RawMoney>;
}

export interface RawCartItem {
  __typename?: string;
  uid: string;
  quantity: number;
  product: RawCartProduct;
  is_gift_wrap_applied?: Maybe<boolean>;
  saleable_qty?: Maybe<number>;
  is_available?: Maybe<boolean>;
  errors?: Maybe<ReadonlyArray<Maybe<{ message?: Maybe<string> }>>>;
  prices?: Maybe<{
    price?: Maybe<RawMoney>;
    row_total?: Maybe<RawMoney>;
    row_total_including_tax?: Maybe<RawMoney>;
    total_item_discount?: Maybe<RawMoney>;
    discounts?: Maybe<ReadonlyArray<Maybe<RawDiscount>>>;
  }>;
  configured_variant?: Maybe<RawCartProduct>;
  configurable_options?: Maybe<
    ReadonlyArray<Maybe<{ option_label?: Maybe<string>; value_label?: Maybe<string> }>>
  >;
  bundle_options?: Maybe<
    ReadonlyArray<
      Maybe<{
        uid: string;
        label?: Maybe<string>;
        values?: Maybe<
          ReadonlyArray<
            Maybe<{ uid: string; label?: Maybe<string>; quantity?: Maybe<number>; price?: number }>
          >
        >;
      }>
    >
  >;
}

export interface RawCart {
  id: string;
  email?: Maybe<string>;
  is_virtual?: Maybe<boolean>;
  total_quantity?: Maybe<number>;
  has_out_of_stock_items?: Maybe<boolean>;
  items?: Maybe<ReadonlyArray<Maybe<RawCartItem>>>;
  applied_coupons?: Maybe<ReadonlyArray<Maybe<{ code: string }>>>;
  prices?: Maybe<{
    subtotal_excluding_tax?: Maybe<RawMoney>;
    subtotal_including_tax?: Maybe<RawMoney>;
    subtotal_with_discount_excluding_tax?: Maybe<RawMoney>;
    grand_total?: Maybe<RawMoney>;
    discounts?: Maybe<ReadonlyArray<Maybe<RawDiscount>>>;
    applied_taxes?: Maybe<ReadonlyArray<Maybe<RawDiscount>>>;
    gift_wrap?: Maybe<RawMoney>;
  }>;
  gift_message?: Maybe<{
    message?: Maybe<string>;
    from?: Maybe<string>;
    to?: Maybe<string>;
  }>;
}

function money(raw: Maybe<RawMoney>): Money | null {
  if (raw?.value == null || !raw.currency) return null;
  return { value: raw.value, currency: raw.currency };
}

function stockStatus(raw: Maybe<string>): StockStatus | null {
  return raw === 'IN_STOCK' || raw === 'OUT_OF_STOCK' ? raw : null;
}

function image(product: RawCartProduct, alt: string): CardImage | null {
  const source = product.small_image?.url ? product.small_image : product.thumbnail;
  const src = toLocalMediaPath(source?.url);
  return src ? { src, alt: source?.label || alt } : null;
}

function labelled(list: Maybe<ReadonlyArray<Maybe<RawDiscount>>>): CartDiscountView[] {
  return present(list).flatMap((entry) => {
    const amount = money(entry.amount);
    return amount ? [{ label: entry.label ?? '', amount }] : [];
  });
}

function productView(raw: RawCartProduct): CartProductView {
  const name = raw.name ?? raw.sku ?? '';
  return {
    typename: raw.__typename ?? 'SimpleProduct',
    uid: raw.uid,
    sku: raw.sku ?? '',
    name,
    href: productPath(raw),
    image: image(raw, name),
    stockStatus: stockStatus(raw.stock_status),
    saleableQty: raw.saleable_qty ?? null,
    isReturnable: raw.is_returnable !== false,
    isProductAlertAvailable: raw.is_product_alert_available === true,
    isGiftWrapAvailable: raw.is_gift_wrap_available === true,
  };
}

function variantView(raw: Maybe<RawCartProduct>, parentName: string): CartVariantView | null {
  if (!raw) return null;
  const name = raw.name ?? parentName;
  return {
    uid: raw.uid,
    sku: raw.sku ?? '',
    name,
    image: image(raw, name),
    stockStatus: stockStatus(raw.stock_status),
    saleableQty: raw.saleable_qty ?? null,
  };
}

function selectedOptions(item: RawCartItem): CartSelectedOptionView[] {
  return present(item.configurable_options).flatMap((option) =>
    option.option_label && option.value_label
      ? [{ label: option.option_label, value: option.value_label }]
      : [],
  );
}

function bundleOptions(item: RawCartItem, currency: string | null): CartBundleOptionView[] {
  return present(item.bundle_options).map((option) => ({
    uid: option.uid,
    label: option.label ?? '',
    values: present(option.values).map((value) => ({
      uid: value.uid,
      label: value.label ?? '',
      quantity: value.quantity ?? 1,
      price: value.price != null && currency ? { value: value.price, currency } : null,
    })),
  }));
}

export function cartItemView(item: RawCartItem): CartItemView {
  const product = productView(item.product);
  const price = money(item.prices?.price);
  const discount = money(item.prices?.total_item_discount);
  return {
    uid: item.uid,
    typename: item.__typename ?? 'SimpleCartItem',
    quantity: item.quantity,
    product,
    variant: variantView(item.configured_variant, product.name),
    configurableOptions: selectedOptions(item),
    // SelectedBundleOptionValue.price is a bare Float in the line's currency.
    bundleOptions: bundleOptions(item, price?.currency ?? null),
    prices: {
      price,
      rowTotal: money(item.prices?.row_total),
      rowTotalIncludingTax: money(item.prices?.row_total_including_tax),
      totalDiscount: discount && discount.value !== 0 ? discount : null,
      discounts: labelled(item.prices?.discounts),
    },
    saleableQty: item.saleable_qty ?? null,
    isAvailable: item.is_available !== false,
    errors: present(item.errors).flatMap((error) => (error.message ? [error.message] : [])),
    isGiftWrapApplied: item.is_gift_wrap_applied === true,
  };
}

/** The cart as the storefront shows it; null items are filtered out (commerce-core §4). */
export function cartView(raw: RawCart): CartView {
  const giftWrap = money(raw.prices?.gift_wrap);
  const details = raw.gift_message;
  return {
    email: raw.email ?? null,
    isVirtual: raw.is_virtual === true,
    totalQuantity: raw.total_quantity ?? 0,
    hasOutOfStockItems: raw.has_out_of_stock_items === true,
    items: present(raw.items).map(cartItemView),
    couponCodes: present(raw.applied_coupons).map((coupon) => coupon.code),
    prices: {
      subtotalExcludingTax: money(raw.prices?.subtotal_excluding_tax),
      subtotalIncludingTax: money(raw.prices?.subtotal_including_tax),
      subtotalWithDiscountExcludingTax: money(raw.prices?.subtotal_with_discount_excluding_tax),
      grandTotal: money(raw.prices?.grand_total),
      discounts: labelled(raw.prices?.discounts),
      appliedTaxes: labelled(raw.prices?.applied_taxes),
      giftWrap: giftWrap && giftWrap.value !== 0 ? giftWrap : null,
    },
    giftWrapDetails:
      details && (details.message || details.from || details.to)
        ? { message: details.message ?? '', from: details.from ?? '', to: details.to ?? '' }
        : null,
  };
}

export function giftWrapConfigView(
  raw: Maybe<{
    available?: Maybe<boolean>;
    price?: Maybe<RawMoney>;
    message_max_length?: Maybe<number>;
    name_max_length?: Maybe<number>;
  }>,
): GiftWrapConfigView {
  return {
    enabled: raw?.available === true,
    price: money(raw?.price),
    messageMaxLength: raw?.message_max_length ?? 0,
    nameMaxLength: raw?.name_max_length ?? 0,
  };
}
