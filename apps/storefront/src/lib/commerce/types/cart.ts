// Cart view models: what the cart methods answer (reshape/cart.ts) and the cart islands render.
// Amounts stay Money (a decimal from GraphQL, with its currency); lib/catalog/money.ts turns them
// into minor units and formats them, so no component does float arithmetic.
import type { Money } from '@/lib/catalog/money';
import type { StockStatus } from '@/lib/product/stock-rules';
import type { CardImage } from './catalog';
import type { UserError } from './user-errors';

/** The product a cart line holds (for a configurable line: the parent; see `variant`). */
export interface CartProductView {
  typename: string;
  uid: string;
  sku: string;
  name: string;
  /** The product page, localised by the caller (lib/catalog/links `productPath`); null when none. */
  href: string | null;
  image: CardImage | null;
  stockStatus: StockStatus | null;
  saleableQty: number | null;
  isReturnable: boolean;
  isProductAlertAvailable: boolean;
  /** Whether the line may be gift wrapped (`is_gift_wrap_available`); false when unknown. */
  isGiftWrapAvailable: boolean;
}

/** A configurable line's chosen variant: its own sku, picture and stock. */
export interface CartVariantView {
  uid: string;
  sku: string;
  name: string;
  image: CardImage | null;
  stockStatus: StockStatus | null;
  saleableQty: number | null;
}

/** A configurable line's choice, e.g. { label: 'Size', value: '140 × 200 cm' }. */
export interface CartSelectedOptionView {
  label: string;
  value: string;
}

/** A bundle line's option and its chosen parts. */
export interface CartBundleOptionView {
  uid: string;
  label: string;
  values: Array<{ uid: string; label: string; quantity: number; price: Money | null }>;
}

export interface CartItemPricesView {
  /** The unit price. */
  price: Money | null;
  rowTotal: Money | null;
  rowTotalIncludingTax: Money | null;
  /** The line's total discount; null when none. */
  totalDiscount: Money | null;
  discounts: CartDiscountView[];
}

export interface CartItemView {
  uid: string;
  /** Magento's cart item type, e.g. SimpleCartItem, ConfigurableCartItem, BundleCartItem. */
  typename: string;
  quantity: number;
  product: CartProductView;
  variant: CartVariantView | null;
  configurableOptions: CartSelectedOptionView[];
  bundleOptions: CartBundleOptionView[];
  prices: CartItemPricesView;
  /**
   * How many units of this line can be sold now (commerce's cart item `saleable_qty`, capped by
   * the line's maximum); null while plenty remain. The cart item messages read this.
   */
  saleableQty: number | null;
  /** False when the line asks for more than can be sold now (`is_available`). */
  isAvailable: boolean;
  /** The line's own errors (`errors[].message`), e.g. the quantity no longer available. */
  errors: string[];
  isGiftWrapApplied: boolean;
}

export interface CartDiscountView {
  label: string;
  amount: Money;
}

export interface CartTaxView {
  label: string;
  amount: Money;
}

export interface CartPricesView {
  subtotalExcludingTax: Money | null;
  subtotalIncludingTax: Money | null;
  subtotalWithDiscountExcludingTax: Money | null;
  grandTotal: Money | null;
  discounts: CartDiscountView[];
  appliedTaxes: CartTaxView[];
  /** Gift wrap's price in the totals (our extension `prices.gift_wrap`); null when none. */
  giftWrap: Money | null;
}

/** The cart's gift message (Cart.gift_message: message, from, to); null when none was set. */
export interface CartGiftWrapDetailsView {
  message: string;
  from: string;
  to: string;
}

/**
 * The shopper's cart. It carries no cart id: the id stays in the httpOnly `cart` cookie and every
 * cart call finds the cart from the session on the server (ADR 0048).
 */
export interface CartView {
  email: string | null;
  isVirtual: boolean;
  /** Magento's total_quantity: the header's cart count. */
  totalQuantity: number;
  /** Some line asks for more than can be sold now (checkout would refuse it). */
  hasOutOfStockItems: boolean;
  /** Null entries are dropped (commerce-core §4). */
  items: CartItemView[];
  /** Applied coupon codes, in order. */
  couponCodes: string[];
  prices: CartPricesView;
  giftWrapDetails: CartGiftWrapDetailsView | null;
}

/** addProductsToCart: the cart after adding, and what commerce refused (the first is shown). */
export interface AddToCartView {
  cart: CartView;
  userErrors: UserError[];
}

/** getGiftWrapConfig: whether gift wrap is offered in this store and what it costs. */
export interface GiftWrapConfigView {
  enabled: boolean;
  /** Per wrapped unit, as the store shows prices. */
  price: Money | null;
  /** The longest gift message and sender or recipient name commerce takes, in characters. */
  messageMaxLength: number;
  nameMaxLength: number;
}
