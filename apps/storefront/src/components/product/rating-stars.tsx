import type { Rating } from '@/lib/catalog/rating';

/** Stars drawn for sighted users; the accessible text carries the score. */
export function RatingStars({ rating, label }: { rating: Rating; label: string }) {
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
