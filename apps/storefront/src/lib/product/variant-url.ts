// The chosen configurable variant in the address (?size=12&color=34): shareable, and read on the
// server so the page renders with the choice already made. One parameter per option, named by its
// attribute_code and valued by Magento's option id (value_index), which is the same in every store
// view, so a link shared from one storefront restores the choice in another whose labels differ.
// Older links valued by a slug of the label (?color=navy) still restore within a matching store.
import {
  choose,
  type ConfigurableOption,
  type OptionValue,
  type Selection,
  type Variant,
} from './configurable';

/** "King 240x220" → "king-240x220". */
export function valueSlug(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The parameter value naming one option value: its value_index, else (no index served) a slug. */
export function valueParam(value: OptionValue): string {
  return value.valueIndex != null ? String(value.valueIndex) : valueSlug(value.label);
}

function findValue(option: ConfigurableOption, wanted: string): OptionValue | undefined {
  if (/^\d+$/.test(wanted)) {
    const byIndex = option.values.find(
      (v) => v.valueIndex != null && String(v.valueIndex) === wanted,
    );
    if (byIndex) return byIndex;
  }
  // An older link, or a product served without value_index: match the label's slug.
  const slug = valueSlug(wanted);
  return slug ? option.values.find((v) => valueSlug(v.label) === slug) : undefined;
}

/**
 * The selection a query names, option by option in option order. A value the product does not
 * have, or one no variant combines with the earlier choices, is ignored rather than shown.
 */
export function selectionFromQuery<P>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant<P>[],
  query: URLSearchParams,
): Selection {
  let selection: Selection = {};
  for (const option of options) {
    const wanted = query.get(option.attribute_code);
    if (!wanted) continue;
    const value = findValue(option, wanted.trim());
    if (!value) continue;
    const next = choose(variants, selection, option.attribute_code, value.uid);
    // choose() drops earlier choices that do not combine; the address keeps the earlier ones.
    if (Object.keys(next).length > Object.keys(selection).length) selection = next;
  }
  return selection;
}

/** The query with the selection written in (other parameters, such as utm_, are kept). */
export function queryWithSelection(
  options: readonly ConfigurableOption[],
  selection: Selection,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const option of options) {
    const value = option.values.find((v) => v.uid === selection[option.attribute_code]);
    if (value) next.set(option.attribute_code, valueParam(value));
    else next.delete(option.attribute_code);
  }
  return next;
}
