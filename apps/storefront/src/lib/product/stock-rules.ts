// Stock labels and the cart-item-style messages the product page shows (commerce-core §4, §8, §9).

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

/** Saleable quantities under this are "limited" (commerce-core §9). */
export const LIMITED_STOCK_BELOW = 5;

export interface StockInput {
  stockStatus: StockStatus | null | undefined;
  saleableQty: number | null | undefined;
  isReturnable: boolean | null | undefined;
  isProductAlertAvailable: boolean | null | undefined;
  /** Gift cards, certificates and downloads: nothing is shipped, so nothing is sent back. */
  isVirtual?: boolean;
}

export type StockMessage = 'notifyMe' | 'notAvailable' | 'limitedStock' | null;

export interface StockState {
  label: 'inStock' | 'outOfStock';
  message: StockMessage;
  /** Sleeping pillows and duvets are non-returnable: a note, whatever the stock. */
  nonReturnable: boolean;
  canBuy: boolean;
}

/** Product types that are never shipped (Magento's virtual family). */
export function isVirtualType(typename: string): boolean {
  return (
    typename === 'VirtualProduct' ||
    typename === 'DownloadableProduct' ||
    typename === 'GiftCardProduct'
  );
}

export function stockState(input: StockInput): StockState {
  const qty = input.saleableQty ?? 0;
  const saleable = input.stockStatus === 'IN_STOCK' && qty > 0;
  const returnable = input.isReturnable !== false;
  let message: StockMessage = null;
  if (!saleable) {
    message = input.isProductAlertAvailable ? 'notifyMe' : 'notAvailable';
  } else if (returnable && qty < LIMITED_STOCK_BELOW) {
    message = 'limitedStock';
  }
  return {
    label: saleable ? 'inStock' : 'outOfStock',
    message,
    // The note names sleeping pillows and duvets: it belongs to shipped non-returnable goods only.
    nonReturnable: !returnable && !input.isVirtual,
    canBuy: saleable,
  };
}
