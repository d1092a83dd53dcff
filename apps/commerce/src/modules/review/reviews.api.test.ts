import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { insertContentFixture } from '../catalog/testing/content-fixture';
import { insertCatalogFixture } from '../catalog/testing/fixtures';

const reviewsQuery = /* GraphQL */ `
  query Reviews($sku: String!, $pageSize: Int, $currentPage: Int) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        rating_summary
        review_count
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            nickname
            summary
            text
            created_at
            average_rating
            ratings_breakdown {
              name
              value
            }
            product {
              sku
            }
          }
          page_info {
            current_page
            page_size
            total_pages
          }
        }
      }
    }
  }
`;

describe('reviews', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
    const fixture = await insertCatalogFixture(commerce.database.db);
    await insertContentFixture(commerce.database.db, fixture);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('lists approved reviews newest first with the Rating entry in ratings_breakdown', async () => {
    const { body } = await commerce.gql(reviewsQuery, { sku: 'AURELIA-PILLOWCASE' });
    expect(body.errors).toBeUndefined();
    const [product] = body.data!['products'].items;
    expect(product.rating_summary).toBe(90);
    expect(product.review_count).toBe(2);
    expect(product.reviews.items).toEqual([
      {
        nickname: 'Ben',
        summary: 'Ben says',
        text: 'Lovely sateen, by Ben.',
        created_at: '2026-02-10 10:00:00',
        average_rating: 80,
        ratings_breakdown: [{ name: 'Rating', value: '4' }],
        product: { sku: 'AURELIA-PILLOWCASE' },
      },
      {
        nickname: 'Anna',
        summary: 'Anna says',
        text: 'Lovely sateen, by Anna.',
        created_at: '2026-01-10 10:00:00',
        average_rating: 100,
        ratings_breakdown: [{ name: 'Rating', value: '5' }],
        product: { sku: 'AURELIA-PILLOWCASE' },
      },
    ]);
    expect(product.reviews.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
  });

  it('pages reviews', async () => {
    const { body } = await commerce.gql(reviewsQuery, {
      sku: 'AURELIA-PILLOWCASE',
      pageSize: 1,
      currentPage: 2,
    });
    const [product] = body.data!['products'].items;
    expect(product.reviews.items.map((review: { nickname: string }) => review.nickname)).toEqual([
      'Anna',
    ]);
    expect(product.reviews.page_info).toEqual({ current_page: 2, page_size: 1, total_pages: 2 });
  });

  it('answers zero for a product without reviews', async () => {
    const { body } = await commerce.gql(reviewsQuery, { sku: 'WOOLUX-MERINO-DUVET' });
    const [product] = body.data!['products'].items;
    expect(product).toMatchObject({ rating_summary: 0, review_count: 0, reviews: { items: [] } });
  });

  it('rejects a review page size below 1 with the Magento message', async () => {
    const { body } = await commerce.gql(reviewsQuery, { sku: 'AURELIA-PILLOWCASE', pageSize: 0 });
    expect(body.errors?.[0]).toMatchObject({
      message: 'pageSize value must be greater than 0.',
      extensions: { category: 'graphql-input' },
    });
  });

  it.each([
    [{ currentPage: 0 }, 'currentPage value must be greater than 0.'],
    // Magento checks currentPage before pageSize.
    [{ currentPage: 0, pageSize: 0 }, 'currentPage value must be greater than 0.'],
  ])('rejects the review page %j with the Magento message', async (paging, message) => {
    const { body } = await commerce.gql(reviewsQuery, { sku: 'AURELIA-PILLOWCASE', ...paging });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it('productReviewRatingsMetadata lists the Rating with values 1 to 5', async () => {
    const { body } = await commerce.gql(
      '{ productReviewRatingsMetadata { items { id name values { value value_id } } } }',
    );
    const [rating] = body.data!['productReviewRatingsMetadata'].items;
    expect(rating.name).toBe('Rating');
    expect(rating.values.map((value: { value: string }) => value.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });
});

describe('reviews per store view, on the demo catalog', () => {
  let commerce: TestCommerce;
  const reviewsIn = async (store: string) => {
    const { body } = await commerce.gql(
      reviewsQuery,
      { sku: 'LF-AURELIA-SATEEN-BED-LINEN-SET', pageSize: 50 },
      { Store: store },
    );
    expect(body.errors).toBeUndefined();
    return body.data!['products'].items[0];
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('shows reviews written in the Austria store view there only, with those of every store view', async () => {
    const [international, austria] = [await reviewsIn('default'), await reviewsIn('at')];
    const summaries = (product: { reviews: { items: Array<{ summary: string }> } }) =>
      product.reviews.items.map((review) => review.summary);
    const german = ['Hervorragende Qualität', 'Wie im Hotel', 'Gut, aber knittert'];
    const pinned = summaries(austria).filter((summary) => german.includes(summary));
    expect(pinned.length).toBeGreaterThan(0);
    expect(summaries(international).some((summary) => german.includes(summary))).toBe(false);
    expect(austria.review_count).toBe(international.review_count + pinned.length);
    expect(austria.reviews.items).toHaveLength(austria.review_count);
    expect(international.reviews.items).toHaveLength(international.review_count);
  });
});
