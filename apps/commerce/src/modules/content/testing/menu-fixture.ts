// A small header menu for the content API tests: two top-level nodes out of position order, four
// levels, an external link, a disabled node, a disabled second menu, INTERNAL urls with and
// without their leading slash, and images both as media paths and as absolute URLs.
// Replaces any seeded menu.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export async function insertMenuFixture(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('navigation_menus').execute();
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
      image: string;
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
          image_mobile_url: extra.image ?? null,
          image_url: extra.image ?? null,
          image_url_title: extra.image ? `${label} image` : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const bedLinen = await node('Bed Linen', null, 1, 2, { url: 'bed-linen' });
  await node('Duvets', null, 1, 1, { url: '/duvets' });
  const sateen = await node('Sateen', bedLinen, 2, 1, {
    url: 'bed-linen/sateen',
    css_classes: 'highlight',
    image: 'menu/sateen.webp',
  });
  const white = await node('White sateen', sateen, 3, 1, { url: 'bed-linen/sateen?color=white' });
  await node('Aurelia', white, 4, 1, { url: 'aurelia-pillowcase' });
  await node('Journal', bedLinen, 2, 2, { url: 'https://journal.example', url_type: 'external' });
  await node('Hidden', bedLinen, 2, 3, { is_enabled: false });
}
