import { describe, expect, it } from 'vitest';
import type { CategorySearchQuery, ProductSearchQuery } from '@/gql/graphql';
import { categoryListView, productSearchHits } from './search';

describe('productSearchHits', () => {
  it('links products by url rewrite, maps their thumbnails to local media and keeps the price', () => {
    const data = {
      products: {
        total_count: 1,
        items: [
          {
            uid: 'MQ==',
            name: 'Woolux Merino Duvet',
            url_key: 'woolux-merino-duvet',
            url_rewrites: [{ url: 'woolux-merino-duvet' }],
            __typename: 'SimpleProduct',
            product_thumbnail: { url: 'http://c/media/a.webp', label: null },
            price_range: {
              minimum_price: {
                regular_price: { value: 349, currency: 'EUR' },
                final_price: { value: 299, currency: 'EUR' },
              },
            },
          },
          null,
        ],
      },
    } as ProductSearchQuery;
    expect(productSearchHits(data)).toEqual([
      {
        key: 'MQ==',
        label: 'Woolux Merino Duvet',
        href: '/woolux-merino-duvet',
        image: '/media/a.webp',
        price: {
          typename: 'SimpleProduct',
          priceRange: {
            minimum_price: {
              regular_price: { value: 349, currency: 'EUR' },
              final_price: { value: 299, currency: 'EUR' },
            },
          },
        },
      },
    ]);
  });
});

describe('categoryListView', () => {
  it('links categories by url_path and suffix and keeps url_path for middleware callers', () => {
    const data = {
      categoryList: [
        { uid: 'Mw==', name: 'Duvets', url_path: 'duvets', url_suffix: '.html' },
        null,
      ],
    } as CategorySearchQuery;
    expect(categoryListView(data)).toEqual({
      categoryList: [{ uid: 'Mw==', name: 'Duvets', href: '/duvets.html', url_path: 'duvets' }],
    });
  });

  it('keeps a root category, which has no path, without a link', () => {
    const data = {
      categoryList: [{ uid: 'MQ==', name: 'Default Category', url_path: null, url_suffix: null }],
    } as CategorySearchQuery;
    expect(categoryListView(data).categoryList).toEqual([
      { uid: 'MQ==', name: 'Default Category', href: null, url_path: null },
    ]);
  });

  it('answers an empty list when commerce answers none', () => {
    expect(categoryListView({ categoryList: null })).toEqual({ categoryList: [] });
  });
});
