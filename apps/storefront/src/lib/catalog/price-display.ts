// Price display rules of the product card and product page (presentation-discovery §9, UI kit):
// regular price, special price when it is a real reduction, discount percentage, and a "from"
// label for products whose price depends on the chosen options.
import { toMinorUnits, type Money } from './money';

export interface PriceRangeInput {
  minimum_price: { regular_price: Money; final_price: Money };
}

export interface PriceDisplay {
  regular: Money;
  /** Null when the special price equals the regular price or is zero (spec §9). */
  special: Money | null;
  /** 100 − round(special / regular × 100), null without a special price. */
  discountPercent: number | null;
  /** Configurable products show "from" their minimum price: the variant decides the rest. */
  fromLabel: boolean;
}

/** Round half up of a non-negative integer fraction, in integers only. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Discount percentage from minor units: 100 − round(special × 100 / regular). */
export function discountPercent(regularMinor: number, specialMinor: number): number | null {
  if (regularMinor <= 0 || specialMinor <= 0 || specialMinor >= regularMinor) return null;
  return 100 - roundHalfUp(specialMinor * 100, regularMinor);
}

export function priceDisplay(priceRange: PriceRangeInput, typename?: string): PriceDisplay {
  const { regular_price: regular, final_price: final } = priceRange.minimum_price;
  const regularMinor = regular.value == null ? 0 : toMinorUnits(regular.value);
  const finalMinor = final.value == null ? 0 : toMinorUnits(final.value);
  const percent = discountPercent(regularMinor, finalMinor);
  return {
    regular,
    special: percent === null ? null : final,
    discountPercent: percent,
    fromLabel: typename === 'ConfigurableProduct',
  };
}
