// Review rules (Magento ReviewGraphQl): approved reviews of the current store view only, newest
// first; rating_summary is the average vote as a percentage (a 5-star vote is 100).
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProductReviewRatingsMetadata, ProductReviews } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import type { ProductModel } from '../catalog/models';
import { encodeUid } from '../catalog/uid';
import { ReviewRepository } from './repository';

export type ProductReviewsResult = Omit<ProductReviews, 'items'> & {
  items: Array<
    Omit<ProductReviews['items'][number] & object, 'product'> & { product: ProductModel }
  >;
};

type Summary = Awaited<ReturnType<ReviewRepository['summaries']>>[number];

export class ReviewService {
  private readonly repository: ReviewRepository;
  /** One summary loader per request, so a listing asks for every product's summary at once. */
  private readonly summaryLoaders = new WeakMap<
    GraphQLContext,
    DataLoader<number, Summary | null>
  >();

  constructor(db: Kysely<Database>) {
    this.repository = new ReviewRepository(db);
  }

  private summary(context: GraphQLContext, productId: number): Promise<Summary | null> {
    let loader = this.summaryLoaders.get(context);
    if (!loader) {
      const storeViewId = context.store.storeView.id;
      loader = new DataLoader(async (ids: readonly number[]) => {
        const rows = await this.repository.summaries(ids, storeViewId);
        const byProduct = new Map(rows.map((row) => [row.product_id, row]));
        return ids.map((id) => byProduct.get(id) ?? null);
      });
      this.summaryLoaders.set(context, loader);
    }
    return loader.load(productId);
  }

  async ratingSummary(context: GraphQLContext, productId: number): Promise<number> {
    const row = await this.summary(context, productId);
    const votes = Number(row?.vote_count ?? 0);
    if (!row || votes === 0) return 0;
    // Percent with two decimals, from integers: sum × 20 / votes.
    return Math.round((Number(row.vote_sum) * 2000) / votes) / 100;
  }

  async reviewCount(context: GraphQLContext, productId: number): Promise<number> {
    const row = await this.summary(context, productId);
    return Number(row?.review_count ?? 0);
  }

  async reviews(
    context: GraphQLContext,
    product: ProductModel,
    args: { pageSize?: number | null; currentPage?: number | null },
  ): Promise<ProductReviewsResult> {
    const pageSize = args.pageSize ?? 20;
    const currentPage = args.currentPage ?? 1;
    // Magento's order: currentPage is checked before pageSize.
    if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
    if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
    const [rows, total] = await Promise.all([
      this.repository.page(product.id, context.store.storeView.id, {
        size: pageSize,
        offset: (currentPage - 1) * pageSize,
      }),
      this.reviewCount(context, product.id),
    ]);
    const votes = await this.repository.votes(rows.map((row) => row.id));
    return {
      page_info: {
        current_page: currentPage,
        page_size: pageSize,
        total_pages: Math.ceil(total / pageSize),
      },
      items: rows.map((row) => {
        const own = votes.filter((vote) => vote.review_id === row.id);
        const sum = own.reduce((total, vote) => total + vote.value, 0);
        return {
          nickname: row.nickname,
          summary: row.summary,
          text: row.text,
          created_at: new Date(row.created_at).toISOString().replace('T', ' ').slice(0, 19),
          average_rating: own.length === 0 ? 0 : Math.round((sum * 2000) / own.length) / 100,
          ratings_breakdown: own.map((vote) => ({ name: vote.code, value: String(vote.value) })),
          product,
        };
      }),
    };
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
