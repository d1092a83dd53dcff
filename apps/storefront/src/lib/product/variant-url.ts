// The chosen configurable variant in the address (?size=king-240x220&color=navy): shareable, and
// read on the server so the page renders with the choice already made. Values are named by a slug
// of their label, readable and stable across store views that share the label.
import { choose, type ConfigurableOption, type Selection, type Variant } from './configurable';

/** "King 240x220" → "king-240x220". */
export function valueSlug(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
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
    const value = option.values.find((v) => valueSlug(v.label) === valueSlug(wanted));
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
    if (value) next.set(option.attribute_code, valueSlug(value.label));
    else next.delete(option.attribute_code);
  }
  return next;
}
