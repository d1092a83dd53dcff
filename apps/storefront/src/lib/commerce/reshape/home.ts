// HomeCategories answers → the home page's category tiles.
import type { HomeCategoriesQuery } from '@/gql/graphql';
import type { HomeCategory } from '@/lib/commerce/types/home';
import { toLocalMediaPath } from '@/lib/media/media-url';

/** Main categories that stay on the site and have a picture, in menu order. */
export function homeCategoriesView(data: HomeCategoriesQuery): HomeCategory[] {
  const nodes = data.navigationMenuTreeList?.[0]?.children ?? [];
  return nodes.flatMap((node, index) => {
    if (!node || node.url_type !== 'INTERNAL' || !node.url?.startsWith('/')) return [];
    const tileImage = toLocalMediaPath(node.image_url ?? node.image_mobile_url);
    if (!tileImage) return [];
    return [
      {
        key: `${index}:${node.url}`,
        label: node.label,
        href: node.url,
        bannerImage: toLocalMediaPath(node.image_desktop_url),
        tileImage,
        imageAlt: node.image_url_title ?? node.label,
      },
    ];
  });
}
