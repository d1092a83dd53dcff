import { describe, expect, it } from 'vitest';
import { exchangeRatesFromBase, selectDisplayCurrency } from './currency';

describe('selectDisplayCurrency', () => {
  const international = ['EUR', 'USD', 'GBP', 'CHF'];

  it('falls back to the store’s default display currency without a header', () => {
    expect(selectDisplayCurrency(undefined, international)).toBe('EUR');
    expect(selectDisplayCurrency('  ', international)).toBe('EUR');
  });

  it('accepts an allowed currency, whatever its case and surrounding spaces', () => {
    expect(selectDisplayCurrency(' usd ', international)).toBe('USD');
  });

  it('refuses a currency the store does not display', () => {
    expect(selectDisplayCurrency('AED', international)).toBeNull();
    expect(selectDisplayCurrency('EURO', international)).toBeNull();
  });
});

describe('exchangeRatesFromBase', () => {
  it('lists the base at rate 1 and stored rates in display order', () => {
    const rates = exchangeRatesFromBase(
      'AED',
      ['AED', 'USD', 'EUR'],
      [
        { currencyTo: 'EUR', rate: '0.250800' },
        { currencyTo: 'USD', rate: '0.272300' },
      ],
    );
    expect(rates).toEqual([
      { currencyTo: 'AED', rate: '1' },
      { currencyTo: 'USD', rate: '0.272300' },
      { currencyTo: 'EUR', rate: '0.250800' },
    ]);
  });

  it('leaves out a display currency that has no stored rate', () => {
    expect(exchangeRatesFromBase('SAR', ['SAR', 'USD'], [])).toEqual([
      { currencyTo: 'SAR', rate: '1' },
    ]);
  });
});
