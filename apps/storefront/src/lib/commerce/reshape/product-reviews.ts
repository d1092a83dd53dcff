// ProductReview, ProductReviewRatingsMetadata and SubscribeProductAlertStock answers → views.
import type {
  ProductReviewQuery,
  ProductReviewRatingsMetadataQuery,
  SubscribeProductAlertStockMutation,
} from '@/gql/graphql';
import type {
  ProductReviewsView,
  RatingMetadataView,
  ReviewView,
  StockAlertView,
} from '@/lib/commerce/types/product';
import { present } from './lists';

type ReviewedProduct = NonNullable<
  NonNullable<NonNullable<ProductReviewQuery['products']>['items']>[number]
>;

/** Reviews of productReview and productDetail alike; null entries are dropped. */
export function reviewViews(items: ReviewedProduct['reviews']['items']): ReviewView[] {
  return present(items).map((review) => ({
    nickname: review.nickname,
    createdAt: review.created_at,
    summary: review.summary,
    text: review.text,
    breakdown: present(review.ratings_breakdown),
  }));
}

/** productReview: null when the url_key names no product. */
export function productReviewsView(data: ProductReviewQuery): ProductReviewsView | null {
  const item = data.products?.items?.[0];
  if (!item) return null;
  return {
    sku: item.sku ?? '',
    ratingSummary: item.rating_summary,
    reviewCount: item.review_count,
    reviews: reviewViews(item.reviews.items),
    currentPage: item.reviews.page_info.current_page ?? 1,
    totalPages: item.reviews.page_info.total_pages ?? 1,
  };
}

export function ratingMetadataView(data: ProductReviewRatingsMetadataQuery): RatingMetadataView[] {
  return present(data.productReviewRatingsMetadata.items).map((rating) => ({
    id: rating.id,
    name: rating.name,
    values: present(rating.values).map((v) => ({ value: v.value, valueId: v.value_id })),
  }));
}

export function stockAlertView(data: SubscribeProductAlertStockMutation): StockAlertView {
  return { success: data.subscribeProductAlertStock?.success === true };
}
