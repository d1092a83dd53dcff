import { describe, expect, it } from 'vitest';
import {
  parseFilters,
  parseItemsPerPage,
  parseListingQuery,
  parsePositiveInteger,
  parseSort,
  toSearchParams,
} from './listing-query';

describe('parseListingQuery', () => {
  it('uses page 1, 36 items and no sort when the query is empty', () => {
    expect(parseListingQuery(new URLSearchParams())).toEqual({
      page: 1,
      itemsPerPage: 36,
      sort: null,
      term: '',
      filters: {},
      utm: [],
    });
  });

  it('reads page, items per page, sort, term, filters and utm parameters', () => {
    const query = parseListingQuery(
      new URLSearchParams(
        'page=3&itemsPerPage=48&sort=price_DESC&term=+sateen+&filters=color:12&filters=size:7&utm_source=mail&utm_campaign=x',
      ),
    );
    expect(query).toEqual({
      page: 3,
      itemsPerPage: 48,
      sort: { field: 'price', direction: 'DESC' },
      term: 'sateen',
      filters: { color: ['12'], size: ['7'] },
      utm: [
        ['utm_source', 'mail'],
        ['utm_campaign', 'x'],
      ],
    });
  });
});

describe('parsePositiveInteger', () => {
  it.each(['abc', '2.5', '-1', '0', '', ' ', '1e3', '99999999999999999999'])(
    'falls back to the default for %j',
    (value) => {
      expect(parsePositiveInteger(value, 1)).toBe(1);
    },
  );

  it('accepts digits', () => {
    expect(parsePositiveInteger('12', 1)).toBe(12);
  });
});

describe('parseItemsPerPage', () => {
  it('accepts only the offered page sizes, so an old 12-per-page link shows 36', () => {
    expect([24, 36, 48, 12].map((n) => parseItemsPerPage(String(n)))).toEqual([24, 36, 48, 36]);
  });

  it('falls back to 36 for other or invalid values', () => {
    expect(parseItemsPerPage('1000')).toBe(36);
    expect(parseItemsPerPage('x')).toBe(36);
    expect(parseItemsPerPage(null)).toBe(36);
  });
});

describe('parseSort', () => {
  it('splits at the last underscore so field names keep their underscores', () => {
    expect(parseSort('stock_status_ASC')).toEqual({ field: 'stock_status', direction: 'ASC' });
    expect(parseSort('name_desc')).toEqual({ field: 'name', direction: 'DESC' });
  });

  it('ignores values without a field or a valid direction', () => {
    expect(parseSort('price')).toBeNull();
    expect(parseSort('_ASC')).toBeNull();
    expect(parseSort('price_UP')).toBeNull();
    expect(parseSort('')).toBeNull();
  });
});

describe('parseFilters', () => {
  it('groups repeated entries by code, keeps colons in values and drops duplicates and malformed entries', () => {
    const params = new URLSearchParams();
    ['color:1', 'color:2', 'color:1', 'category_uid:Mw==', 'x:a:b', ':5', 'size:'].forEach((f) =>
      params.append('filters', f),
    );
    expect(parseFilters(params)).toEqual({
      color: ['1', '2'],
      category_uid: ['Mw=='],
      x: ['a:b'],
    });
  });
});

describe('toSearchParams', () => {
  it('turns Next.js search params with arrays into URLSearchParams', () => {
    expect(toSearchParams({ a: '1', filters: ['x:1', 'y:2'], b: undefined }).toString()).toBe(
      'a=1&filters=x%3A1&filters=y%3A2',
    );
  });
});
