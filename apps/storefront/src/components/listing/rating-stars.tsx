import { getTranslations } from 'next-intl/server';
import type { Rating } from '@/lib/catalog/rating';

/** Star rating (already clamped by lib/catalog/rating.ts) with the number of reviews. */
export async function RatingStars({
  rating,
  reviewCount,
}: {
  rating: Rating;
  reviewCount: number;
}) {
  const t = await getTranslations('Listing');
  const percent = (rating.score / rating.max) * 100;
  return (
    <p className="flex items-center gap-2 text-xs text-stone">
      <span className="relative inline-block text-sand" aria-hidden="true">
        ★★★★★
        <span
          className="absolute inset-0 overflow-hidden text-bronze"
          style={{ width: `${percent}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{t('rating', { score: rating.score, max: rating.max })}</span>
      <span>{t('reviews', { count: reviewCount })}</span>
    </p>
  );
}
