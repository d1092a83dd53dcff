// Spec §4 "Cart item message state" and §8's texts. Pure: the cart page renders what this says;
// the cart sidebar shows none of it.

import { LIMITED_STOCK_BELOW } from '@/lib/product/stock-rules';

export type CartItemStockMessage = 'notifyMe' | 'notAvailable' | 'maxInStock' | 'limitedStock';

export interface CartItemMessageInput {
  quantity: number;
  /** The line's saleable quantity; null when commerce does not tell it. */
  saleableQty: number | null;
  inStock: boolean;
  isProductAlertAvailable: boolean;
  isReturnable: boolean;
  /** Virtual and downloadable lines are never shipped, so they carry no non-returnable note. */
  isVirtual?: boolean;
}

export interface CartItemMessages {
  stock: CartItemStockMessage | null;
  /** Non-returnable items show the non-returnable note. */
  nonReturnable: boolean;
}

/**
 * With no saleable stock: notifyMe when stock alerts are available, else notAvailable. With stock:
 * maxInStock when the line holds the whole (non-zero) saleable quantity; else, for a returnable
 * item, limitedStock under 5.
 */
export function cartItemMessages(item: CartItemMessageInput): CartItemMessages {
  // The note names sleeping pillows and duvets: shipped non-returnable goods only (as stock-rules).
  const nonReturnable = !item.isReturnable && !item.isVirtual;
  const noStock = !item.inStock || (item.saleableQty !== null && item.saleableQty <= 0);
  if (noStock) {
    return { stock: item.isProductAlertAvailable ? 'notifyMe' : 'notAvailable', nonReturnable };
  }
  const saleable = item.saleableQty;
  if (saleable === null) return { stock: null, nonReturnable };
  if (item.quantity === saleable) return { stock: 'maxInStock', nonReturnable };
  if (item.isReturnable && saleable < LIMITED_STOCK_BELOW) {
    return { stock: 'limitedStock', nonReturnable };
  }
  return { stock: null, nonReturnable };
}
