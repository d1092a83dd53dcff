import type { Rating } from '@/lib/catalog/rating';

interface RatingStarsProps {
  /** Already clamped (lib/catalog/rating.ts). */
  rating: Rating;
  /** The score in words for assistive technology; the stars are drawn for sighted users. */
  label: string;
  /**
   * `exact` fills the stars to the score, as cards show an average at a glance; `whole` rounds to
   * whole stars, as a review gives them.
   */
  precision?: 'exact' | 'whole';
}

/** Five stars for a rating, with its text for screen readers. */
export function RatingStars({ rating, label, precision = 'whole' }: RatingStarsProps) {
  if (precision === 'exact') {
    const percent = (rating.score / rating.max) * 100;
    return (
      <>
        <span className="relative inline-block text-sand" aria-hidden="true">
          ★★★★★
          <span
            className="absolute inset-0 overflow-hidden text-bronze"
            style={{ width: `${percent}%` }}
          >
            ★★★★★
          </span>
        </span>
        <span className="sr-only">{label}</span>
      </>
    );
  }
  const filled = Math.round((rating.score / rating.max) * 5);
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5 text-bronze">
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} aria-hidden="true">
          {i < filled ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
