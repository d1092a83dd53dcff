import { describe, expect, it } from 'vitest';
import { priceBuckets, searchWords, suggestedSearch } from './search-rules';

describe('search rules', () => {
  it('keeps only words of letters and digits, so operators and quotes become plain data', () => {
    expect(searchWords("Sateen' OR 1=1; drop table products -- & !")).toEqual([
      'sateen',
      'or',
      '1',
      '1',
      'drop',
      'table',
      'products',
    ]);
    expect(searchWords('Überwurf Kaschmir')).toEqual(['überwurf', 'kaschmir']);
    expect(searchWords('&|!():*')).toEqual([]);
  });

  it('bounds the search text to 128 characters', () => {
    expect(searchWords('a'.repeat(500))).toEqual(['a'.repeat(128)]);
  });

  it('labels buckets from_to and from-to in major units', () => {
    expect(priceBuckets([{ bucket: 2, count: 3 }], 10_000)).toEqual([
      { value: '200_300', label: '200-300', count: 3 },
    ]);
  });
});

describe('suggestedSearch', () => {
  it('replaces a word no product knows by the closest name word', () => {
    expect(
      suggestedSearch([
        { word: 'satin', known: false, closest: 'sateen' },
        { word: 'pillow', known: true, closest: 'pillow' },
      ]),
    ).toBe('sateen pillow');
  });

  it('suggests nothing when every word is known', () => {
    expect(suggestedSearch([{ word: 'sateen', known: true, closest: 'sateen' }])).toBeNull();
  });

  it('suggests nothing when an unknown word has no close name word', () => {
    expect(suggestedSearch([{ word: 'zzzq', known: false, closest: null }])).toBeNull();
  });
});
