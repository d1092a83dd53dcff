// The cart's pure rules: masked ids, the bounds of every input, quantities against the sale
// limits and stock, Magento's user error codes, bundle and configurable option uids, and the
// canonical key that makes "the same product with the same options" one line.
import { randomBytes } from 'node:crypto';
import type { CartUserInputErrorType } from '../../generated/graphql';
import type { ProductStock } from '../inventory/stock-rules';
import { encodeUid } from '../catalog/uid';
import type { BundleChoice, CartItemOptions, CartProductType } from './models';

/** Entries one addProductsToCart (or updateCartItems) may carry. */
export const MAX_ITEMS_PER_REQUEST = 50;
/** Lines one cart may hold. */
export const MAX_LINES_PER_CART = 100;
/** Magento's "Maximum Qty Allowed in Shopping Cart" (spec: cart line maximum default 99). */
export const MAX_SALE_QTY = 99;
/** Magento's "Minimum Qty Allowed in Shopping Cart". */
export const MIN_SALE_QTY = 1;
/** Longest sku, option uid or option value accepted; anything longer cannot exist here. */
export const MAX_SKU_LENGTH = 64;
export const MAX_UID_LENGTH = 128;
/** Options one entry may choose (super attributes or bundle selections). */
export const MAX_OPTIONS_PER_ITEM = 20;
export const MASKED_ID_LENGTH = 32;
export const MAX_EMAIL_LENGTH = 255;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new masked cart id: 32 characters drawn uniformly from 62 (rejection sampling keeps every
 * character equally likely), about 190 bits from the system's CSPRNG.
 */
export function newMaskedId(): string {
  let id = '';
  while (id.length < MASKED_ID_LENGTH) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && id.length < MASKED_ID_LENGTH) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

/** A masked id as clients may send one: 32 characters, letters, digits, `-` or `_`. */
export function isMaskedIdShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(value);
}

/**
 * The texts of cart errors. Two are the spec's (commerce-core §8) rather than Magento's ("Could
 * not find a product with SKU …", "The requested qty is not available"); the codes are Magento's.
 */
export const MESSAGES = {
  productNotFound: "The product that was requested doesn't exist",
  notSalable: 'Product that you are trying to add is not available.',
  optionsNotAvailable: 'The required options you selected are not available.',
  chooseOptions: 'You need to choose options for your item.',
  requiredBundleOptions: 'Please select all required options.',
  groupedQuantity: 'Please specify the quantity of product(s).',
  qtyNotAvailable: 'Your desired amount of the product is not available at this time',
  qtyAboveMax: 'The requested qty exceeds the maximum qty allowed in shopping cart',
  qtyBelowMin: (min: number) => `The fewest you may purchase is ${min}.`,
  qtyNotPositive: 'The product quantity should be greater than 0',
  qtyDecimal: 'You cannot use decimal quantity for this product.',
  outOfStock: 'This product is out of stock.',
  tooManyLines: `A shopping cart holds at most ${MAX_LINES_PER_CART} different items.`,
  unsupportedType: (type: string) => `Product Type ${type} not supported in add to cart yet`,
} as const;

/** Magento's AddProductsToCart maps an error's text to its code; so does this. */
export function userErrorCode(message: string): CartUserInputErrorType {
  if (message === MESSAGES.productNotFound) return 'PRODUCT_NOT_FOUND';
  if (message === MESSAGES.notSalable || message === MESSAGES.optionsNotAvailable) {
    return 'NOT_SALABLE';
  }
  if (
    message === MESSAGES.qtyNotAvailable ||
    message === MESSAGES.qtyAboveMax ||
    message === MESSAGES.outOfStock ||
    message.startsWith('The fewest you may purchase is')
  ) {
    return 'INSUFFICIENT_STOCK';
  }
  return 'UNDEFINED';
}

/**
 * Why a line cannot hold `quantity` units, or null when it can: whole units only, from the
 * minimum to the maximum sale quantity.
 */
export function quantityError(quantity: number): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return MESSAGES.qtyNotPositive;
  if (!Number.isInteger(quantity)) return MESSAGES.qtyDecimal;
  if (quantity < MIN_SALE_QTY) return MESSAGES.qtyBelowMin(MIN_SALE_QTY);
  if (quantity > MAX_SALE_QTY) return MESSAGES.qtyAboveMax;
  return null;
}

/** Why `quantity` units cannot be sold from `stock`, or null when they can. */
export function stockError(quantity: number, stock: ProductStock): string | null {
  if (!stock.inStock || stock.saleableQty <= 0) return MESSAGES.notSalable;
  if (quantity > stock.saleableQty) return MESSAGES.qtyNotAvailable;
  return null;
}

/** The item's own error in the cart (CartItemInterface.errors), once its stock has moved. */
export function lineStockError(quantity: number, stock: ProductStock): string | null {
  if (!stock.inStock || stock.saleableQty <= 0) return MESSAGES.outOfStock;
  if (quantity > stock.saleableQty) return MESSAGES.qtyNotAvailable;
  return null;
}

/** The canonical form of a line's options: equal for the same choices in any order. */
export function optionsKey(variantProductId: number | null, options: CartItemOptions): string {
  const parts: string[] = [];
  if (variantProductId !== null) parts.push(`variant:${variantProductId}`);
  for (const choice of [...(options.configurable ?? [])].sort(
    (a, b) => a.attributeId - b.attributeId,
  )) {
    parts.push(`c:${choice.attributeId}=${choice.valueId}`);
  }
  for (const choice of [...(options.bundle ?? [])].sort(
    (a, b) => a.optionId - b.optionId || a.selectionId - b.selectionId,
  )) {
    parts.push(`b:${choice.optionId}/${choice.selectionId}x${choice.qty}`);
  }
  return parts.join(';');
}

/** Magento's cart item uid: base64 of the item id. */
export function itemUid(id: number): string {
  return encodeUid(id);
}

/** A bundle option chosen by uid: `bundle/<option>/<selection>[/<qty>]` in base64. */
export interface BundleUid {
  optionId: number;
  selectionId: number;
  qty: number | null;
}

const ID = /^[1-9]\d{0,9}$/;

export function decodeBundleUid(uid: string): BundleUid | null {
  if (uid.length > MAX_UID_LENGTH) return null;
  const parts = Buffer.from(uid, 'base64').toString('utf8').split('/');
  if (parts[0] !== 'bundle' || (parts.length !== 3 && parts.length !== 4)) return null;
  const [, option, selection, qty] = parts;
  if (!ID.test(option!) || !ID.test(selection!)) return null;
  if (qty !== undefined && !/^\d{1,6}(\.\d{1,4})?$/.test(qty)) return null;
  return {
    optionId: Number(option),
    selectionId: Number(selection),
    qty: qty === undefined ? null : Number(qty),
  };
}

/** A configurable value chosen by uid: `configurable/<attribute>/<value>` in base64. */
export function decodeConfigurableUid(
  uid: string,
): { attributeId: number; valueId: number } | null {
  if (uid.length > MAX_UID_LENGTH) return null;
  const parts = Buffer.from(uid, 'base64').toString('utf8').split('/');
  if (parts.length !== 3 || parts[0] !== 'configurable') return null;
  if (!ID.test(parts[1]!) || !ID.test(parts[2]!)) return null;
  return { attributeId: Number(parts[1]), valueId: Number(parts[2]) };
}

/** Magento's Quote::isVirtual: a cart with lines, every one of them virtual or downloadable. */
export function isVirtualCart(types: readonly CartProductType[]): boolean {
  return types.length > 0 && types.every((type) => type === 'virtual' || type === 'downloadable');
}

/** Units of each part product one line needs: the line's quantity times each selection's. */
export function partsNeeded(
  lineQuantity: number,
  bundle: readonly BundleChoice[],
): Map<number, number> {
  const needed = new Map<number, number>();
  for (const choice of bundle) {
    needed.set(choice.productId, (needed.get(choice.productId) ?? 0) + lineQuantity * choice.qty);
  }
  return needed;
}
