// The desktop menu's tree as it travels to the browser: the RSC payload carries props as JSON, so
// defaults (no link class, no image, no children, internal link) are left out and keys are short.
import type { MenuImage, MenuItem } from '@/lib/commerce/types/navigation';

export interface PackedMenuItem {
  /** key */
  k: string;
  /** label */
  l: string;
  /** href, when the node has one */
  h?: string;
  /** external: present only when true */
  x?: 1;
  /** css classes, when any */
  c?: string[];
  /** image, when any */
  i?: MenuImage;
  /** children, when any */
  n?: PackedMenuItem[];
}

export function packMenu(items: readonly MenuItem[]): PackedMenuItem[] {
  return items.map((item) => ({
    k: item.key,
    l: item.label,
    ...(item.href ? { h: item.href } : {}),
    ...(item.external ? { x: 1 as const } : {}),
    ...(item.cssClasses.length ? { c: item.cssClasses } : {}),
    ...(item.image ? { i: item.image } : {}),
    ...(item.children.length ? { n: packMenu(item.children) } : {}),
  }));
}

export function unpackMenu(packed: readonly PackedMenuItem[]): MenuItem[] {
  return packed.map((node) => ({
    key: node.k,
    label: node.l,
    href: node.h ?? null,
    external: node.x === 1,
    cssClasses: node.c ?? [],
    image: node.i ?? null,
    children: unpackMenu(node.n ?? []),
  }));
}
