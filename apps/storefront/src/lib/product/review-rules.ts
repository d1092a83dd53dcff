// Review rating rules (presentation-discovery §3, §5, §9).
import { clampRating, DEFAULT_MAX_RATING, type Rating } from '@/lib/catalog/rating';

export interface RatingBreakdownEntry {
  name: string;
  value: string;
}

/** The ratings_breakdown entry named Rating is the star score; others are ignored. */
export function reviewStars(
  breakdown: readonly RatingBreakdownEntry[] | null | undefined,
  max = DEFAULT_MAX_RATING,
): Rating {
  const entry = breakdown?.find((item) => item.name === 'Rating');
  const score = entry ? Number(entry.value) : Number.NaN;
  return clampRating(Number.isFinite(score) ? score : null, max);
}

export { ratingFromSummary } from '@/lib/catalog/rating';
