import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ratingFromSummary } from '@/lib/catalog/rating';
import type { ReviewView } from '@/lib/commerce/types/product';
import { reviewStars } from '@/lib/product/review-rules';
import { RatingStars } from '@/components/rating/rating-stars';
import { ReviewText } from './product-islands';

interface ProductReviewsProps {
  /** The review form, or the guest's prompt to log in. */
  entry?: ReactNode;
  ratingSummary: number;
  reviewCount: number;
  reviews: ReviewView[];
}

export async function ProductReviews({
  entry,
  ratingSummary,
  reviewCount,
  reviews,
}: ProductReviewsProps) {
  const t = await getTranslations('Product');
  const format = await getFormatter();
  const average = ratingFromSummary(ratingSummary);
  return (
    <section
      aria-labelledby="product-reviews-title"
      className="mt-16"
      data-testid="product-reviews"
    >
      <h2 id="product-reviews-title" className="font-serif text-3xl">
        {t('reviews')}
      </h2>
      <p className="mt-3 flex items-center gap-3 text-sm text-stone">
        <RatingStars
          rating={average}
          label={t('ratingText', { score: average.score, max: average.max })}
        />
        <span data-testid="review-count">{t('reviewCount', { count: reviewCount })}</span>
      </p>
      {entry}
      {reviews.length === 0 ? (
        <p className="mt-6 text-stone">{t('noReviews')}</p>
      ) : (
        <ul className="mt-8 divide-y divide-sand">
          {reviews.map((review, index) => {
            const stars = reviewStars(review.breakdown);
            const date = new Date(review.createdAt);
            return (
              <li key={`${review.createdAt}-${index}`} className="py-6" data-testid="review">
                <article>
                  <header className="flex flex-wrap items-center gap-3">
                    <RatingStars
                      rating={stars}
                      label={t('ratingText', { score: stars.score, max: stars.max })}
                    />
                    <h3 className="font-medium">{review.summary}</h3>
                  </header>
                  <p className="mt-1 text-sm text-stone">
                    {review.nickname}
                    {Number.isNaN(date.getTime()) ? null : (
                      <>
                        {' · '}
                        <time dateTime={date.toISOString()}>
                          {format.dateTime(date, { dateStyle: 'medium' })}
                        </time>
                      </>
                    )}
                  </p>
                  <div className="mt-3">
                    <ReviewText text={review.text} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
