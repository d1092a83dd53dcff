// The one cart totals calculator (ADR 0046): pure, integer minor units, one currency per call.
//
// Magento's settings it follows:
// - Tax Calculation Method Based On: Row. Each row's tax is computed on the row and rounded half up
//   once; totals are sums of rounded rows, so the cart always adds up to the cent.
// - Catalog prices include tax where the website shows prices including tax (EU, Austria, UAE,
//   Saudi Arabia) and exclude it in the US, where sales tax is added on top.
// - Apply customer tax after discount (Magento's default), and discounts are taken from the price
//   the shopper sees (incl. tax where prices include it), so "10 % off" takes 10 % off the shown
//   price; the tax in the row is what remains after the discount.
// - Cart price rules run by priority; "discard subsequent rules" stops later rules for the lines the
//   rule changed, as Magento does per item.

/** One cart line, in the currency of the call. */
export interface TotalsLineInput {
  id: string;
  /** Whole units, at least 1. */
  quantity: number;
  /** The catalog's final unit price (incl. tax when the website's prices include it). */
  unitPriceMinor: number;
  /** The catalog's regular unit price, before a special price; same tax basis. */
  regularUnitPriceMinor: number;
  categoryIds: readonly number[];
  giftWrapped: boolean;
}

export interface TaxRateInput {
  /** Rate in parts per million of the net amount: 20 % = 200_000, 8.875 % = 88_750. */
  ratePpm: number;
  label: string;
}

export type CartRuleAction = 'by_percent' | 'by_fixed' | 'cart_fixed' | 'free_shipping';

/** A cart price rule already valid for this cart (website, dates, coupon, usage limits). */
export interface CartRuleInput {
  id: number;
  label: string;
  /** Lower runs first (Magento's "Priority"); ties by id. */
  sortOrder: number;
  action: CartRuleAction;
  /** by_percent: ppm (10 % = 100_000); by_fixed: minor units per unit; cart_fixed: minor units. */
  amount: number;
  /** "Subtotal equals or greater than", compared with `conditionSubtotalMinor`. */
  minSubtotalMinor: number | null;
  /** Lines of these categories only; null for every line. */
  categoryIds: readonly number[] | null;
  stopFurtherRules: boolean;
}

export interface CartTotalsInput {
  lines: readonly TotalsLineInput[];
  pricesIncludeTax: boolean;
  /** Null where no rate applies to the destination. */
  tax: TaxRateInput | null;
  rules: readonly CartRuleInput[];
  /** Gift wrap price per wrapped unit (same tax basis as the prices); null when not offered. */
  giftWrapUnitMinor: number | null;
  /**
   * The subtotal rule conditions compare with. Conditions are written in the website's base
   * currency, so a call in a display currency passes the base subtotal; defaults to this call's.
   */
  conditionSubtotalMinor?: number;
  /**
   * The chosen shipping method's amount in the shown tax basis (incl. tax where prices include
   * it), before a free-shipping rule; absent or null without a chosen method. Taxed at the cart's
   * rate; a free-shipping rule makes it 0.
   */
  shippingMinor?: number | null;
}

export interface AppliedDiscount {
  ruleId: number;
  label: string;
  amountMinor: number;
}

export interface TotalsLine {
  id: string;
  unitPriceExclTaxMinor: number;
  unitPriceInclTaxMinor: number;
  /** Before discounts, as Magento's row_total and row_total_incl_tax. */
  rowTotalExclTaxMinor: number;
  rowTotalInclTaxMinor: number;
  discountMinor: number;
  discounts: AppliedDiscount[];
  /** Tax of the row after its discount. */
  taxMinor: number;
  /** Gift wrap of this row, in the shown tax basis; 0 when not wrapped. */
  giftWrapMinor: number;
}

export interface CartTotals {
  lines: TotalsLine[];
  subtotalExclTaxMinor: number;
  subtotalInclTaxMinor: number;
  subtotalWithDiscountExclTaxMinor: number;
  /** Subtotal at regular prices, before special prices (shown basis). */
  subtotalWithoutSpecialPriceMinor: number;
  discountMinor: number;
  /** One entry per rule that took something off, in the order the rules ran. */
  discounts: AppliedDiscount[];
  taxes: Array<{ label: string; amountMinor: number }>;
  giftWrapExclTaxMinor: number;
  giftWrapInclTaxMinor: number;
  /** Gift wrap as the website shows prices (incl. tax unless prices exclude it). */
  giftWrapMinor: number;
  /** What remains of the rows after discounts, as prices are shown (free shipping thresholds). */
  subtotalWithDiscountShownMinor: number;
  shippingExclTaxMinor: number;
  shippingInclTaxMinor: number;
  shippingTaxMinor: number;
  /** Shipping as the website shows prices; 0 without a method or with free shipping. */
  shippingMinor: number;
  grandTotalMinor: number;
  freeShipping: boolean;
  appliedRuleIds: number[];
}

const MILLION = 1_000_000n;

/** a × b / c, half up, for non-negative integers. */
function mulDivRound(a: number, b: bigint, c: bigint): number {
  return Number((BigInt(a) * b * 2n + c) / (2n * c));
}

/** The tax contained in a gross amount (prices including tax). */
function taxInGross(grossMinor: number, ratePpm: number): number {
  return mulDivRound(grossMinor, BigInt(ratePpm), MILLION + BigInt(ratePpm));
}

/** The tax on top of a net amount (prices excluding tax). */
function taxOnNet(netMinor: number, ratePpm: number): number {
  return mulDivRound(netMinor, BigInt(ratePpm), MILLION);
}

/** Splits `amount` across `weights` in proportion, rounding so the parts add up exactly. */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  let running = 0;
  let given = 0;
  return weights.map((weight) => {
    running += weight;
    const upTo = mulDivRound(amount, BigInt(running), BigInt(total));
    const part = upTo - given;
    given = upTo;
    return part;
  });
}

function sortedRules(rules: readonly CartRuleInput[]): CartRuleInput[] {
  return [...rules].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

function lineMatches(rule: CartRuleInput, line: TotalsLineInput): boolean {
  if (rule.categoryIds === null) return true;
  return line.categoryIds.some((id) => rule.categoryIds!.includes(id));
}

export function calculateCartTotals(input: CartTotalsInput): CartTotals {
  const { lines, pricesIncludeTax, tax } = input;
  const ratePpm = tax?.ratePpm ?? 0;
  // The shown row (incl. tax where prices include it): what discounts are taken from.
  const shownRows = lines.map((line) => line.unitPriceMinor * line.quantity);
  const shownSubtotal = shownRows.reduce((sum, row) => sum + row, 0);
  const conditionSubtotal = input.conditionSubtotalMinor ?? shownSubtotal;

  const lineDiscounts: AppliedDiscount[][] = lines.map(() => []);
  const discounted = lines.map(() => 0);
  const stopped = lines.map(() => false);
  const appliedRuleIds: number[] = [];
  let freeShipping = false;

  for (const rule of sortedRules(input.rules)) {
    if (rule.minSubtotalMinor !== null && conditionSubtotal < rule.minSubtotalMinor) continue;
    const targets = lines
      .map((line, index) => index)
      .filter((index) => !stopped[index] && lineMatches(rule, lines[index]!));
    if (targets.length === 0) continue;

    const remaining = targets.map((index) => shownRows[index]! - discounted[index]!);
    let amounts: number[];
    switch (rule.action) {
      case 'by_percent':
        amounts = remaining.map((left) => mulDivRound(left, BigInt(rule.amount), MILLION));
        break;
      case 'by_fixed':
        amounts = targets.map((index, at) =>
          Math.min(rule.amount * lines[index]!.quantity, remaining[at]!),
        );
        break;
      case 'cart_fixed': {
        const available = remaining.reduce((sum, left) => sum + left, 0);
        amounts = splitProportionally(Math.min(rule.amount, available), remaining);
        break;
      }
      case 'free_shipping':
        amounts = targets.map(() => 0);
        freeShipping = true;
        break;
    }
    appliedRuleIds.push(rule.id);
    targets.forEach((index, at) => {
      const amount = Math.min(amounts[at]!, remaining[at]!);
      if (amount > 0) {
        discounted[index] = discounted[index]! + amount;
        lineDiscounts[index]!.push({ ruleId: rule.id, label: rule.label, amountMinor: amount });
      }
      if (rule.stopFurtherRules) stopped[index] = true;
    });
  }

  const wrapUnit = input.giftWrapUnitMinor ?? 0;
  const totalsLines: TotalsLine[] = lines.map((line, index) => {
    const shown = shownRows[index]!;
    const discount = discounted[index]!;
    const wrap =
      line.giftWrapped && input.giftWrapUnitMinor !== null ? wrapUnit * line.quantity : 0;
    if (pricesIncludeTax) {
      const rowTaxBefore = taxInGross(shown, ratePpm);
      return {
        id: line.id,
        unitPriceExclTaxMinor: line.unitPriceMinor - taxInGross(line.unitPriceMinor, ratePpm),
        unitPriceInclTaxMinor: line.unitPriceMinor,
        rowTotalExclTaxMinor: shown - rowTaxBefore,
        rowTotalInclTaxMinor: shown,
        discountMinor: discount,
        discounts: lineDiscounts[index]!,
        taxMinor: taxInGross(shown - discount, ratePpm),
        giftWrapMinor: wrap,
      };
    }
    return {
      id: line.id,
      unitPriceExclTaxMinor: line.unitPriceMinor,
      unitPriceInclTaxMinor: line.unitPriceMinor + taxOnNet(line.unitPriceMinor, ratePpm),
      rowTotalExclTaxMinor: shown,
      rowTotalInclTaxMinor: shown + taxOnNet(shown, ratePpm),
      discountMinor: discount,
      discounts: lineDiscounts[index]!,
      taxMinor: taxOnNet(shown - discount, ratePpm),
      giftWrapMinor: wrap,
    };
  });

  // Gift wrap is taxed at the cart's rate, per wrapped row, and never discounted.
  let giftWrapExcl = 0;
  let giftWrapIncl = 0;
  let giftWrapTax = 0;
  for (const line of totalsLines) {
    if (line.giftWrapMinor === 0) continue;
    const wrapTax = pricesIncludeTax
      ? taxInGross(line.giftWrapMinor, ratePpm)
      : taxOnNet(line.giftWrapMinor, ratePpm);
    giftWrapTax += wrapTax;
    giftWrapExcl += pricesIncludeTax ? line.giftWrapMinor - wrapTax : line.giftWrapMinor;
    giftWrapIncl += pricesIncludeTax ? line.giftWrapMinor : line.giftWrapMinor + wrapTax;
  }

  const sum = (pick: (line: TotalsLine) => number) =>
    totalsLines.reduce((total, line) => total + pick(line), 0);
  const subtotalExcl = sum((line) => line.rowTotalExclTaxMinor);
  const subtotalIncl = sum((line) => line.rowTotalInclTaxMinor);
  const discountTotal = sum((line) => line.discountMinor);
  const itemTax = sum((line) => line.taxMinor);
  // What is left of the rows after discounts, without their tax.
  const subtotalWithDiscountExcl = pricesIncludeTax
    ? shownSubtotal - discountTotal - itemTax
    : shownSubtotal - discountTotal;
  // Shipping is taxed at the cart's rate, in the same basis as the catalog's prices.
  const shipping = freeShipping ? 0 : Math.max(input.shippingMinor ?? 0, 0);
  const shippingTax = pricesIncludeTax
    ? taxInGross(shipping, ratePpm)
    : taxOnNet(shipping, ratePpm);
  const shippingExcl = pricesIncludeTax ? shipping - shippingTax : shipping;
  const taxTotal = itemTax + giftWrapTax + shippingTax;
  const grandTotal = subtotalWithDiscountExcl + giftWrapExcl + shippingExcl + taxTotal;

  const discounts: AppliedDiscount[] = [];
  for (const ruleId of appliedRuleIds) {
    const amount = totalsLines.reduce(
      (total, line) =>
        total +
        line.discounts
          .filter((entry) => entry.ruleId === ruleId)
          .reduce((part, entry) => part + entry.amountMinor, 0),
      0,
    );
    const rule = input.rules.find((candidate) => candidate.id === ruleId)!;
    if (amount > 0) discounts.push({ ruleId, label: rule.label, amountMinor: amount });
  }

  return {
    lines: totalsLines,
    subtotalExclTaxMinor: subtotalExcl,
    subtotalInclTaxMinor: subtotalIncl,
    subtotalWithDiscountExclTaxMinor: subtotalWithDiscountExcl,
    subtotalWithoutSpecialPriceMinor: lines.reduce(
      (total, line) => total + line.regularUnitPriceMinor * line.quantity,
      0,
    ),
    discountMinor: discountTotal,
    discounts,
    taxes: tax && taxTotal > 0 ? [{ label: tax.label, amountMinor: taxTotal }] : [],
    giftWrapExclTaxMinor: giftWrapExcl,
    giftWrapInclTaxMinor: giftWrapIncl,
    giftWrapMinor: pricesIncludeTax ? giftWrapIncl : giftWrapExcl,
    subtotalWithDiscountShownMinor: shownSubtotal - discountTotal,
    shippingExclTaxMinor: shippingExcl,
    shippingInclTaxMinor: shippingExcl + shippingTax,
    shippingTaxMinor: shippingTax,
    shippingMinor: pricesIncludeTax ? shippingExcl + shippingTax : shippingExcl,
    grandTotalMinor: grandTotal,
    freeShipping,
    appliedRuleIds,
  };
}
