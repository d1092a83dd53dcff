// Grouped product quantities (Magento's grouped product page: a quantity per child, starting at
// its default qty). Each child keeps its own price, so the set has no price of its own: the
// headline is the cheapest child "from", and the total follows the quantities, in minor units.
import { toMinorUnits } from '@/lib/catalog/money';
import type { GroupedItemView } from '@/lib/commerce/types/product';

/** Quantity bounds of one child (quantity selector rule; cart line maximum 99). */
export const GROUPED_MIN_QTY = 0;
export const GROUPED_MAX_QTY = 99;

/** Child sku → chosen quantity. */
export type GroupedQuantities = Readonly<Record<string, number>>;

/** A typed quantity bounded to 0..99; anything that is not a whole number counts as 0. */
export function boundedQuantity(raw: number | string): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value <= GROUPED_MIN_QTY) return GROUPED_MIN_QTY;
  return Math.min(Math.floor(value), GROUPED_MAX_QTY);
}

/** Each child's default quantity; 0 for one out of stock (it cannot be bought). */
export function initialGroupedQuantities(items: readonly GroupedItemView[]): GroupedQuantities {
  return Object.fromEntries(
    items.map((item) => [
      item.sku,
      item.stockStatus === 'OUT_OF_STOCK' ? 0 : boundedQuantity(item.qty),
    ]),
  );
}

/**
 * The price of the chosen quantities: Σ child final price × quantity, in minor units. Null when
 * nothing is chosen or a chosen child has no price.
 */
export function groupedTotal(
  items: readonly GroupedItemView[],
  quantities: GroupedQuantities,
): { minor: number; currency: string } | null {
  let minor = 0;
  let currency: string | null = null;
  for (const item of items) {
    const qty = quantities[item.sku] ?? 0;
    if (qty === 0) continue;
    const price = item.priceRange.minimum_price.final_price;
    if (price.value == null || !price.currency) return null;
    if (currency !== null && currency !== price.currency) return null;
    currency = price.currency;
    minor += toMinorUnits(price.value) * qty;
  }
  return currency === null ? null : { minor, currency };
}
