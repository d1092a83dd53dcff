// Stock as a shopper may see it (spec: "limited stock" is below 5 units).

/** Saleable quantities below this show as only_x_left_in_stock. */
export const ONLY_X_LEFT_BELOW = 5;

export interface ProductStock {
  inStock: boolean;
  /** What can be sold now: 0 while the product is out of stock, whatever is on hand. */
  saleableQty: number;
}

export function productStock(
  row: { in_stock: boolean; saleable_qty: number } | null,
): ProductStock {
  if (!row?.in_stock) return { inStock: false, saleableQty: 0 };
  return { inStock: true, saleableQty: Math.max(row.saleable_qty, 0) };
}

/** Magento's only_x_left_in_stock: the quantity when a few units are left, else null. */
export function onlyXLeft(stock: ProductStock): number | null {
  if (!stock.inStock || stock.saleableQty <= 0 || stock.saleableQty >= ONLY_X_LEFT_BELOW)
    return null;
  return stock.saleableQty;
}
