// Product-page price rules (commerce-core §9).
import { toMinorUnits, type Money } from '@/lib/catalog/money';
import { priceDisplay, type PriceDisplay, type PriceRangeInput } from '@/lib/catalog/price-display';

/**
 * Credit earned on a purchase: a tenth of the special price, rounded (half up) to whole currency
 * units, in integer maths. Null without a special price.
 */
export function creditAmount(special: Money | null): Money | null {
  if (!special || special.value == null || special.value <= 0) return null;
  const minor = toMinorUnits(special.value);
  // a tenth, in whole units: minor / 100 / 10, rounded half up
  const units = Math.floor((2 * minor + 1000) / 2000);
  return { value: units, currency: special.currency };
}

/**
 * The product page's headline price, as Magento's product pages show it:
 * - configurable: "From" the cheapest variant until one is chosen (its special price may show);
 * - grouped: "From" the cheapest child's final price, never struck through, since each child
 *   keeps its own price and a regular/final pair of two different children is no discount;
 * - bundle: "From … To …" when the choice moves the price, else the one price;
 * - anything else: its price, with a special price when it is a real reduction.
 */
export type HeadlinePrice =
  | { kind: 'price'; display: PriceDisplay }
  | { kind: 'from'; display: PriceDisplay }
  | { kind: 'range'; from: Money; to: Money };

export function headlinePrice(
  typename: string,
  priceRange: PriceRangeInput & {
    maximum_price?: { final_price: Money } | null;
  },
): HeadlinePrice {
  const display = priceDisplay(priceRange);
  const min = priceRange.minimum_price.final_price;
  if (typename === 'GroupedProduct') {
    return {
      kind: 'from',
      display: { regular: min, special: null, discountPercent: null, fromLabel: true },
    };
  }
  if (typename === 'ConfigurableProduct') return { kind: 'from', display };
  const max = priceRange.maximum_price?.final_price;
  if (
    typename === 'BundleProduct' &&
    max?.value != null &&
    min.value != null &&
    toMinorUnits(max.value) > toMinorUnits(min.value)
  ) {
    return { kind: 'range', from: min, to: max };
  }
  return { kind: 'price', display };
}
