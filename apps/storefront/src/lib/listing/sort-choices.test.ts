import { describe, expect, it } from 'vitest';
import { effectiveSort, sortChoices } from './sort-choices';

const options = [
  { value: 'position', label: 'Position' },
  { value: 'name', label: 'Product Name' },
  { value: 'price', label: 'Price' },
];

describe('sortChoices', () => {
  it('offers position in one direction and other fields ascending and descending', () => {
    expect(sortChoices(options).map((c) => c.value)).toEqual([
      'position_ASC',
      'name_ASC',
      'name_DESC',
      'price_ASC',
      'price_DESC',
    ]);
  });
});

describe('effectiveSort', () => {
  it('keeps a requested sort the listing offers', () => {
    expect(effectiveSort({ field: 'price', direction: 'DESC' }, options, 'position')).toEqual({
      field: 'price',
      direction: 'DESC',
    });
  });

  it('falls back to the default field for unknown or missing sorts', () => {
    expect(effectiveSort({ field: 'sku', direction: 'ASC' }, options, 'position')).toEqual({
      field: 'position',
      direction: 'ASC',
    });
    expect(effectiveSort(null, [{ value: 'relevance', label: 'Relevance' }], 'relevance')).toEqual({
      field: 'relevance',
      direction: 'DESC',
    });
  });
});
