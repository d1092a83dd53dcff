// The header menu tree (navigationMenuTreeList, header_navigation) as render-ready items.
import type { MenuItem } from '@/lib/commerce/types/navigation';

export const HEADER_MENU_IDENTIFIER = 'header_navigation';
export const MENU_HOVER_DELAY_MS = 150;

export interface MenuNodeInput {
  label: string;
  url?: string | null;
  url_type: 'INTERNAL' | 'EXTERNAL';
  children?: (MenuNodeInput | null)[] | null;
}

/** INTERNAL urls may come with or without their leading slash; EXTERNAL must be http(s). */
function menuHref(node: MenuNodeInput): string | null {
  const url = node.url?.trim();
  if (!url) return null;
  if (node.url_type === 'EXTERNAL') return /^https?:\/\//i.test(url) ? url : null;
  if (url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return url.startsWith('/') ? url : `/${url}`;
}

export function menuItems(
  nodes: readonly (MenuNodeInput | null)[] | null | undefined,
  prefix = '',
): MenuItem[] {
  return (nodes ?? []).flatMap((node, index) => {
    if (!node?.label) return [];
    const key = `${prefix}${index}`;
    return [
      {
        key,
        label: node.label,
        href: menuHref(node),
        external: node.url_type === 'EXTERNAL',
        children: menuItems(node.children, `${key}-`),
      },
    ];
  });
}

/**
 * Index of the top-level entry ArrowLeft/ArrowRight/Home/End move to, wrapping around and skipping
 * entries that cannot take focus (a leaf without a link); null for other keys or when none can.
 */
export function nextMenuIndex(
  current: number,
  count: number,
  key: string,
  canFocus: (index: number) => boolean = () => true,
): number | null {
  if (count === 0) return null;
  const step =
    key === 'ArrowRight' || key === 'Home' ? 1 : key === 'ArrowLeft' || key === 'End' ? -1 : 0;
  if (step === 0) return null;
  // Home searches forward from the first entry, End backward from the last.
  let index = key === 'Home' ? 0 : key === 'End' ? count - 1 : (current + step + count) % count;
  for (let tried = 0; tried < count; tried += 1) {
    if (canFocus(index)) return index;
    index = (index + step + count) % count;
  }
  return null;
}
