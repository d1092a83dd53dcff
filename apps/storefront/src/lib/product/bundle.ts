// Bundle option choice (commerce-core §3, Magento bundle options): single-choice options (radio,
// select) take one selection, multi-choice ones (checkbox, multi) any number; required options
// start on their default selection (Magento pre-selects only is_default ones). Prices are in minor
// units.
import { toMinorUnits, type Money } from '@/lib/catalog/money';
import type { BundleItemView, BundleOptionView } from '@/lib/commerce/types/product';

/** Bundle option uid → the uids of its chosen selections. */
export type BundleSelection = Readonly<Record<string, readonly string[]>>;

export function isMultiChoice(type: string): boolean {
  return type === 'checkbox' || type === 'multi';
}

/**
 * The starting choice: each option's default selections (one for a single-choice option); a
 * required option without a default starts on its first selection, so the set is complete.
 */
export function initialBundleSelection(items: readonly BundleItemView[]): BundleSelection {
  const selection: Record<string, string[]> = {};
  for (const item of items) {
    const defaults = item.options.filter((o) => o.isDefault).map((o) => o.uid);
    const chosen = isMultiChoice(item.type) ? defaults : defaults.slice(0, 1);
    const first = item.options[0]?.uid;
    selection[item.uid] = chosen.length === 0 && item.required && first ? [first] : chosen;
  }
  return selection;
}

/**
 * Chooses a selection of one option. Single choice replaces the option's choice (an empty uid is
 * "None", refused for a required option); multi choice adds or removes the selection.
 */
export function chooseBundleSelection(
  items: readonly BundleItemView[],
  selection: BundleSelection,
  itemUid: string,
  optionUid: string,
  checked = true,
): BundleSelection {
  const item = items.find((i) => i.uid === itemUid);
  if (!item) return selection;
  const known = optionUid === '' || item.options.some((o) => o.uid === optionUid);
  if (!known) return selection;
  const current = selection[itemUid] ?? [];
  let next: string[];
  if (isMultiChoice(item.type)) {
    next = checked
      ? [...new Set([...current, optionUid])].filter(Boolean)
      : current.filter((uid) => uid !== optionUid);
  } else {
    if (optionUid === '' && item.required) return selection;
    next = optionUid === '' ? [] : [optionUid];
  }
  return { ...selection, [itemUid]: next };
}

/** Required options with nothing chosen (the set cannot be bought like that). */
export function missingRequiredOptions(
  items: readonly BundleItemView[],
  selection: BundleSelection,
): string[] {
  return items
    .filter((item) => item.required && (selection[item.uid] ?? []).length === 0)
    .map((item) => item.uid);
}

/**
 * How a bundle is priced (Magento BundleProduct.dynamic_price). A dynamic bundle costs what its
 * chosen parts cost; a fixed one costs its own price plus each chosen selection's surcharge
 * (BundleItemOption.price, FIXED or PERCENT of the bundle's price), whatever the parts cost alone.
 */
export interface BundlePricing {
  dynamic: boolean;
  /** The headline minimum (price_range.minimum_price.final_price). */
  minimum: Money;
}

type Total = { minor: number; currency: string };

function surchargeMinor(option: BundleOptionView, baseMinor: number): number {
  const value = option.surcharge?.value ?? 0;
  const each =
    option.surcharge?.type === 'PERCENT'
      ? // a percentage of the bundle's own price, in integer maths
        Math.round((baseMinor * toMinorUnits(value)) / 10000)
      : toMinorUnits(value);
  return Math.round(each * option.quantity);
}

/**
 * A fixed bundle's own price: its minimum less the cheapest fixed surcharge of each required
 * option (Magento's minimum includes them).
 */
function fixedBaseMinor(items: readonly BundleItemView[], minimumMinor: number): number {
  let base = minimumMinor;
  for (const item of items.filter((i) => i.required && i.options.length > 0)) {
    base -= Math.min(
      ...item.options.map((o) => (o.surcharge?.type === 'PERCENT' ? 0 : surchargeMinor(o, 0))),
    );
  }
  return base;
}

/**
 * The price of the chosen set in minor units. Dynamic: Σ part price × quantity. Fixed: the bundle's
 * own price + Σ surcharge. Null while a needed price is missing (the page then shows none rather
 * than a wrong one).
 */
export function bundleTotal(
  items: readonly BundleItemView[],
  selection: BundleSelection,
  pricing: BundlePricing,
): Total | null {
  const chosen = items.flatMap((item) =>
    (selection[item.uid] ?? []).map((uid) => item.options.find((o) => o.uid === uid)),
  );
  if (chosen.some((option) => !option)) return null;
  const options = chosen as BundleOptionView[];
  if (!pricing.dynamic) {
    const { value, currency } = pricing.minimum;
    if (value == null || !currency) return null;
    const base = fixedBaseMinor(items, toMinorUnits(value));
    return {
      minor: options.reduce((sum, o) => sum + surchargeMinor(o, base), base),
      currency,
    };
  }
  let minor = 0;
  let currency: string | null = null;
  for (const option of options) {
    const price = option.price;
    if (price?.value == null || !price.currency) return null;
    if (currency !== null && price.currency !== currency) return null;
    currency = price.currency;
    // Quantities are whole in practice; rounding keeps a fractional one in whole minor units.
    minor += Math.round(toMinorUnits(price.value) * option.quantity);
  }
  return currency === null ? null : { minor, currency };
}

/**
 * What a selection's label says about money: for a dynamic bundle the part's unit price (the
 * label says "each" when the quantity is above one); for a fixed bundle only a surcharge, since
 * the part's own price is not what the shopper pays. Null: no price to show.
 */
export function selectionPriceNote(
  option: BundleOptionView,
  pricing: BundlePricing,
): { kind: 'unit' | 'surcharge'; money: Money } | null {
  if (pricing.dynamic)
    return option.price?.value != null ? { kind: 'unit', money: option.price } : null;
  const value = option.surcharge?.value ?? 0;
  if (value <= 0 || option.surcharge?.type === 'PERCENT') return null;
  return { kind: 'surcharge', money: { value, currency: pricing.minimum.currency } };
}
