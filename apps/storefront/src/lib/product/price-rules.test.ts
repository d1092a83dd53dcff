import { describe, expect, it } from 'vitest';
import { creditAmount } from './price-rules';

describe('creditAmount', () => {
  it('is a tenth of the special price, rounded to whole units', () => {
    expect(creditAmount({ value: 249, currency: 'EUR' })).toEqual({ value: 25, currency: 'EUR' });
    expect(creditAmount({ value: 244.99, currency: 'AED' })).toEqual({
      value: 24,
      currency: 'AED',
    });
  });

  it('rounds a half up', () => {
    expect(creditAmount({ value: 125, currency: 'USD' })).toEqual({ value: 13, currency: 'USD' });
  });

  it('is absent without a special price', () => {
    expect(creditAmount(null)).toBeNull();
    expect(creditAmount({ value: 0, currency: 'EUR' })).toBeNull();
  });
});
