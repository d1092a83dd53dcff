// Rating clamp rules (presentation-discovery §5 and §9).
export const DEFAULT_MAX_RATING = 5;

export interface Rating {
  score: number;
  max: number;
}

/** A max of 0 or less counts as 1; a score outside 0..max (or not a number) counts as 0. */
export function clampRating(
  score: number | null | undefined,
  max: number = DEFAULT_MAX_RATING,
): Rating {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 1;
  const safeScore =
    typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= safeMax
      ? score
      : 0;
  return { score: safeScore, max: safeMax };
}

/** Magento's rating_summary is a percentage (0..100); the card shows it on the 0..max scale. */
export function ratingFromSummary(
  summary: number | null | undefined,
  max = DEFAULT_MAX_RATING,
): Rating {
  if (typeof summary !== 'number' || !Number.isFinite(summary) || summary < 0 || summary > 100) {
    return clampRating(0, max);
  }
  return clampRating(Math.round((summary / 100) * max * 10) / 10, max);
}
