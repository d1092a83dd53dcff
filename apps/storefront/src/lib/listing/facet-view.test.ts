import { describe, expect, it } from 'vitest';
import { filterChips, foldedOptions, priceBucketParts, toggleSelection } from './facet-view';

const facets = [
  {
    code: 'size',
    label: 'Size',
    options: [
      { value: '7', label: 'King', count: 3, swatch: null },
      { value: '8', label: 'Queen', count: 2, swatch: null },
    ],
  },
  { code: 'price', label: 'Price', options: [] },
];

describe('priceBucketParts', () => {
  it('names both ends of a bucket in the storefront currency', () => {
    expect(priceBucketParts('0_100', 'USD', 'en-US')).toEqual({ from: '$0', to: '$100' });
  });

  it('writes the amounts as Austrians read them', () => {
    const parts = priceBucketParts('100_200', 'EUR', 'de-AT');
    expect(parts?.to).toMatch(/^€\s200$/);
  });

  it('keeps cents when a bound has them and leaves an open end empty', () => {
    expect(priceBucketParts('49.5_', 'EUR', 'en-IE')).toEqual({ from: '€49.50', to: null });
  });

  it('refuses values that are not buckets', () => {
    expect(priceBucketParts('cheap', 'EUR', 'en-IE')).toBeNull();
    expect(priceBucketParts('_', 'EUR', 'en-IE')).toBeNull();
  });
});

describe('filterChips', () => {
  it('gives each selected value a chip labelled with its facet and option', () => {
    expect(filterChips({ size: ['8', '7'] }, facets)).toEqual([
      { code: 'size', value: '8', facetLabel: 'Size', label: 'Queen' },
      { code: 'size', value: '7', facetLabel: 'Size', label: 'King' },
    ]);
  });

  it('shows the raw value of a selection no facet offers any more', () => {
    expect(filterChips({ color: ['12'] }, facets)).toEqual([
      { code: 'color', value: '12', facetLabel: 'color', label: '12' },
    ]);
  });
});

describe('foldedOptions', () => {
  const options = Array.from({ length: 11 }, (_, i) => ({ value: String(i) }));

  it('folds a long facet after the first six options', () => {
    expect(foldedOptions(options, [])).toMatchObject({ hidden: 5 });
    expect(foldedOptions(options, []).visible).toHaveLength(6);
  });

  it('keeps a selected option visible even when it is folded away', () => {
    const { visible, hidden } = foldedOptions(options, ['9']);
    expect(visible.map((o) => o.value)).toContain('9');
    expect(hidden).toBe(4);
  });

  it('does not fold away a single option', () => {
    expect(foldedOptions(options.slice(0, 7), []).hidden).toBe(0);
  });
});

describe('toggleSelection', () => {
  it('ticks an unticked value and leaves other facets alone', () => {
    expect(toggleSelection({ color: ['1'] }, 'size', '7')).toEqual({ color: ['1'], size: ['7'] });
  });

  it('unticks a ticked value', () => {
    expect(toggleSelection({ size: ['7', '8'] }, 'size', '7')).toEqual({ size: ['8'] });
  });
});
