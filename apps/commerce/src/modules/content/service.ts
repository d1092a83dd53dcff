// Content rules: navigation menus as trees of enabled nodes, with absolute image URLs and
// INTERNAL urls as storefront paths starting with a slash.
import type { RequestContext } from '../../context/request-context';
import type {
  NavigationMenuTreeFilterInput,
  NavigationMenuNode,
  NavigationMenuTree,
} from '../../generated/graphql';
import { equalValues } from '../../input/filters';
import { mediaUrl } from '../catalog/media';
import type { MenuRepository } from './repository';

type MenuNode = NavigationMenuNode & { children: NavigationMenuNode[] };

/**
 * The storefront renders links that do not start with a slash or hash as plain anchors
 * (presentation-discovery §2), so an INTERNAL url entered without its slash gets one.
 */
export function internalMenuUrl(url: string | null): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  return trimmed.startsWith('/') || trimmed.startsWith('#') ? trimmed : `/${trimmed}`;
}

export class ContentService {
  constructor(private readonly menuRepository: MenuRepository) {}

  /** navigationMenuTreeList: menus by identifier (eq/in) and enabled flag; no filter, all. */
  async menus(
    context: RequestContext,
    filter: NavigationMenuTreeFilterInput | null | undefined,
  ): Promise<NavigationMenuTree[]> {
    const identifier = equalValues(filter?.identifier);
    const enabled = filter?.enabled?.eq;
    const rows = await this.menuRepository.menuNodes(context.store.storeView.id, {
      ...(identifier ? { identifier } : {}),
      ...(enabled === undefined || enabled === null ? {} : { enabled }),
    });
    const media = (file: string | null) => mediaUrl(context.mediaBaseUrl, file);
    const menus = new Map<number, NavigationMenuTree>();
    const nodes = new Map<number, MenuNode>();
    const parents: Array<[number | null, number, number]> = [];
    for (const row of rows) {
      if (!menus.has(row.menu_id))
        menus.set(row.menu_id, { identifier: row.identifier, title: row.title, children: [] });
      if (row.id === null || row.label === null) continue;
      const external = row.url_type === 'external';
      nodes.set(row.id, {
        label: row.label,
        url: external ? row.url : internalMenuUrl(row.url),
        url_type: external ? 'EXTERNAL' : 'INTERNAL',
        css_classes: row.css_classes,
        image_desktop_url: media(row.image_desktop_url),
        image_mobile_url: media(row.image_mobile_url),
        image_url: media(row.image_url),
        image_url_title: row.image_url_title,
        level: row.level ?? 1,
        children: [],
      });
      parents.push([row.parent_id, row.id, row.menu_id]);
    }
    // Rows come by position, so appending keeps siblings in order; a node whose parent is
    // disabled is dropped with it.
    for (const [parentId, id, menuId] of parents) {
      const node = nodes.get(id)!;
      if (parentId === null) menus.get(menuId)!.children.push(node);
      else nodes.get(parentId)?.children.push(node);
    }
    return [...menus.values()];
  }
}
