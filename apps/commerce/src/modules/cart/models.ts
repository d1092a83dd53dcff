// What cart resolvers hand to field resolvers (codegen maps Cart and the cart item types here):
// the guarded cart row and its lines. Prices, discounts and totals are computed from these by
// the cart-rules module; nothing here is money.

/** A cart that passed the guard (service.ts): the caller may read and change it. */
export interface CartModel {
  /** Internal id; never leaves the server. Clients know the cart by `maskedId`. */
  id: number;
  /** The 32-character random id clients use (Magento's masked quote id). */
  maskedId: string;
  storeViewId: number;
  customerId: number | null;
  /** The guest's e-mail (setGuestEmailOnCart); a customer's cart answers with the account's. */
  email: string | null;
  isActive: boolean;
  /**
   * Counts the cart's changes, its lines', addresses', coupon's and gift wrapping's included
   * (migration 0025): what was computed from one version is never served for another.
   */
  version: number;
}

/** The product types a cart line can hold (grouped products add their child simples). */
export type CartProductType = 'simple' | 'virtual' | 'downloadable' | 'configurable' | 'bundle';

/** A bundle selection chosen for a line: per bundle unit, `qty` units of the selection's product. */
export interface BundleChoice {
  optionId: number;
  selectionId: number;
  productId: number;
  qty: number;
}

/** A configurable's chosen super attribute value. */
export interface ConfigurableChoice {
  attributeId: number;
  valueId: number;
}

/** The options a line was added with, stored as jsonb on the line. */
export interface CartItemOptions {
  configurable?: ConfigurableChoice[];
  bundle?: BundleChoice[];
}

export interface CartItemModel {
  id: number;
  cartId: number;
  /** The product added: the configurable or bundle itself, or a simple, virtual, downloadable. */
  productId: number;
  productType: CartProductType;
  /** A configurable line's chosen child (`configured_variant`); null for other types. */
  variantProductId: number | null;
  quantity: number;
  options: CartItemOptions;
}
