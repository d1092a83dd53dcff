// Add to cart (commerce-core §4 "Add to cart", §8): whether a product can be added, and the cart
// lines each product type sends. Pure, so the rules are unit-tested without a page.
import type { CartItemInputArguments } from '@/lib/commerce/cart-arguments';
import { CART_LINE_MAX_QUANTITY } from './limits';

export interface AddableInput {
  typename: string;
  stockStatus: string | null | undefined;
  /** The product's saleable quantity (for a configurable: of all its variants together). */
  saleableQty: number | null | undefined;
}

/**
 * Spec §4: a product can be added unless its stock status is out of stock, or it is configurable
 * without saleable quantity.
 */
export function canAddToCart(product: AddableInput): boolean {
  if (product.stockStatus === 'OUT_OF_STOCK') return false;
  if (product.typename === 'ConfigurableProduct') return (product.saleableQty ?? 0) > 0;
  return true;
}

/** What the shopper chose on the page, by product type. */
export type AddToCartChoice =
  | { kind: 'single'; quantity: number }
  /** The chosen values' uids (ConfigurableProductOptionsValues.uid), one per attribute. */
  | { kind: 'configurable'; quantity: number; selectedOptions: readonly string[] }
  /** The chosen selections' uids (BundleItemOption.uid), every option's. */
  | { kind: 'bundle'; quantity: number; selectedOptions: readonly string[] }
  /** Each child's sku and quantity; children at 0 are left out. */
  | { kind: 'grouped'; children: ReadonlyArray<{ sku: string; quantity: number }> };

export type AddToCartLines =
  | { ok: true; items: CartItemInputArguments[]; quantity: number }
  | { ok: false; reason: 'unsupported'; type: string }
  | { ok: false; reason: 'nothingChosen' };

const SINGLE_TYPES = new Set(['SimpleProduct', 'VirtualProduct', 'DownloadableProduct']);

/** A shopper's quantity as a line takes it: a whole number from 1 to 99. */
export function lineQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(CART_LINE_MAX_QUANTITY, Math.max(1, Math.floor(value)));
}

/**
 * Spec §4: the lines to send by type — configurable with its selected options, bundle with its
 * chosen parts, grouped one line per child sku with its quantity; any other type is refused with
 * "Product Type {type} not supported in add to cart yet". `quantity` is what the success
 * notification counts.
 */
export function addToCartLines(
  product: { typename: string; sku: string },
  choice: AddToCartChoice,
): AddToCartLines {
  const { typename, sku } = product;
  if (typename === 'GroupedProduct' && choice.kind === 'grouped') {
    const items = choice.children
      .map((child) => ({ sku: child.sku, quantity: Math.floor(child.quantity) }))
      .filter((child) => child.quantity > 0)
      .map((child) => ({
        sku: child.sku,
        quantity: Math.min(child.quantity, CART_LINE_MAX_QUANTITY),
      }));
    if (items.length === 0) return { ok: false, reason: 'nothingChosen' };
    return { ok: true, items, quantity: items.reduce((sum, item) => sum + item.quantity, 0) };
  }
  if (choice.kind === 'grouped') return { ok: false, reason: 'unsupported', type: typename };
  const quantity = lineQuantity(choice.quantity);
  if (SINGLE_TYPES.has(typename) && choice.kind === 'single') {
    return { ok: true, items: [{ sku, quantity }], quantity };
  }
  if (typename === 'ConfigurableProduct' && choice.kind === 'configurable') {
    if (choice.selectedOptions.length === 0) return { ok: false, reason: 'nothingChosen' };
    return {
      ok: true,
      items: [{ sku, quantity, selected_options: [...choice.selectedOptions] }],
      quantity,
    };
  }
  if (typename === 'BundleProduct' && choice.kind === 'bundle') {
    return {
      ok: true,
      items: [{ sku, quantity, selected_options: [...choice.selectedOptions] }],
      quantity,
    };
  }
  return { ok: false, reason: 'unsupported', type: typename };
}
