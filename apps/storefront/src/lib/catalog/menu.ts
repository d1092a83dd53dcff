// The header menu tree (navigationMenuTreeList, header_navigation) as render-ready items.
import type { MenuImage, MenuItem } from '@/lib/commerce/types/navigation';
import { toLocalMediaPath } from '@/lib/media/media-url';

export const HEADER_MENU_IDENTIFIER = 'header_navigation';
export const MENU_HOVER_DELAY_MS = 150;

export interface MenuNodeInput {
  label: string;
  url?: string | null;
  url_type: 'INTERNAL' | 'EXTERNAL';
  css_classes?: string | null;
  image_desktop_url?: string | null;
  image_mobile_url?: string | null;
  image_url?: string | null;
  image_url_title?: string | null;
  children?: (MenuNodeInput | null)[] | null;
}

/** css_classes come from the CMS: only plain class names pass (no Tailwind arbitrary values). */
export function menuCssClasses(value: string | null | undefined): string[] {
  return (value ?? '').split(/\s+/).filter((name) => /^[a-z][a-z0-9_-]{0,40}$/i.test(name));
}

/**
 * The node's image: image_desktop_url on wide screens, image_mobile_url on phones, each falling
 * back to image_url; only commerce media (served locally) is shown.
 */
export function menuImage(node: MenuNodeInput): MenuImage | null {
  const fallback = toLocalMediaPath(node.image_url);
  const desktop = toLocalMediaPath(node.image_desktop_url) ?? fallback;
  const mobile = toLocalMediaPath(node.image_mobile_url) ?? fallback;
  if (!desktop && !mobile) return null;
  return { desktop, mobile, alt: node.image_url_title?.trim() || node.label };
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
        cssClasses: menuCssClasses(node.css_classes),
        image: menuImage(node),
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
