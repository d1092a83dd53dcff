// Reviews by signed-in customers (Magento ReviewGraphQl's createProductReview and
// Customer.reviews). Only registered customers write reviews; a new review waits as pending until
// approved, unless the shop approves at once (REVIEWS_AUTO_APPROVE). Texts are kept as plain text,
// as written: whoever shows them escapes them.
import type { RequestContext } from '../../context/request-context';
import { signedInCustomer } from '../../context/signed-in-customer';
import { inputError, noSuchEntityError } from '../../errors';
import type { CreateProductReviewInput } from '../../generated/graphql';
import { pageOf, totalPagesOf } from '../../input/paging';
import type { ProductModel } from '../catalog/models';
import type { ProductService } from '../catalog/product-service';
import { decodeUid } from '../catalog/uid';
import type { ReviewRepository } from './repository';
import type { ProductReviewsResult, ReviewRow, ReviewService } from './service';

/** Magento's review_detail column sizes (nickname, title); the text is bounded here. */
export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 10_000 } as const;

export class CustomerReviewService {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly reviews: ReviewService,
    private readonly products: ProductService,
    private readonly options: { autoApprove: boolean },
  ) {}

  async create(
    context: RequestContext,
    input: CreateProductReviewInput,
  ): Promise<{ review: ProductReviewsResult['items'][number] }> {
    const customer = signedInCustomer(context);
    const texts = reviewTexts(input);
    const found = await this.products.enabledProductBySku(context, input.sku.trim());
    const product = found && (await this.products.product(context, found.id));
    if (!product) {
      throw noSuchEntityError(
        "The product that was requested doesn't exist. Verify the product and try again.",
      );
    }
    const votes = await this.votes(input.ratings);
    const row = await this.repository.insert(
      {
        product_id: product.id,
        store_view_id: context.store.storeView.id,
        customer_id: customer.id,
        ...texts,
        status: this.options.autoApprove ? 'approved' : 'pending',
      },
      votes,
    );
    const [review] = await this.reviews.items([row], () => product);
    return { review: review! };
  }

  /** The customer's own reviews, pending ones too, newest first. */
  async customerReviews(
    context: RequestContext,
    args: { pageSize?: number | null; currentPage?: number | null },
  ): Promise<ProductReviewsResult> {
    const customer = signedInCustomer(context);
    const page = pageOf(args);
    const total = await this.repository.customerCount(customer.id);
    const totalPages = totalPagesOf(page, total);
    const rows = await this.repository.customerPage(customer.id, {
      size: page.pageSize,
      offset: page.offset,
    });
    const products = new Map<number, ProductModel>();
    for (const product of await this.products.products(context, [
      ...new Set(rows.map((row) => row.product_id)),
    ])) {
      products.set(product.id, product);
    }
    // A product no longer sold in this website leaves its review out of the page.
    const shown = rows.filter((row: ReviewRow) => products.has(row.product_id));
    return {
      page_info: {
        current_page: page.currentPage,
        page_size: page.pageSize,
        total_pages: totalPages,
      },
      items: await this.reviews.items(shown, (row) => products.get(row.product_id)!),
    };
  }

  /** Ratings from productReviewRatingsMetadata: each an active rating, once, with a 1–5 value. */
  private async votes(
    ratings: CreateProductReviewInput['ratings'],
  ): Promise<Array<{ rating_id: number; value: number }>> {
    const active = new Set((await this.repository.ratings()).map((rating) => rating.id));
    const votes: Array<{ rating_id: number; value: number }> = [];
    for (const rating of ratings) {
      if (!rating) continue;
      const ratingId = decodeUid(rating.id);
      if (ratingId === null || !active.has(ratingId)) {
        throw inputError(`The rating "${rating.id.slice(0, 64)}" is not available.`);
      }
      const value = ratingValue(rating.value_id, ratingId);
      if (value === null) {
        throw inputError(`The rating value "${rating.value_id.slice(0, 64)}" is not available.`);
      }
      if (votes.some((vote) => vote.rating_id === ratingId)) {
        throw inputError(`The rating "${rating.id}" is given more than once.`);
      }
      votes.push({ rating_id: ratingId, value });
    }
    return votes;
  }
}

/** The value a value_id encodes ("<rating id>/<1..5>", base64), for that rating only. */
function ratingValue(valueId: string, ratingId: number): number | null {
  const decoded = Buffer.from(valueId, 'base64').toString('utf8');
  const match = /^(\d+)\/([1-5])$/.exec(decoded);
  if (!match || Number(match[1]) !== ratingId) return null;
  if (Buffer.from(decoded, 'utf8').toString('base64') !== valueId.trim()) return null;
  return Number(match[2]);
}

/** Magento's Review::validate messages, then the size bounds. */
export function reviewTexts(
  input: Pick<CreateProductReviewInput, 'nickname' | 'summary' | 'text'>,
) {
  const texts = {
    summary: input.summary.trim(),
    nickname: input.nickname.trim(),
    text: input.text.trim(),
  };
  if (!texts.summary) throw inputError('Please enter a review summary.');
  if (!texts.nickname) throw inputError('Please enter a nickname.');
  if (!texts.text) throw inputError('Please enter a review.');
  for (const field of ['nickname', 'summary', 'text'] as const) {
    if (texts[field].length > REVIEW_LIMITS[field]) {
      throw inputError(
        `"${field}" length must be equal or less than ${REVIEW_LIMITS[field]} characters.`,
      );
    }
  }
  return texts;
}
