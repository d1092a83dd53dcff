// NavigationMenu and Route answers → the header menu and the route view.
import type { NavigationMenuQuery, RouteQuery } from '@/gql/graphql';
import { categoryPath } from '@/lib/catalog/links';
import { menuItems } from '@/lib/catalog/menu';
import type { MenuItem, RouteView } from '@/lib/commerce/types/navigation';

/** navigationMenuTreeList: the first (header_navigation) tree's items. */
export function headerMenuView(data: NavigationMenuQuery): MenuItem[] {
  return menuItems(data.navigationMenuTreeList?.[0]?.children);
}

/** route(): null when the path names nothing. */
export function routeView(data: RouteQuery): RouteView | null {
  const route = data.route;
  if (!route) return null;
  const base = {
    type: route.type,
    relativeUrl: route.relative_url,
    redirectCode: route.redirect_code,
  };
  if (route.__typename === 'CategoryTree') {
    return {
      ...base,
      kind: 'category',
      uid: route.uid,
      name: route.name,
      href: categoryPath(route),
      displayMode: route.display_mode,
      isQuickshop: route.is_quickshop === true,
      customClass: route.custom_class || null,
      description: route.description,
      metaTitle: route.meta_title,
      metaDescription: route.meta_description,
      metaKeywords: route.meta_keywords,
      breadcrumbs: (route.breadcrumbs ?? []).flatMap((crumb) => {
        const href = crumb?.category_url_path
          ? categoryPath({ url_path: crumb.category_url_path, url_suffix: route.url_suffix })
          : null;
        return crumb?.category_name && href ? [{ label: crumb.category_name, href }] : [];
      }),
    };
  }
  if ('url_key' in route)
    return { ...base, kind: 'product', uid: route.uid, urlKey: route.url_key };
  return { ...base, kind: 'other' };
}
