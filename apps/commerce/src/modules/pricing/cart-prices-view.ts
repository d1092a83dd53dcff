// Magento's CartPrices and CartItemPrices from the calculator's totals, in the display currency.
import type {
  CartItemPrices,
  CartPrices,
  CurrencyEnum,
  Discount,
  Money,
} from '../../generated/graphql';
import type { CartPricesModel } from './cart-totals-service';
import type { AppliedDiscount } from './cart-totals';
import { minorToDecimal } from './money';

function money(minor: number, currency: string): Money {
  return { value: minorToDecimal(minor), currency: currency as CurrencyEnum };
}

function discountsOf(entries: readonly AppliedDiscount[], currency: string): Discount[] {
  return entries.map((entry) => ({
    label: entry.label,
    amount: money(entry.amountMinor, currency),
  }));
}

export function cartPricesView({ totals, currency }: CartPricesModel): CartPrices & {
  gift_wrap: Money;
  total_item_discount: Money;
  subtotal_without_special_price_discount: Money;
} {
  return {
    grand_total: money(totals.grandTotalMinor, currency),
    subtotal_excluding_tax: money(totals.subtotalExclTaxMinor, currency),
    subtotal_including_tax: money(totals.subtotalInclTaxMinor, currency),
    subtotal_with_discount_excluding_tax: money(totals.subtotalWithDiscountExclTaxMinor, currency),
    subtotal_without_special_price_discount: money(
      totals.subtotalWithoutSpecialPriceMinor,
      currency,
    ),
    discounts: discountsOf(totals.discounts, currency),
    // Magento's deprecated single discount: the total and every label, null without a discount.
    discount:
      totals.discountMinor > 0
        ? {
            amount: money(totals.discountMinor, currency),
            label: totals.discounts.map((entry) => entry.label),
          }
        : null,
    applied_taxes: totals.taxes.map((tax) => ({
      label: tax.label,
      amount: money(tax.amountMinor, currency),
    })),
    gift_wrap: money(totals.giftWrapMinor, currency),
    total_item_discount: money(totals.discountMinor, currency),
  };
}

/** A line's prices; null for a line the totals don't know (removed meanwhile). */
export function cartItemPricesView(
  { totals, currency }: CartPricesModel,
  itemId: number,
): (CartItemPrices & { price_including_tax: Money }) | null {
  const line = totals.lines.find((entry) => entry.id === String(itemId));
  if (!line) return null;
  return {
    price: money(line.unitPriceExclTaxMinor, currency),
    price_including_tax: money(line.unitPriceInclTaxMinor, currency),
    row_total: money(line.rowTotalExclTaxMinor, currency),
    row_total_including_tax: money(line.rowTotalInclTaxMinor, currency),
    total_item_discount: money(line.discountMinor, currency),
    discounts: discountsOf(line.discounts, currency),
    fixed_product_taxes: [],
  };
}
