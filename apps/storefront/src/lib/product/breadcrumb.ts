// The product page's breadcrumb: the full path of the product's deepest category, top level first
// (Magento's CategoryInterface.breadcrumbs lists a category's ancestors).
import type { BreadcrumbStep } from '@/lib/commerce/types/product';

export interface CategoryWithAncestors {
  name: string;
  urlPath: string;
  /** Ancestors as Magento's breadcrumbs give them; their order is not trusted. */
  ancestors: readonly { name: string; urlPath: string }[];
}

const depth = (urlPath: string) => urlPath.split('/').length;

/**
 * The path to the deepest of the product's categories (the first one on a tie). An ancestor the
 * answer leaves out of `ancestors` is taken from the product's other categories when it is one of
 * them; a step still unknown is skipped rather than invented.
 */
export function categoryTrail(categories: readonly CategoryWithAncestors[]): BreadcrumbStep[] {
  const deepest = categories.reduce<CategoryWithAncestors | null>(
    (best, c) => (!best || depth(c.urlPath) > depth(best.urlPath) ? c : best),
    null,
  );
  if (!deepest) return [];
  const known = new Map<string, string>();
  for (const c of categories) known.set(c.urlPath, c.name);
  for (const a of deepest.ancestors) known.set(a.urlPath, a.name);
  const segments = deepest.urlPath.split('/');
  return segments.flatMap((_, index) => {
    const urlPath = segments.slice(0, index + 1).join('/');
    const name = index === segments.length - 1 ? deepest.name : known.get(urlPath);
    return name ? [{ name, urlPath }] : [];
  });
}
