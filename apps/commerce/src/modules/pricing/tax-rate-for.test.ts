import { describe, expect, it } from 'vitest';
import { taxRateFor, type StoredTaxRate } from './tax-repository';

const rates: StoredTaxRate[] = [
  {
    code: 'AT VAT 20%',
    countryId: 'AT',
    regionCode: '*',
    rate: '20.0000',
    titles: { 5: 'USt. 20 %' },
  },
  { code: 'US-NY', countryId: 'US', regionCode: 'NY', rate: '8.8750', titles: {} },
  { code: 'US', countryId: 'US', regionCode: '*', rate: '0.0000', titles: {} },
];

describe('taxRateFor', () => {
  it('prefers the region’s own rate to the country’s', () => {
    expect(taxRateFor(rates, 'US', 'NY', 1)).toEqual({ code: 'US-NY', rate: '8.8750' });
  });

  it('falls back to the country’s rate for a region without one, and without a region', () => {
    expect(taxRateFor(rates, 'US', 'CA', 1)).toEqual({ code: 'US', rate: '0.0000' });
    expect(taxRateFor(rates, 'US', null, 1)).toEqual({ code: 'US', rate: '0.0000' });
  });

  it('names the rate with the store view’s title where it has one', () => {
    expect(taxRateFor(rates, 'AT', null, 5)?.code).toBe('USt. 20 %');
    expect(taxRateFor(rates, 'AT', null, 1)?.code).toBe('AT VAT 20%');
  });

  it('finds no rate for a country without one', () => {
    expect(taxRateFor(rates, 'NL', null, 1)).toBeUndefined();
  });
});
