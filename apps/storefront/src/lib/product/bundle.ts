// Bundle option choice (commerce-core §3, Magento bundle options): single-choice options (radio,
// select) take one selection, multi-choice ones (checkbox, multi) any number; required options
// start on their default selection. The price is the sum of the chosen selections × quantities, in
// minor units.
import { toMinorUnits } from '@/lib/catalog/money';
import type { BundleItemView } from '@/lib/commerce/types/product';

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
 * The price of the chosen set in minor units: Σ selection price × quantity. Null while a chosen
 * selection has no price (the page then shows none rather than a wrong one).
 */
export function bundleTotal(
  items: readonly BundleItemView[],
  selection: BundleSelection,
): { minor: number; currency: string } | null {
  let minor = 0;
  let currency: string | null = null;
  for (const item of items) {
    for (const uid of selection[item.uid] ?? []) {
      const option = item.options.find((o) => o.uid === uid);
      const price = option?.price;
      if (!option || price?.value == null || !price.currency) return null;
      if (currency !== null && price.currency !== currency) return null;
      currency = price.currency;
      // Quantities are whole in practice; rounding keeps a fractional one in whole minor units.
      minor += Math.round(toMinorUnits(price.value) * option.quantity);
    }
  }
  return currency === null ? null : { minor, currency };
}
