// Reviews by signed-in customers, as services see them: the real database, a RequestContext that
// names the customer. Over HTTP (guests, tokens) see customer-reviews-graphql.api.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../composition-root';
import type { RequestContext } from '../../context/request-context';
import type { CommerceDatabase } from '../../db/database';
import type { CreateProductReviewInput } from '../../generated/graphql';
import { customerContexts, refusalOf } from '../../testing/service-context';
import { openTestDatabase } from '../../testing/test-database';

const ADA = 920_001;
const BOB = 920_002;

let database: CommerceDatabase;
let services: Services;
let sku: string;
let ratings: CreateProductReviewInput['ratings'];

const as = customerContexts(() => services, 'default');
const refusal = refusalOf;

function review(overrides: Partial<CreateProductReviewInput> = {}): CreateProductReviewInput {
  return {
    sku,
    nickname: 'Ada',
    summary: 'Soft and cool',
    text: 'Sleeps beautifully <b>all</b> summer.',
    ratings,
    ...overrides,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  services = createServices(database.db);
  const found = await services.catalog.route(await as(null), 'aurelia-sateen-bed-linen-set');
  if (found?.kind !== 'product') throw new Error('the demo product is missing');
  sku = found.model.sku;
  const metadata = await services.reviews.ratingsMetadata();
  ratings = metadata.items.map((rating) => ({
    id: rating!.id,
    value_id: rating!.values[3]!.value_id,
  }));
});
afterAll(async () => {
  await database?.close();
});

async function productReviewTexts(context: RequestContext): Promise<string[]> {
  const found = await services.catalog.route(context, 'aurelia-sateen-bed-linen-set');
  if (found?.kind !== 'product') throw new Error('the demo product is missing');
  const page = await services.reviews.reviews(context, found.model, { pageSize: 100 });
  return page.items.map((item) => item.text);
}

describe('a customer writes a review', () => {
  it('keeps it pending: the product does not show it, the customer’s own reviews do', async () => {
    const context = await as(ADA);
    const text = 'Pending until approved.';
    const { review: written } = await services.customerReviews.create(context, review({ text }));
    expect(written).toMatchObject({ nickname: 'Ada', summary: 'Soft and cool', text });
    expect(written.ratings_breakdown.map((vote) => vote?.value)).toEqual(ratings.map(() => '4'));
    expect(written.average_rating).toBe(80);
    expect(await productReviewTexts(context)).not.toContain(text);
    const own = await services.customerReviews.customerReviews(context, {});
    expect(own.items.map((item) => item.text)).toContain(text);
    expect(own.items[0]?.product.sku).toBe(sku);
  });

  it('approves it at once when the shop auto-approves (REVIEWS_AUTO_APPROVE)', async () => {
    const approving = createServices(database.db, { reviewsAutoApprove: true });
    const context = await as(ADA);
    const text = 'Approved at once.';
    await approving.customerReviews.create(context, review({ text }));
    expect(await productReviewTexts(context)).toContain(text);
  });

  it('stores the texts as plain text, exactly as written', async () => {
    const text = '<script>alert(1)</script> & "quotes"';
    const { review: written } = await services.customerReviews.create(
      await as(ADA),
      review({ text }),
    );
    expect(written.text).toBe(text);
  });

  it('accepts a review without ratings', async () => {
    const { review: written } = await services.customerReviews.create(
      await as(ADA),
      review({ ratings: [] }),
    );
    expect(written.ratings_breakdown).toEqual([]);
  });
});

describe('review refusals', () => {
  it('refuses a guest', async () => {
    const error = await refusal(services.customerReviews.create(await as(null), review()));
    expect(error.category).toBe('graphql-authorization');
    expect(error.message).toBe("The current customer isn't authorized.");
    const list = await refusal(services.customerReviews.customerReviews(await as(null), {}));
    expect(list.category).toBe('graphql-authorization');
  });

  it("refuses empty texts with Magento's messages", async () => {
    const context = await as(ADA);
    const cases: Array<[Partial<CreateProductReviewInput>, string]> = [
      [{ summary: ' ' }, 'Please enter a review summary.'],
      [{ nickname: '' }, 'Please enter a nickname.'],
      [{ text: '' }, 'Please enter a review.'],
    ];
    for (const [overrides, message] of cases) {
      const error = await refusal(services.customerReviews.create(context, review(overrides)));
      expect(error.category).toBe('graphql-input');
      expect(error.message).toBe(message);
    }
  });

  it('refuses texts past their bounds', async () => {
    const context = await as(ADA);
    const cases: Array<[Partial<CreateProductReviewInput>, string]> = [
      [
        { nickname: 'n'.repeat(129) },
        '"nickname" length must be equal or less than 128 characters.',
      ],
      [{ summary: 's'.repeat(256) }, '"summary" length must be equal or less than 255 characters.'],
      [{ text: 't'.repeat(10_001) }, '"text" length must be equal or less than 10000 characters.'],
    ];
    for (const [overrides, message] of cases) {
      expect(
        (await refusal(services.customerReviews.create(context, review(overrides)))).message,
      ).toBe(message);
    }
  });

  it('refuses an unknown product', async () => {
    const error = await refusal(
      services.customerReviews.create(await as(ADA), review({ sku: 'LF-NO-SUCH-SKU' })),
    );
    expect(error.category).toBe('graphql-no-such-entity');
  });

  it('refuses a rating that is not one of productReviewRatingsMetadata, and a value of another rating', async () => {
    const context = await as(ADA);
    const unknown = await refusal(
      services.customerReviews.create(
        context,
        review({
          ratings: [
            { id: Buffer.from('99999').toString('base64'), value_id: ratings[0]!.value_id },
          ],
        }),
      ),
    );
    expect(unknown.message).toMatch(/^The rating ".*" is not available\.$/);
    if (ratings.length > 1) {
      const crossed = await refusal(
        services.customerReviews.create(
          context,
          review({ ratings: [{ id: ratings[0]!.id, value_id: ratings[1]!.value_id }] }),
        ),
      );
      expect(crossed.message).toMatch(/^The rating value ".*" is not available\.$/);
    }
    const twice = await refusal(
      services.customerReviews.create(context, review({ ratings: [ratings[0]!, ratings[0]!] })),
    );
    expect(twice.message).toMatch(/is given more than once\.$/);
  });
});

describe('a customer’s own reviews', () => {
  it('never lists another customer’s reviews', async () => {
    const text = 'Only Ada wrote this.';
    await services.customerReviews.create(await as(ADA), review({ text }));
    const bobs = await services.customerReviews.customerReviews(await as(BOB), {});
    expect(bobs.items.map((item) => item.text)).not.toContain(text);
    expect(bobs.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 0 });
  });

  it('pages them with Magento’s paging rules', async () => {
    const context = await as(920_003);
    for (const n of [1, 2, 3]) {
      await services.customerReviews.create(context, review({ summary: `Review ${n}` }));
    }
    const second = await services.customerReviews.customerReviews(context, {
      pageSize: 2,
      currentPage: 2,
    });
    expect(second.items.map((item) => item.summary)).toEqual(['Review 1']);
    expect(second.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 });
    const past = await refusal(
      services.customerReviews.customerReviews(context, { pageSize: 2, currentPage: 3 }),
    );
    expect(past.message).toBe(
      'currentPage value 3 specified is greater than the 2 page(s) available.',
    );
  });
});
