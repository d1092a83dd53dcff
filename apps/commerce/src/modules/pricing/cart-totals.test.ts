import { describe, expect, it } from 'vitest';
import {
  calculateCartTotals,
  splitProportionally,
  type CartRuleInput,
  type CartTotalsInput,
  type TotalsLineInput,
} from './cart-totals';

const AT_VAT = { ratePpm: 200_000, label: 'VAT 20%' };
const NY_TAX = { ratePpm: 88_750, label: 'US-NY Sales Tax 8.875%' };

function line(
  id: string,
  unitPriceMinor: number,
  quantity = 1,
  extra: Partial<TotalsLineInput> = {},
) {
  return {
    id,
    quantity,
    unitPriceMinor,
    regularUnitPriceMinor: unitPriceMinor,
    categoryIds: [],
    giftWrapped: false,
    ...extra,
  };
}

function rule(
  id: number,
  action: CartRuleInput['action'],
  amount: number,
  extra: Partial<CartRuleInput> = {},
): CartRuleInput {
  return {
    id,
    label: `Rule ${id}`,
    sortOrder: 0,
    action,
    amount,
    minSubtotalMinor: null,
    categoryIds: null,
    stopFurtherRules: false,
    ...extra,
  };
}

function totals(input: Partial<CartTotalsInput> & Pick<CartTotalsInput, 'lines'>) {
  return calculateCartTotals({
    pricesIncludeTax: true,
    tax: AT_VAT,
    rules: [],
    giftWrapUnitMinor: 300,
    ...input,
  });
}

describe('calculateCartTotals', () => {
  it('takes the VAT out of prices that include it, rounding the row half up', () => {
    const result = totals({ lines: [line('a', 4990)] });
    // 49.90 × 20/120 = 8.3167 → 8.32
    expect(result.lines[0]).toMatchObject({
      unitPriceInclTaxMinor: 4990,
      unitPriceExclTaxMinor: 4158,
      rowTotalInclTaxMinor: 4990,
      rowTotalExclTaxMinor: 4158,
      taxMinor: 832,
    });
    expect(result.subtotalInclTaxMinor).toBe(4990);
    expect(result.subtotalExclTaxMinor).toBe(4158);
    expect(result.taxes).toEqual([{ label: 'VAT 20%', amountMinor: 832 }]);
    expect(result.grandTotalMinor).toBe(4990);
  });

  it('rounds the tax per row, not per unit: three units of 0.99 carry 0.50 of VAT', () => {
    const result = totals({ lines: [line('a', 99, 3)] });
    // Per unit: 0.165 → 0.17 × 3 = 0.51; per row: 2.97 × 20/120 = 0.495 → 0.50.
    expect(result.lines[0]!.taxMinor).toBe(50);
    expect(result.lines[0]!.rowTotalExclTaxMinor).toBe(247);
    expect(result.grandTotalMinor).toBe(297);
  });

  it('adds US sales tax on top of prices that exclude it, from the destination rate', () => {
    const result = totals({ pricesIncludeTax: false, tax: NY_TAX, lines: [line('a', 1999, 3)] });
    // 59.97 × 8.875 % = 5.3223 → 5.32
    expect(result.lines[0]).toMatchObject({
      unitPriceExclTaxMinor: 1999,
      unitPriceInclTaxMinor: 2176,
      rowTotalExclTaxMinor: 5997,
      rowTotalInclTaxMinor: 6529,
      taxMinor: 532,
    });
    expect(result.subtotalExclTaxMinor).toBe(5997);
    expect(result.grandTotalMinor).toBe(6529);
  });

  it('charges no tax where no rate applies', () => {
    const result = totals({ pricesIncludeTax: false, tax: null, lines: [line('a', 1000, 2)] });
    expect(result.taxes).toEqual([]);
    expect(result.grandTotalMinor).toBe(2000);
  });

  it('keeps every total consistent over many rows of odd cents', () => {
    const lines = Array.from({ length: 37 }, (_, i) => line(`l${i}`, 1 + i * 7, 1 + (i % 4)));
    for (const pricesIncludeTax of [true, false]) {
      const result = totals({
        pricesIncludeTax,
        tax: pricesIncludeTax ? AT_VAT : NY_TAX,
        lines,
        rules: [rule(1, 'by_percent', 150_000), rule(2, 'cart_fixed', 333)],
      });
      const rowTax = result.lines.reduce((sum, row) => sum + row.taxMinor, 0);
      const shown = lines.reduce((sum, row) => sum + row.unitPriceMinor * row.quantity, 0);
      expect(result.taxes[0]!.amountMinor).toBe(rowTax);
      expect(result.discounts.reduce((sum, d) => sum + d.amountMinor, 0)).toBe(
        result.discountMinor,
      );
      expect(result.grandTotalMinor).toBe(
        result.subtotalWithDiscountExclTaxMinor + result.taxes[0]!.amountMinor,
      );
      if (pricesIncludeTax) expect(result.grandTotalMinor).toBe(shown - result.discountMinor);
      else expect(result.grandTotalMinor).toBe(shown - result.discountMinor + rowTax);
    }
  });

  it('rounds a row of a cent to no tax, as row rounding does', () => {
    const result = totals({ lines: Array.from({ length: 100 }, (_, i) => line(`l${i}`, 1)) });
    expect(result.taxes).toEqual([]);
    expect(result.grandTotalMinor).toBe(100);
  });

  it('takes a percent discount off the shown price before tax, per row', () => {
    const result = totals({
      lines: [line('a', 4990), line('b', 1995, 3)],
      rules: [rule(1, 'by_percent', 100_000)],
    });
    // 10 % of 49.90 = 4.99; of 59.85 = 5.985 → 5.99
    expect(result.lines.map((row) => row.discountMinor)).toEqual([499, 599]);
    // Tax of what remains: 44.91 × 20/120 = 7.485 → 7.49; 53.86 × 20/120 = 8.9767 → 8.98
    expect(result.lines.map((row) => row.taxMinor)).toEqual([749, 898]);
    expect(result.discounts).toEqual([{ ruleId: 1, label: 'Rule 1', amountMinor: 1098 }]);
    expect(result.subtotalWithDiscountExclTaxMinor).toBe(4491 + 5386 - 749 - 898);
    expect(result.grandTotalMinor).toBe(4990 + 5985 - 1098);
  });

  it('discounts US prices before the sales tax is added', () => {
    const result = totals({
      pricesIncludeTax: false,
      tax: NY_TAX,
      lines: [line('a', 10000)],
      rules: [rule(1, 'by_percent', 200_000)],
    });
    expect(result.discountMinor).toBe(2000);
    // 80.00 × 8.875 % = 7.10
    expect(result.taxes[0]!.amountMinor).toBe(710);
    expect(result.subtotalWithDiscountExclTaxMinor).toBe(8000);
    expect(result.grandTotalMinor).toBe(8710);
  });

  it('takes a fixed amount off every unit, never more than the row', () => {
    const result = totals({
      lines: [line('a', 2000, 3), line('b', 300, 2)],
      rules: [rule(1, 'by_fixed', 500)],
    });
    expect(result.lines.map((row) => row.discountMinor)).toEqual([1500, 600]);
    expect(result.grandTotalMinor).toBe(6000 + 600 - 2100);
  });

  it('splits a fixed amount for the whole cart across rows in proportion, to the cent', () => {
    const result = totals({
      lines: [line('a', 1000), line('b', 2000), line('c', 3000)],
      rules: [rule(1, 'cart_fixed', 1000)],
    });
    expect(result.lines.map((row) => row.discountMinor)).toEqual([167, 333, 500]);
    expect(result.discountMinor).toBe(1000);
  });

  it('never takes more than the cart is worth with a fixed cart discount', () => {
    const result = totals({ lines: [line('a', 700)], rules: [rule(1, 'cart_fixed', 5000)] });
    expect(result.discountMinor).toBe(700);
    expect(result.grandTotalMinor).toBe(0);
    expect(result.taxes).toEqual([]);
  });

  it('applies a percent rule to what an earlier rule left', () => {
    const result = totals({
      lines: [line('a', 10000)],
      rules: [
        rule(2, 'by_percent', 100_000, { sortOrder: 2 }),
        rule(1, 'cart_fixed', 2000, { sortOrder: 1 }),
      ],
    });
    expect(result.discounts.map((d) => [d.ruleId, d.amountMinor])).toEqual([
      [1, 2000],
      [2, 800],
    ]);
  });

  it('stops later rules for the lines a rule marked "discard subsequent rules" changed', () => {
    const result = totals({
      lines: [line('a', 10000, 1, { categoryIds: [5] }), line('b', 10000)],
      rules: [
        rule(1, 'by_percent', 100_000, { sortOrder: 1, stopFurtherRules: true, categoryIds: [5] }),
        rule(2, 'by_percent', 200_000, { sortOrder: 2 }),
      ],
    });
    expect(result.lines.map((row) => row.discountMinor)).toEqual([1000, 2000]);
    expect(result.lines[0]!.discounts.map((d) => d.ruleId)).toEqual([1]);
  });

  it('applies a category rule only to lines of that category', () => {
    const result = totals({
      lines: [
        line('a', 5000, 1, { categoryIds: [3, 7] }),
        line('b', 5000, 1, { categoryIds: [4] }),
      ],
      rules: [rule(1, 'by_percent', 500_000, { categoryIds: [7] })],
    });
    expect(result.lines.map((row) => row.discountMinor)).toEqual([2500, 0]);
  });

  it('skips a rule whose category is not in the cart', () => {
    const result = totals({
      lines: [line('a', 5000)],
      rules: [rule(1, 'free_shipping', 0, { categoryIds: [9] })],
    });
    expect(result.freeShipping).toBe(false);
    expect(result.appliedRuleIds).toEqual([]);
  });

  it('applies a subtotal condition only from its amount up, in the condition currency', () => {
    const rules = [rule(1, 'free_shipping', 0, { minSubtotalMinor: 15000 })];
    expect(totals({ lines: [line('a', 14999)], rules }).freeShipping).toBe(false);
    const reached = totals({ lines: [line('a', 15000)], rules });
    expect(reached.freeShipping).toBe(true);
    expect(reached.discounts).toEqual([]);
    expect(reached.grandTotalMinor).toBe(15000);
    // A display-currency call compares the base subtotal it is given.
    expect(
      totals({ lines: [line('a', 20000)], rules, conditionSubtotalMinor: 14000 }).freeShipping,
    ).toBe(false);
  });

  it('adds gift wrap per wrapped unit, taxed with the cart and never discounted', () => {
    const result = totals({
      lines: [line('a', 4990, 2, { giftWrapped: true }), line('b', 1000)],
      rules: [rule(1, 'by_percent', 500_000)],
    });
    expect(result.lines.map((row) => row.giftWrapMinor)).toEqual([600, 0]);
    expect(result.giftWrapInclTaxMinor).toBe(600);
    expect(result.giftWrapExclTaxMinor).toBe(500);
    expect(result.giftWrapMinor).toBe(600);
    expect(result.grandTotalMinor).toBe(9980 + 1000 - 5490 + 600);
    expect(result.taxes[0]!.amountMinor).toBe(
      result.lines.reduce((s, r) => s + r.taxMinor, 0) + 100,
    );
  });

  it('shows US gift wrap without tax and adds its tax to the total', () => {
    const result = totals({
      pricesIncludeTax: false,
      tax: NY_TAX,
      giftWrapUnitMinor: 500,
      lines: [line('a', 1000, 1, { giftWrapped: true })],
    });
    // 5.00 × 8.875 % = 0.44375 → 0.44
    expect(result.giftWrapMinor).toBe(500);
    expect(result.giftWrapInclTaxMinor).toBe(544);
    expect(result.grandTotalMinor).toBe(1000 + 89 + 500 + 44);
  });

  it('charges no gift wrap where the website offers none', () => {
    const result = totals({
      giftWrapUnitMinor: null,
      lines: [line('a', 1000, 1, { giftWrapped: true })],
    });
    expect(result.giftWrapMinor).toBe(0);
    expect(result.grandTotalMinor).toBe(1000);
  });

  it('sums the subtotal at regular prices for the special-price saving', () => {
    const result = totals({ lines: [line('a', 3990, 2, { regularUnitPriceMinor: 4990 })] });
    expect(result.subtotalWithoutSpecialPriceMinor).toBe(9980);
    expect(result.subtotalInclTaxMinor).toBe(7980);
  });

  it('answers zeros for an empty cart', () => {
    const result = totals({ lines: [], rules: [rule(1, 'by_percent', 100_000)] });
    expect(result.grandTotalMinor).toBe(0);
    expect(result.discounts).toEqual([]);
    expect(result.appliedRuleIds).toEqual([]);
  });
});

describe('splitProportionally', () => {
  it('gives parts that add up to the amount exactly', () => {
    const parts = splitProportionally(1000, [1, 1, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(parts).toEqual([333, 334, 333]);
  });

  it('gives nothing when there is nothing to weigh', () => {
    expect(splitProportionally(500, [0, 0])).toEqual([0, 0]);
  });
});

describe('shipping in the totals', () => {
  it('takes the VAT out of a shipping amount that includes it, and adds it to the grand total', () => {
    const result = totals({
      lines: [line('a', 4990)],
      pricesIncludeTax: true,
      tax: AT_VAT,
      shippingMinor: 490,
    });
    expect(result).toMatchObject({
      shippingMinor: 490,
      shippingExclTaxMinor: 408,
      shippingInclTaxMinor: 490,
      shippingTaxMinor: 82,
      grandTotalMinor: 5480,
      taxes: [{ label: 'VAT 20%', amountMinor: 832 + 82 }],
    });
  });

  it('adds sales tax on top of shipping where prices exclude it', () => {
    const result = totals({
      lines: [line('a', 1999)],
      pricesIncludeTax: false,
      tax: NY_TAX,
      shippingMinor: 1995,
    });
    expect(result).toMatchObject({
      shippingMinor: 1995,
      shippingExclTaxMinor: 1995,
      shippingInclTaxMinor: 2172,
      shippingTaxMinor: 177,
      grandTotalMinor: 1999 + 177 + 1995 + 177,
    });
  });

  it('makes shipping free under a free-shipping rule', () => {
    const result = totals({
      lines: [line('a', 4990)],
      pricesIncludeTax: true,
      tax: AT_VAT,
      rules: [rule(1, 'free_shipping', 0)],
      shippingMinor: 1490,
    });
    expect(result).toMatchObject({ shippingMinor: 0, shippingTaxMinor: 0, grandTotalMinor: 4990 });
  });

  it('gives the subtotal after discounts as shown, for free shipping thresholds', () => {
    const result = totals({
      lines: [line('a', 10_000)],
      pricesIncludeTax: true,
      tax: AT_VAT,
      rules: [rule(1, 'by_percent', 100_000)],
    });
    expect(result.subtotalWithDiscountShownMinor).toBe(9000);
    expect(result.shippingMinor).toBe(0);
  });
});
