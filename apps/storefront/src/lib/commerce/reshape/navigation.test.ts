import { describe, expect, it } from 'vitest';
import type { RouteQuery } from '@/gql/graphql';
import { headerMenuView, routeView } from './navigation';

type Route = NonNullable<RouteQuery['route']>;

const category = {
  __typename: 'CategoryTree',
  type: 'CATEGORY',
  relative_url: 'bed-linen.html',
  redirect_code: 0,
  uid: 'Mw==',
  name: 'Bed Linen',
  url_path: 'bed-linen',
  url_suffix: '.html',
  display_mode: 'PRODUCTS_AND_PAGE',
  is_quickshop: true,
  custom_class: 'category-bed-linen',
  description: '<p>Sateen</p>',
  meta_title: null,
  meta_description: 'Bed linen',
  meta_keywords: null,
  breadcrumbs: null,
} as Route;

describe('routeView', () => {
  it('gives a category its site path and page fields, quick shop and custom class included', () => {
    expect(routeView({ route: category })).toEqual({
      kind: 'category',
      type: 'CATEGORY',
      relativeUrl: 'bed-linen.html',
      redirectCode: 0,
      uid: 'Mw==',
      name: 'Bed Linen',
      href: '/bed-linen.html',
      displayMode: 'PRODUCTS_AND_PAGE',
      isQuickshop: true,
      customClass: 'category-bed-linen',
      description: '<p>Sateen</p>',
      metaTitle: null,
      metaDescription: 'Bed linen',
      metaKeywords: null,
      breadcrumbs: [],
    });
  });

  it("links a category's ancestors as breadcrumbs, with the store's suffix", () => {
    const child = {
      ...category,
      breadcrumbs: [
        { category_uid: 'Mg==', category_name: 'Bed Linen', category_url_path: 'bed-linen' },
        { category_uid: 'OQ==', category_name: null, category_url_path: 'nameless' },
      ],
    } as Route;
    expect(routeView({ route: child })).toMatchObject({
      breadcrumbs: [{ label: 'Bed Linen', href: '/bed-linen.html' }],
    });
  });

  it('tells a product by its url_key and anything else as other', () => {
    const product = {
      __typename: 'SimpleProduct',
      type: 'PRODUCT',
      relative_url: 'nobilis-pillow',
      redirect_code: 0,
      uid: 'MQ==',
      sku: 'LF-1',
      url_key: 'nobilis-pillow',
    } as Route;
    expect(routeView({ route: product })).toMatchObject({
      kind: 'product',
      urlKey: 'nobilis-pillow',
    });
    const moved = {
      __typename: 'RoutableUrl',
      type: 'CMS_PAGE',
      relative_url: 'about',
      redirect_code: 301,
    } as Route;
    expect(routeView({ route: moved })).toEqual({
      kind: 'other',
      type: 'CMS_PAGE',
      relativeUrl: 'about',
      redirectCode: 301,
    });
  });

  it('answers null when the path names nothing', () => {
    expect(routeView({ route: null })).toBeNull();
  });
});

describe('headerMenuView', () => {
  it('takes the items of the first menu tree', () => {
    const menu = headerMenuView({
      navigationMenuTreeList: [
        {
          identifier: 'header_navigation',
          children: [
            {
              label: 'Duvets',
              level: 1,
              url: 'duvets',
              url_type: 'INTERNAL',
              css_classes: 'menu-duvets',
              image_desktop_url: null,
              image_mobile_url: null,
              image_url: null,
              image_url_title: null,
              children: [],
            },
          ],
        },
      ],
    });
    expect(menu).toEqual([
      {
        key: '0',
        label: 'Duvets',
        href: '/duvets',
        external: false,
        cssClasses: ['menu-duvets'],
        image: null,
        children: [],
      },
    ]);
    expect(headerMenuView({ navigationMenuTreeList: null })).toEqual([]);
  });
});
