import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  searchTermPath,
  withSelection,
  toggleFilterValue,
  withFilterValues,
  withItemsPerPage,
  withPage,
  withSort,
} from './listing-url';

const params = (text: string) => new URLSearchParams(text);

describe('listing URL changes', () => {
  it('writes the page and leaves page 1 out of the URL', () => {
    expect(withPage(params('utm_source=a'), 3)).toBe('?utm_source=a&page=3');
    expect(withPage(params('page=3&term=x'), 1)).toBe('?term=x');
  });

  it('resets the page when the items per page change and leaves the default size out', () => {
    expect(withItemsPerPage(params('page=4&utm_medium=m'), 24)).toBe(
      '?utm_medium=m&itemsPerPage=24',
    );
    expect(withItemsPerPage(params('itemsPerPage=24&page=2'), 36)).toBe('');
  });

  it('writes the sort as field_DIRECTION and resets the page', () => {
    expect(withSort(params('page=2'), { field: 'price', direction: 'ASC' })).toBe(
      '?sort=price_ASC',
    );
    expect(withSort(params('sort=name_ASC&term=t'), null)).toBe('?term=t');
  });

  it('replaces one facet selection, keeps the others and resets the page', () => {
    const next = withFilterValues(
      params('filters=color:1&filters=size:2&page=5&utm_source=s'),
      'color',
      ['3', '4'],
    );
    expect(new URLSearchParams(next).getAll('filters')).toEqual(['size:2', 'color:3', 'color:4']);
    expect(new URLSearchParams(next).get('page')).toBeNull();
    expect(new URLSearchParams(next).get('utm_source')).toBe('s');
  });

  it('toggles a facet value on and off', () => {
    expect(toggleFilterValue(params(''), 'size', '7', [])).toBe('?filters=size%3A7');
    expect(toggleFilterValue(params('filters=size:7'), 'size', '7', ['7'])).toBe('');
  });

  it('keeps only term, itemsPerPage and utm parameters when filters are cleared', () => {
    expect(
      clearFilters(
        params('term=duvet&itemsPerPage=48&page=2&sort=name_ASC&filters=color:1&utm_source=x'),
      ),
    ).toBe('?term=duvet&itemsPerPage=48&utm_source=x');
  });

  it('builds the search-term URL with the default page size, one the select offers', () => {
    expect(searchTermPath(' silk pillow ')).toBe('/search?term=silk+pillow');
  });
});

describe('withSelection', () => {
  it('replaces every filter at once and starts from the first page', () => {
    expect(
      withSelection(new URLSearchParams('page=3&filters=color:1&utm_source=x'), {
        size: ['7', '8'],
      }),
    ).toBe('?utm_source=x&filters=size%3A7&filters=size%3A8');
  });
});
