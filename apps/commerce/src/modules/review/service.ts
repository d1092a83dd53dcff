// Review rules (Magento ReviewGraphQl): approved reviews of the current store view only, newest
// first; rating_summary is the average vote as a percentage (a 5-star vote is 100).
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import type { ProductReviewRatingsMetadata, ProductReviews } from '../../generated/graphql';
import { pageOf } from '../../input/paging';
import type { ProductModel } from '../catalog/models';
import { encodeUid } from '../catalog/uid';
import { ratingPercent } from './rating';
import type { ReviewRepository } from './repository';

export type ProductReviewsResult = Omit<ProductReviews, 'items'> & {
  items: Array<
    Omit<ProductReviews['items'][number] & object, 'product'> & { product: ProductModel }
  >;
};

type Summary = Awaited<ReturnType<ReviewRepository['summaries']>>[number];
export type ReviewRow = Awaited<ReturnType<ReviewRepository['page']>>[number];

const SUMMARIES = loaderKey<DataLoader<number, Summary | null>>('review.summaries');

export class ReviewService {
  constructor(private readonly repository: ReviewRepository) {}

  /** One summary batch per request, so a listing asks for every product's summary at once. */
  private summary(context: RequestContext, productId: number): Promise<Summary | null> {
    const storeViewId = context.store.storeView.id;
    const loader = context.loaders.get(
      SUMMARIES,
      () =>
        new DataLoader(async (ids: readonly number[]) => {
          const rows = await this.repository.summaries(ids, storeViewId);
          const byProduct = new Map(rows.map((row) => [row.product_id, row]));
          return ids.map((id) => byProduct.get(id) ?? null);
        }),
    );
    return loader.load(productId);
  }

  async ratingSummary(context: RequestContext, productId: number): Promise<number> {
    const row = await this.summary(context, productId);
    return ratingPercent(Number(row?.vote_sum ?? 0), Number(row?.vote_count ?? 0));
  }

  async reviewCount(context: RequestContext, productId: number): Promise<number> {
    const row = await this.summary(context, productId);
    return Number(row?.review_count ?? 0);
  }

  async reviews(
    context: RequestContext,
    product: ProductModel,
    args: { pageSize?: number | null; currentPage?: number | null },
  ): Promise<ProductReviewsResult> {
    const page = pageOf(args);
    const [rows, total] = await Promise.all([
      this.repository.page(product.id, context.store.storeView.id, {
        size: page.pageSize,
        offset: page.offset,
      }),
      this.reviewCount(context, product.id),
    ]);
    return {
      page_info: {
        current_page: page.currentPage,
        page_size: page.pageSize,
        total_pages: Math.ceil(total / page.pageSize),
      },
      items: await this.items(rows, () => product),
    };
  }

  /** Reviews as ProductReview items, each with its votes and the product it reviews. */
  async items(
    rows: ReviewRow[],
    productOf: (row: ReviewRow) => ProductModel,
  ): Promise<ProductReviewsResult['items']> {
    const votes = await this.repository.votes(rows.map((row) => row.id));
    return rows.map((row) => {
      const own = votes.filter((vote) => vote.review_id === row.id);
      const sum = own.reduce((total, vote) => total + vote.value, 0);
      return {
        nickname: row.nickname,
        summary: row.summary,
        text: row.text,
        created_at: new Date(row.created_at).toISOString().replace('T', ' ').slice(0, 19),
        average_rating: ratingPercent(sum, own.length),
        ratings_breakdown: own.map((vote) => ({ name: vote.code, value: String(vote.value) })),
        product: productOf(row),
      };
    });
  }

  async ratingsMetadata(): Promise<ProductReviewRatingsMetadata> {
    const ratings = await this.repository.ratings();
    return {
      items: ratings.map((rating) => ({
        id: encodeUid(rating.id),
        name: rating.code,
        values: [1, 2, 3, 4, 5].map((value) => ({
          value: String(value),
          value_id: encodeUid(`${rating.id}/${value}`),
        })),
      })),
    };
  }
}
