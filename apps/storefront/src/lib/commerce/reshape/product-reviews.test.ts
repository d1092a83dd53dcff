import { describe, expect, it } from 'vitest';
import { productReviewsView, ratingMetadataView, stockAlertView } from './product-reviews';

describe('productReviewsView', () => {
  it('reads one page of reviews and drops null entries', () => {
    const view = productReviewsView({
      products: {
        items: [
          {
            uid: 'MQ==',
            sku: 'LF-1',
            rating_summary: 80,
            review_count: 2,
            reviews: {
              items: [
                null,
                {
                  nickname: 'Mira',
                  created_at: '2026-01-02 10:00:00',
                  summary: 'Lovely',
                  text: 'Soft.',
                  average_rating: 80,
                  ratings_breakdown: [null, { name: 'Rating', value: '4' }],
                },
              ],
              page_info: { current_page: 2, page_size: 1, total_pages: 2 },
            },
          },
        ],
      },
    });
    expect(view).toEqual({
      sku: 'LF-1',
      ratingSummary: 80,
      reviewCount: 2,
      reviews: [
        {
          nickname: 'Mira',
          createdAt: '2026-01-02 10:00:00',
          summary: 'Lovely',
          text: 'Soft.',
          breakdown: [{ name: 'Rating', value: '4' }],
        },
      ],
      currentPage: 2,
      totalPages: 2,
    });
  });

  it('answers null for an unknown url_key', () => {
    expect(productReviewsView({ products: { items: [] } })).toBeNull();
  });
});

describe('ratingMetadataView', () => {
  it('lists what a review rates with its values', () => {
    expect(
      ratingMetadataView({
        productReviewRatingsMetadata: {
          items: [
            { id: 'MQ==', name: 'Quality', values: [{ value: '5', value_id: 'NQ==' }, null] },
          ],
        },
      }),
    ).toEqual([{ id: 'MQ==', name: 'Quality', values: [{ value: '5', valueId: 'NQ==' }] }]);
  });
});

describe('stockAlertView', () => {
  it('counts only an explicit success', () => {
    expect(stockAlertView({ subscribeProductAlertStock: { success: true } })).toEqual({
      success: true,
    });
    expect(stockAlertView({ subscribeProductAlertStock: null })).toEqual({ success: false });
  });
});
