// SQL for approved reviews, their Rating votes and per-product summaries. A review belongs to
// one store view, or to every store view when its store_view_id is null.
import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReviewsTable } from './tables';

const inStoreView = (storeViewId: number) => (eb: ExpressionBuilder<Database, 'reviews'>) =>
  eb.or([eb('reviews.store_view_id', '=', storeViewId), eb('reviews.store_view_id', 'is', null)]);

export class ReviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Approved review count and average vote (1..5, as a numeric string) per product. */
  summaries(productIds: readonly number[], storeViewId: number) {
    return this.db
      .selectFrom('reviews')
      .leftJoin('review_rating_votes as v', 'v.review_id', 'reviews.id')
      .select((eb) => [
        'reviews.product_id',
        eb.fn.count<string>('reviews.id').distinct().as('review_count'),
        eb.fn.sum<string | null>('v.value').as('vote_sum'),
        eb.fn.count<string>('v.value').as('vote_count'),
      ])
      .where('reviews.product_id', 'in', productIds)
      .where('reviews.status', '=', 'approved')
      .where(inStoreView(storeViewId))
      .groupBy('reviews.product_id')
      .execute();
  }

  page(productId: number, storeViewId: number, page: { size: number; offset: number }) {
    return this.db
      .selectFrom('reviews')
      .selectAll()
      .where('product_id', '=', productId)
      .where('status', '=', 'approved')
      .where(inStoreView(storeViewId))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute();
  }

  votes(reviewIds: number[]) {
    if (reviewIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('review_rating_votes as v')
      .innerJoin('ratings as r', 'r.id', 'v.rating_id')
      .select(['v.review_id', 'r.code', 'v.value', 'r.position'])
      .where('v.review_id', 'in', reviewIds)
      .orderBy('r.position')
      .execute();
  }

  /** A customer's own reviews, whatever their status or store view, newest first. */
  customerPage(customerId: number, page: { size: number; offset: number }) {
    return this.db
      .selectFrom('reviews')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute();
  }

  async customerCount(customerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A review and its votes, in one transaction. */
  async insert(
    review: Omit<Insertable<ReviewsTable>, 'id' | 'created_at'>,
    votes: ReadonlyArray<{ rating_id: number; value: number }>,
  ) {
    const write = async (db: Kysely<Database>) => {
      const row = await db
        .insertInto('reviews')
        .values(review)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (votes.length > 0) {
        await db
          .insertInto('review_rating_votes')
          .values(votes.map((vote) => ({ ...vote, review_id: row.id })))
          .execute();
      }
      return row;
    };
    if (this.db.isTransaction) return write(this.db);
    return this.db.transaction().execute(write);
  }

  ratings() {
    return this.db
      .selectFrom('ratings')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }
}
