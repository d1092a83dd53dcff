// Navigation view models: the header menu (navigationMenuTreeList) and route() answers.

/** A menu node's image (spec: image_desktop_url, image_mobile_url, image_url, image_url_title). */
export interface MenuImage {
  /** Local /media/ paths; null when the node has none for that screen. */
  desktop: string | null;
  mobile: string | null;
  alt: string;
}

export interface MenuItem {
  key: string;
  label: string;
  /** Site path (INTERNAL, without locale prefix) or absolute URL (EXTERNAL); null when missing. */
  href: string | null;
  external: boolean;
  /** The node's css_classes, reduced to safe class names. */
  cssClasses: string[];
  image: MenuImage | null;
  children: MenuItem[];
}

interface RouteViewBase {
  /** Magento's UrlRewriteEntityTypeEnum: CATEGORY, PRODUCT, CMS_PAGE. */
  type: string | null;
  relativeUrl: string | null;
  /** 301 or 302 when the path moved; 0 otherwise. */
  redirectCode: number;
}

export interface CategoryRouteView extends RouteViewBase {
  kind: 'category';
  uid: string;
  name: string | null;
  /** Site path without locale prefix (url_path + url_suffix); null without a url_path. */
  href: string | null;
  displayMode: string | null;
  /** The category's listing offers quick shopping from the card (Loomfront extension). */
  isQuickshop: boolean;
  /** A CSS class the category page carries (Loomfront extension), e.g. category-bed-linen. */
  customClass: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  /** The category's ancestors, root first (Magento's breadcrumbs), as links. */
  breadcrumbs: Array<{ label: string; href: string }>;
}

export interface ProductRouteView extends RouteViewBase {
  kind: 'product';
  uid: string;
  urlKey: string | null;
}

/** A CMS page or a bare rewrite: served as a redirect or not at all. */
export interface OtherRouteView extends RouteViewBase {
  kind: 'other';
}

export type RouteView = CategoryRouteView | ProductRouteView | OtherRouteView;
