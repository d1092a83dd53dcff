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

/** Bucket width in minor units: a power of ten giving at most ten buckets up to the maximum. */
export function priceStep(maxMinor: number): number {
  let step = 1000;
  while (maxMinor / step >= 10) step *= 10;
  return step;
}

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
