// The desktop menu's tree as it travels to the browser: the RSC payload carries props as JSON, so
// defaults (no link class, no image, no children, internal link) are left out and keys are short.
// The menu shows from 1024 px only, so a node's image is its desktop file (the mobile one as
// fallback); its alt text is not needed, the picture being decorative beside the label.
import type { MenuItem } from '@/lib/commerce/types/navigation';

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
  /** the desktop image's path, when any */
  i?: string;
  /** children, when any */
  n?: PackedMenuItem[];
}

export function packMenu(items: readonly MenuItem[]): PackedMenuItem[] {
  return items.map((item) => {
    const image = item.image?.desktop ?? item.image?.mobile;
    return {
      k: item.key,
      l: item.label,
      ...(item.href ? { h: item.href } : {}),
      ...(item.external ? { x: 1 as const } : {}),
      ...(item.cssClasses.length ? { c: item.cssClasses } : {}),
      ...(image ? { i: image } : {}),
      ...(item.children.length ? { n: packMenu(item.children) } : {}),
    };
  });
}

export function unpackMenu(packed: readonly PackedMenuItem[]): MenuItem[] {
  return packed.map((node) => ({
    key: node.k,
    label: node.l,
    href: node.h ?? null,
    external: node.x === 1,
    cssClasses: node.c ?? [],
    image: node.i ? { desktop: node.i, mobile: null, alt: '' } : null,
    children: unpackMenu(node.n ?? []),
  }));
}
