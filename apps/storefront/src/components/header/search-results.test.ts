import { describe, expect, it } from 'vitest';
import { categoryHits, searchableTerm, searchesCategories } from './search-results';

describe('search overlay results', () => {
  it('links categories by their path and leaves out those without a link or name', () => {
    const categories = {
      categoryList: [
        { uid: 'Mw==', name: 'Duvets', href: '/duvets', url_path: 'duvets' },
        { uid: 'MQ==', name: 'Default Category', href: null, url_path: null },
        { uid: 'NA==', name: null, href: '/nameless', url_path: 'nameless' },
      ],
    };
    expect(categoryHits(categories)).toEqual([
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
