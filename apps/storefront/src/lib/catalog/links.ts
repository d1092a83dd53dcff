// Catalog link building (presentation-discovery §2 "Header and menus").

export interface CategoryLinkInput {
  url_path?: string | null;
  url_suffix?: string | null;
}

export interface ProductLinkInput {
  url_key?: string | null;
  url_rewrites?: ReadonlyArray<{ url?: string | null } | null | undefined> | null;
}

function withLeadingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** Slash + url_path + url_suffix; null without a url_path. */
export function categoryPath(category: CategoryLinkInput): string | null {
  if (!category.url_path) return null;
  return withLeadingSlash(`${category.url_path}${category.url_suffix ?? ''}`);
}

/** The first url rewrite, else the url_key; null when the product has neither. */
export function productPath(product: ProductLinkInput): string | null {
  const rewrite = product.url_rewrites?.find((r) => r?.url)?.url;
  const path = rewrite ?? product.url_key;
  return path ? withLeadingSlash(path) : null;
}

/** Links starting with a slash or hash stay in the app; anything else renders as a plain anchor. */
export function isAppLink(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}
