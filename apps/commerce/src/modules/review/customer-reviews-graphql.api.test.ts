// createProductReview and Customer.reviews over HTTP with real customer tokens: registered
// customers only, pending until approved unless REVIEWS_AUTO_APPROVE, each customer's own list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const SKU = 'LF-AURELIA-SATEEN-BED-LINEN-SET';

const createReview = /* GraphQL */ `
  mutation ($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        nickname
        summary
        text
        average_rating
        created_at
        ratings_breakdown {
          name
          value
        }
        product {
          sku
        }
      }
    }
  }
`;
const ownReviews = /* GraphQL */ `
  query ($pageSize: Int, $currentPage: Int) {
    customer {
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          summary
          text
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
`;
const productReviews = /* GraphQL */ `
  query ($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        reviews(pageSize: 100) {
          items {
            text
          }
        }
      }
    }
  }
`;
const ratingsMetadata = /* GraphQL */ `
  {
    productReviewRatingsMetadata {
      items {
        id
        values {
          value
          value_id
        }
      }
    }
  }
`;

async function reviewInput(commerce: TestCommerce, overrides: Record<string, unknown> = {}) {
  const { body } = await commerce.gql(ratingsMetadata);
  const items = body.data!['productReviewRatingsMetadata'].items as Array<{
    id: string;
    values: Array<{ value: string; value_id: string }>;
  }>;
  return {
    sku: SKU,
    nickname: 'Ada',
    summary: 'Cool and soft',
    text: 'Sleeps <em>beautifully</em>.',
    ratings: items.map((rating) => ({ id: rating.id, value_id: rating.values[4]!.value_id })),
    ...overrides,
  };
}

async function shownOnProduct(commerce: TestCommerce): Promise<string[]> {
  const { body } = await commerce.gql(productReviews, { sku: SKU });
  return (body.data!['products'].items[0].reviews.items as Array<{ text: string }>).map(
    (item) => item.text,
  );
}

describe('customer reviews over GraphQL, pending until approved (the default)', () => {
  let commerce: TestCommerce;
  let ada: SignedInCustomer;
  let bob: SignedInCustomer;

  beforeAll(async () => {
    // No response cache: the product's review list is read again after each write.
    commerce = await startTestCommerce({ config: { responseCacheTtlMs: 0 } });
    ada = await signUp(commerce);
    bob = await signUp(commerce);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('refuses a guest with graphql-authorization', async () => {
    const { body } = await commerce.gql(createReview, { input: await reviewInput(commerce) });
    expect(firstError(body)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });

  it('keeps a customer’s review pending: the product does not show it, Customer.reviews does', async () => {
    const text = 'Waiting for approval, <b>as written</b>.';
    const { body } = await ada.gql(createReview, { input: await reviewInput(commerce, { text }) });
    expect(body.errors).toBeUndefined();
    expect(body.data!['createProductReview'].review).toMatchObject({
      nickname: 'Ada',
      text,
      average_rating: 100,
      product: { sku: SKU },
    });
    expect(await shownOnProduct(commerce)).not.toContain(text);
    const own = await ada.gql(ownReviews);
    expect(own.body.data!['customer'].reviews.items).toEqual([
      { summary: 'Cool and soft', text, product: { sku: SKU } },
    ]);
  });

  it('never lists one customer’s reviews for another', async () => {
    const bobs = await bob.gql(ownReviews);
    expect(bobs.body.data!['customer'].reviews).toEqual({
      items: [],
      page_info: { current_page: 1, page_size: 20, total_pages: 0 },
    });
  });

  it('refuses a guest Customer.reviews', async () => {
    const { body } = await commerce.gql(ownReviews);
    expect(firstError(body).category).toBe('graphql-authorization');
  });

  it("answers an empty text and an unknown product with Magento's messages", async () => {
    const empty = await ada.gql(createReview, {
      input: await reviewInput(commerce, { text: ' ' }),
    });
    expect(firstError(empty.body)).toEqual({
      message: 'Please enter a review.',
      category: 'graphql-input',
    });
    const unknown = await ada.gql(createReview, {
      input: await reviewInput(commerce, { sku: 'LF-NO-SUCH-SKU' }),
    });
    expect(firstError(unknown.body).category).toBe('graphql-no-such-entity');
  });

  it('bounds the page size of Customer.reviews', async () => {
    const { body } = await ada.gql(ownReviews, { pageSize: 1000 });
    expect(firstError(body)).toEqual({
      message: 'pageSize value 1000 is greater than the maximum of 100.',
      category: 'graphql-input',
    });
  });
});

describe('customer reviews with REVIEWS_AUTO_APPROVE', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce({
      config: { responseCacheTtlMs: 0, reviewsAutoApprove: true },
    });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('shows a customer’s new review on the product at once', async () => {
    const ada = await signUp(commerce);
    const text = 'Approved at once.';
    const { body } = await ada.gql(createReview, { input: await reviewInput(commerce, { text }) });
    expect(body.errors).toBeUndefined();
    expect(await shownOnProduct(commerce)).toContain(text);
  });
});
