// What the facet UI shows beyond commerce's aggregations: price labels with a currency, the
// active-filter chips and the folding of long facets (pure rules, unit-tested).
import type { FacetView } from '@/lib/commerce/types/catalog';
import { FACET_VISIBLE_OPTIONS } from './listing-constants';

const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/;

/** A decimal amount as money: whole amounts without cents ("€100"), others with them. */
function formatAmount(amount: string, currency: string, intlLocale: string): string {
  const whole = !amount.includes('.') || /\.0*$/.test(amount);
  return new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    // Intl formats a decimal string exactly, so no float decides the label.
  }).format((whole ? amount.split('.')[0] : amount) as unknown as number);
}

export interface PriceBucketParts {
  from: string | null;
  to: string | null;
}

/**
 * A price bucket value ("0_100", "400_" for "400 and above") as formatted amounts; null for a
 * value that is not a bucket, which then keeps commerce's label.
 */
export function priceBucketParts(
  value: string,
  currency: string,
  intlLocale: string,
): PriceBucketParts | null {
  const at = value.lastIndexOf('_');
  if (at < 0) return null;
  const from = value.slice(0, at);
  const to = value.slice(at + 1);
  if ((from && !DECIMAL.test(from)) || (to && !DECIMAL.test(to)) || (!from && !to)) return null;
  return {
    from: from ? formatAmount(from, currency, intlLocale) : null,
    to: to ? formatAmount(to, currency, intlLocale) : null,
  };
}

export interface FilterChip {
  code: string;
  value: string;
  /** "Facet: option", e.g. "Size: King". */
  facetLabel: string;
  label: string;
}

/** One chip per selected value, in facet order; values no facet offers show the raw value. */
export function filterChips(
  selected: Record<string, string[]>,
  facets: readonly FacetView[],
): FilterChip[] {
  const byCode = new Map(facets.map((facet) => [facet.code, facet]));
  const codes = [
    ...facets.map((facet) => facet.code),
    ...Object.keys(selected).filter((code) => !byCode.has(code)),
  ];
  return codes.flatMap((code) =>
    (selected[code] ?? []).map((value) => {
      const facet = byCode.get(code);
      const option = facet?.options.find((o) => o.value === value);
      return { code, value, facetLabel: facet?.label ?? code, label: option?.label ?? value };
    }),
  );
}

/**
 * Which options a folded facet shows: the first few, plus any selected one further down (a
 * shopper always sees what is ticked). `hidden` counts what "Show more" reveals.
 */
export function foldedOptions<T extends { value: string }>(
  options: readonly T[],
  selected: readonly string[],
  limit = FACET_VISIBLE_OPTIONS,
): { visible: T[]; hidden: number } {
  if (options.length <= limit + 1) return { visible: [...options], hidden: 0 };
  const visible = options.filter((o, index) => index < limit || selected.includes(o.value));
  return { visible, hidden: options.length - visible.length };
}

/** The selection with one value of one facet ticked, or unticked when it was. */
export function toggleSelection(
  selection: Record<string, string[]>,
  code: string,
  value: string,
): Record<string, string[]> {
  const current = selection[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...selection, [code]: next };
}
