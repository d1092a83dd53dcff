// Reviews, URL rewrites and a CMS page on top of the catalog fixture.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CatalogFixture } from './fixtures';

export async function insertContentFixture(
  db: Kysely<Database>,
  fixture: CatalogFixture,
): Promise<void> {
  const { pillowcase } = fixture.products;
  const rating = (
    await db
      .insertInto('ratings')
      .values({ code: 'Rating', position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const review = async (
    nickname: string,
    status: 'approved' | 'pending',
    vote: number,
    createdAt: string,
  ) => {
    const id = (
      await db
        .insertInto('reviews')
        .values({
          product_id: pillowcase,
          nickname,
          summary: `${nickname} says`,
          text: `Lovely sateen, by ${nickname}.`,
          status,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('review_rating_votes')
      .values({ review_id: id, rating_id: rating, value: vote })
      .execute();
  };
  await review('Anna', 'approved', 5, '2026-01-10T10:00:00Z');
  await review('Ben', 'approved', 4, '2026-02-10T10:00:00Z');
  await review('Spam', 'pending', 1, '2026-03-10T10:00:00Z');

  await db
    .insertInto('url_rewrites')
    .values([
      {
        entity_type: 'product',
        entity_id: pillowcase,
        request_path: 'aurelia-sateen-pillowcase',
        target_path: 'aurelia-sateen-pillowcase',
      },
      {
        entity_type: 'product',
        entity_id: pillowcase,
        request_path: 'old-pillowcase',
        target_path: 'aurelia-sateen-pillowcase',
        redirect_code: 301,
      },
      {
        entity_type: 'category',
        entity_id: fixture.categories.sateen,
        request_path: 'sateen-sale',
        target_path: 'bed-linen/sateen',
        redirect_code: 302,
      },
    ])
    .execute();
  await db
    .insertInto('cms_pages')
    .values({ identifier: 'about-us', title: 'About us', content: '<p>Since 1906.</p>' })
    .execute();
}
