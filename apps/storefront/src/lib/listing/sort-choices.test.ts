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

  it('names the usual sorts in shopper words instead of field and direction', () => {
    expect(sortChoices(options).map((c) => c.labelKey)).toEqual([
      'featured',
      'nameAsc',
      'nameDesc',
      'priceAsc',
      'priceDesc',
    ]);
  });

  it('offers relevance only when a search term ranks the results', () => {
    const withRelevance = [...options, { value: 'relevance', label: 'Relevance' }];
    expect(sortChoices(withRelevance, { hasTerm: false }).map((c) => c.field)).not.toContain(
      'relevance',
    );
    expect(sortChoices(withRelevance, { hasTerm: true }).at(-1)?.value).toBe('relevance_DESC');
  });

  it('offers Newest as one choice, newest first, named in shopper words', () => {
    const withNewest = [...options, { value: 'news_from_date', label: 'Neuheiten' }];
    const newest = sortChoices(withNewest).filter((c) => c.field === 'news_from_date');
    expect(newest).toEqual([
      {
        value: 'news_from_date_DESC',
        field: 'news_from_date',
        label: 'Neuheiten',
        direction: 'DESC',
        labelKey: 'newest',
      },
    ]);
  });

  it('falls back to newest first when the default sort is news_from_date', () => {
    const withNewest = [...options, { value: 'news_from_date', label: 'Newest' }];
    expect(effectiveSort(null, withNewest, 'news_from_date')).toEqual({
      field: 'news_from_date',
      direction: 'DESC',
    });
  });

  it("leaves fields it has no words for to commerce's label", () => {
    expect(sortChoices([{ value: 'rating', label: 'Rating' }])[0]?.labelKey).toBeNull();
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
