// Pure rules of product search: search words and price buckets.
import { minorToDecimal } from '../pricing/money';
import type { AggregationBucket } from './criteria';

/** Longest search text used, as Magento's catalog/search/max_query_length. */
export const MAX_QUERY_LENGTH = 128;

/**
 * Lower-case words of letters and digits only, so the text can never carry tsquery operators
 * (injection-shaped input becomes plain words or nothing).
 */
export function searchWords(text: string): string[] {
  return (
    text
      .slice(0, MAX_QUERY_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 10) ?? []
  );
}

/** pg_trgm similarity from which a name word counts as what a mistyped word meant. */
export const SUGGESTION_SIMILARITY = 0.3;

/**
 * "Did you mean": the search words with each word no product knows replaced by the closest name
 * word. Nothing when every word is known, or when no unknown word has a close one.
 */
export function suggestedSearch(
  spelling: ReadonlyArray<{ word: string; known: boolean; closest: string | null }>,
): string | null {
  let changed = false;
  const words = spelling.map(({ word, known, closest }) => {
    if (known || !closest || closest === word) return word;
    changed = true;
    return closest;
  });
  return changed ? words.join(' ') : null;
}

/**
 * Price bucket widths in minor units, powers of ten from 10.00 up: a listing uses the first that
 * gives at most ten buckets up to its dearest product (computed in SQL, see postgres-search.ts).
 */
export const PRICE_STEPS: readonly number[] = Array.from({ length: 10 }, (_, k) => 1000 * 10 ** k);

/** Buckets as Magento labels them: value "from_to" and label "from-to" in major units. */
export function priceBuckets(
  rows: ReadonlyArray<{ bucket: number; count: number }>,
  stepMinor: number,
): AggregationBucket[] {
  return rows.map(({ bucket, count }) => {
    const from = minorToDecimal(bucket * stepMinor);
    const to = minorToDecimal((bucket + 1) * stepMinor);
    return { value: `${from}_${to}`, label: `${from}-${to}`, count };
  });
}
