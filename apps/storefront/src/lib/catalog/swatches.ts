// Card colour swatches (presentation-discovery §9): more than 5 colours shows the first 4 and a
// '+N' badge for the rest.
const MAX_SWATCHES_SHOWN_IN_FULL = 5;
const SWATCHES_BEFORE_BADGE = 4;

export function cardSwatches<T>(colors: readonly T[]): { shown: T[]; more: number } {
  if (colors.length <= MAX_SWATCHES_SHOWN_IN_FULL) return { shown: [...colors], more: 0 };
  return {
    shown: colors.slice(0, SWATCHES_BEFORE_BADGE),
    more: colors.length - SWATCHES_BEFORE_BADGE,
  };
}
