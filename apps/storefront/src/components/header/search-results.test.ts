import { describe, expect, it } from 'vitest';
import type { CategorySearchQuery, ProductSearchQuery } from '@/gql/graphql';
import { categoryHits, productHits, searchableTerm, searchesCategories } from './search-results';

describe('search overlay results', () => {
  it('links products by url rewrite and maps their thumbnails to local media', () => {
    const data = {
      products: {
        total_count: 1,
        items: [
          {
            uid: 'MQ==',
            name: 'Woolux Merino Duvet',
            url_key: 'woolux-merino-duvet',
            url_rewrites: [{ url: 'woolux-merino-duvet' }],
            product_thumbnail: { url: 'http://c/media/a.webp', label: null },
          },
          null,
        ],
      },
    } as ProductSearchQuery;
    expect(productHits(data)).toEqual([
      {
        key: 'MQ==',
        label: 'Woolux Merino Duvet',
        href: '/woolux-merino-duvet',
        image: '/media/a.webp',
      },
    ]);
  });

  it('links categories by url_path and suffix', () => {
    const data = {
      categoryList: [{ uid: 'Mw==', name: 'Duvets', url_path: 'duvets', url_suffix: '' }],
    } as CategorySearchQuery;
    expect(categoryHits(data)).toEqual([
      { key: 'Mw==', label: 'Duvets', href: '/duvets', image: null },
    ]);
    expect(categoryHits(null)).toEqual([]);
  });

  it('searches from two characters and bounds the term', () => {
    expect(searchableTerm(' a ')).toBeNull();
    expect(searchableTerm(' silk ')).toBe('silk');
    expect(searchableTerm('x'.repeat(500))?.length).toBe(128);
  });

  it('looks for categories only from three characters, as Magento matches names', () => {
    expect(searchesCategories('sa')).toBe(false);
    expect(searchesCategories('sat')).toBe(true);
  });
});
