// Table types of the review module (migrations 0002 and 0015). db/tables.api.test.ts checks them against the
// migrated database.
import type { Generated } from 'kysely';
import type { TimestampWithDefault } from '../../db/column-types';

export interface RatingsTable {
  id: Generated<number>;
  code: string;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  store_view_id: number | null;
  /** The signed-in customer who wrote it (migration 0015); null for the seed's reviews. */
  customer_id: number | null;
  nickname: string;
  summary: string;
  text: string;
  status: Generated<'approved' | 'pending' | 'not_approved'>;
  created_at: TimestampWithDefault;
}

export interface ReviewRatingVotesTable {
  review_id: number;
  rating_id: number;
  value: number;
}

export interface ReviewTables {
  ratings: RatingsTable;
  reviews: ReviewsTable;
  review_rating_votes: ReviewRatingVotesTable;
}
