import { describe, expect, it } from 'vitest';
import { searchLabels } from './labels';

describe('searchLabels', () => {
  it('answers German labels for a German store locale such as de_AT', () => {
    expect(searchLabels('de_AT')).toEqual({
      category: 'Kategorie',
      price: 'Preis',
      sort: {
        position: 'Empfehlung',
        name: 'Produktname',
        price: 'Preis',
        relevance: 'Relevanz',
        news_from_date: 'Neuheiten',
      },
    });
  });

  it('answers English labels for English locales, unknown languages and a missing locale', () => {
    for (const locale of ['en_US', 'en_GB', 'fr_FR', null, undefined]) {
      expect(searchLabels(locale).category, String(locale)).toBe('Category');
      expect(searchLabels(locale).sort.name, String(locale)).toBe('Product Name');
      expect(searchLabels(locale).sort.news_from_date, String(locale)).toBe('Newest');
    }
  });
});
