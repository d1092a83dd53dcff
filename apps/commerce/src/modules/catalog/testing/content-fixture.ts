// Reviews, the header menu, URL rewrites and a CMS page on top of the catalog fixture.
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

  const menu = (
    await db
      .insertInto('navigation_menus')
      .values({ identifier: 'header_navigation', title: 'Header' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('navigation_menus')
    .values({ identifier: 'footer_navigation', is_enabled: false })
    .execute();
  const node = async (
    label: string,
    parentId: number | null,
    level: number,
    position: number,
    extra: Partial<{
      url: string;
      url_type: 'internal' | 'external';
      is_enabled: boolean;
      css_classes: string;
    }> = {},
  ) =>
    (
      await db
        .insertInto('navigation_menu_nodes')
        .values({
          menu_id: menu,
          parent_id: parentId,
          label,
          level,
          position,
          url: extra.url ?? null,
          url_type: extra.url_type ?? 'internal',
          is_enabled: extra.is_enabled ?? true,
          css_classes: extra.css_classes ?? null,
          image_desktop_url: level === 2 ? 'https://cdn.example/menu-desktop.webp' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const bedLinen = await node('Bed Linen', null, 1, 2, { url: 'bed-linen' });
  await node('Duvets', null, 1, 1, { url: 'duvets' });
  const sateen = await node('Sateen', bedLinen, 2, 1, {
    url: 'bed-linen/sateen',
    css_classes: 'highlight',
  });
  const white = await node('White sateen', sateen, 3, 1, { url: 'bed-linen/sateen?color=white' });
  await node('Aurelia', white, 4, 1, { url: 'aurelia-pillowcase' });
  await node('Journal', bedLinen, 2, 2, { url: 'https://journal.example', url_type: 'external' });
  await node('Hidden', bedLinen, 2, 3, { is_enabled: false });

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
