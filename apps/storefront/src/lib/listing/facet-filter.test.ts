import { describe, expect, it } from 'vitest';
import { buildProductFilter, parsePriceRange } from './facet-filter';

describe('buildProductFilter', () => {
  it('always filters categories with an in list, using the page category when no facet is chosen', () => {
    expect(buildProductFilter({}, { categoryUid: 'MTI=' })).toEqual({
      category_uid: { in: ['MTI='] },
    });
    expect(buildProductFilter({ category_uid: ['MTM='] }, { categoryUid: 'MTI=' })).toEqual({
      category_uid: { in: ['MTM='] },
    });
  });

  it('uses eq for a single value and in for several', () => {
    expect(buildProductFilter({ color: ['5'], size: ['1', '2'] })).toEqual({
      color: { eq: '5' },
      size: { in: ['1', '2'] },
    });
  });

  it('turns price values into one from/to range and stock status into values 1 and 3', () => {
    expect(buildProductFilter({ price: ['100_200', '0_50'], stock_status: ['1'] })).toEqual({
      price: { from: '0', to: '200' },
      stock_status: { in: ['1', '3'] },
    });
  });

  it('ignores empty selections and codes that are not attribute codes', () => {
    expect(buildProductFilter({ color: [], 'bad code': ['1'], 'x"}': ['2'] })).toEqual({});
  });
});

describe('parsePriceRange', () => {
  it('keeps open ends open', () => {
    expect(parsePriceRange(['50_'])).toEqual({ from: '50' });
    expect(parsePriceRange(['_100'])).toEqual({ to: '100' });
  });

  it('orders reversed bounds from smallest to largest', () => {
    expect(parsePriceRange(['300_100'])).toEqual({ from: '100', to: '300' });
  });

  it('returns null when no value is a valid range', () => {
    expect(parsePriceRange(['abc', '10-20', '_'])).toBeNull();
  });
});
