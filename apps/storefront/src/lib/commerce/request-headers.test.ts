import { describe, expect, it } from 'vitest';
import { allowedDisplayCurrency, commerceHeaders, displayCurrency } from './request-headers';

describe('displayCurrency', () => {
  it("uses the store's default currency without cookies", () => {
    expect(displayCurrency('me', {})).toBe('AED');
    expect(displayCurrency('en', {})).toBe('EUR');
  });

  it('honours the currency cookie chosen in the same store', () => {
    expect(displayCurrency('en', { store: 'default', currency: 'GBP' })).toBe('GBP');
    expect(displayCurrency('me', { store: 'me', currency: 'usd' })).toBe('USD');
  });

  it('ignores a currency chosen in another store', () => {
    expect(displayCurrency('us', { store: 'default', currency: 'GBP' })).toBe('USD');
  });

  it('ignores a currency cookie that is not a currency code', () => {
    expect(displayCurrency('en', { store: 'default', currency: 'EURO\r\nX-Evil: 1' })).toBe('EUR');
  });
});

describe('commerceHeaders', () => {
  it('sends the store code of the locale and the display currency', () => {
    expect(commerceHeaders('sa', {})).toMatchObject({ Store: 'sa', 'Content-Currency': 'SAR' });
    expect(commerceHeaders('en', {})).toMatchObject({
      Store: 'default',
      'Content-Currency': 'EUR',
    });
  });

  it('sends the customer token as a bearer token only when there is one', () => {
    expect(commerceHeaders('us', { customer: 'abc' }).Authorization).toBe('Bearer abc');
    expect(commerceHeaders('us', {})).not.toHaveProperty('Authorization');
  });

  it('lets the caller force a currency', () => {
    expect(
      commerceHeaders('en', { store: 'default', currency: 'GBP' }, { currency: 'EUR' })[
        'Content-Currency'
      ],
    ).toBe('EUR');
  });
});

describe('allowedDisplayCurrency', () => {
  it('keeps a requested currency the store allows', () => {
    expect(allowedDisplayCurrency('USD', ['EUR', 'USD'], 'EUR')).toBe('USD');
  });

  it("falls back to the store's default for a currency the store does not allow", () => {
    expect(allowedDisplayCurrency('JPY', ['EUR', 'USD'], 'EUR')).toBe('EUR');
    expect(allowedDisplayCurrency('XYZ', ['AED'], 'AED')).toBe('AED');
  });
});
