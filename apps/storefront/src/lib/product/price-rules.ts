// Product-page price rules (commerce-core §9).
import { toMinorUnits, type Money } from '@/lib/catalog/money';

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
