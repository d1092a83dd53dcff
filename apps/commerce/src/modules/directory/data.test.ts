import { describe, expect, it } from 'vitest';
import { COUNTRY_ISO3, COUNTRY_REGIONS } from './data';

describe('the directory data', () => {
  it('knows the 245 countries of Magento’s CountryCodeEnum with three-letter codes', () => {
    expect(COUNTRY_ISO3.size).toBe(245);
    for (const [two, three] of COUNTRY_ISO3) {
      expect(two).toMatch(/^[A-Z]{2}$/);
      expect(three).toMatch(/^[A-Z]{3}$/);
    }
    expect(COUNTRY_ISO3.get('AT')).toBe('AUT');
    expect(COUNTRY_ISO3.get('AE')).toBe('ARE');
  });

  it('gives every region a unique id, and regions only to known countries', () => {
    const ids = [...COUNTRY_REGIONS.values()].flat().map((region) => region.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const country of COUNTRY_REGIONS.keys()) expect(COUNTRY_ISO3.has(country)).toBe(true);
  });

  it('keeps Magento’s ids for the US states and the Austrian Bundesländer', () => {
    const us = COUNTRY_REGIONS.get('US')!;
    expect(us[0]).toEqual({ id: 1, code: 'AL', name: 'Alabama' });
    expect(us.at(-1)).toEqual({ id: 65, code: 'WY', name: 'Wyoming' });
    expect(COUNTRY_REGIONS.get('AT')!.map((region) => region.id)).toEqual([
      95, 96, 97, 98, 99, 100, 101, 102, 103,
    ]);
  });

  it('names the seven emirates and the Saudi regions', () => {
    expect(COUNTRY_REGIONS.get('AE')).toHaveLength(7);
    expect(COUNTRY_REGIONS.get('SA')).toHaveLength(13);
  });
});
