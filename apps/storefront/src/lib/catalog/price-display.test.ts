import { describe, expect, it } from 'vitest';
import { discountPercent, priceDisplay } from './price-display';
import { formatMinorUnits, formatMoney, toMinorUnits } from './money';

const eur = (value: number) => ({ value, currency: 'EUR' });
const range = (regular: number, final: number) => ({
  minimum_price: { regular_price: eur(regular), final_price: eur(final) },
});

describe('priceDisplay', () => {
  it('shows the special price and the discount as 100 minus the rounded percentage', () => {
    expect(priceDisplay(range(189.9, 129.9))).toEqual({
      regular: eur(189.9),
      special: eur(129.9),
      discountPercent: 32,
      fromLabel: false,
    });
  });

  it('hides the special price when it equals the regular price or is zero', () => {
    expect(priceDisplay(range(99, 99)).special).toBeNull();
    expect(priceDisplay(range(99, 0)).special).toBeNull();
    expect(priceDisplay(range(99, 0)).discountPercent).toBeNull();
  });

  it('sets the from label for configurable products', () => {
    expect(priceDisplay(range(99, 99), 'ConfigurableProduct').fromLabel).toBe(true);
    expect(priceDisplay(range(99, 99), 'SimpleProduct').fromLabel).toBe(false);
  });
});

describe('discountPercent', () => {
  it('rounds the special-to-regular percentage half up in integers', () => {
    // 1000 / 3000 = 33.33 % → 33 → 67 % off; 1500 / 2000 = 75 % → 25 % off; 2/8 = 25 %
    expect(discountPercent(3000, 1000)).toBe(67);
    expect(discountPercent(2000, 1500)).toBe(25);
    // 1 / 8 = 12.5 % → 13 → 87 % off
    expect(discountPercent(800, 100)).toBe(87);
  });
});

describe('money', () => {
  it('converts decimals to minor units without float drift', () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(129.9)).toBe(12990);
    expect(toMinorUnits(1.005 * 1000)).toBe(100500);
  });

  it('formats money for a locale and returns null without an amount', () => {
    expect(formatMoney(eur(1299.5), 'en-IE')).toBe('€1,299.50');
    expect(formatMoney({ value: null, currency: 'EUR' }, 'en-IE')).toBeNull();
  });

  it('formats minor units exactly', () => {
    expect(formatMinorUnits(13960, 'EUR', 'en-IE')).toBe('€139.60');
    expect(formatMinorUnits(5, 'USD', 'en-US')).toBe('$0.05');
    expect(formatMinorUnits(123456789012, 'AED', 'en-AE')).toMatch(/1,234,567,890\.12/);
  });
});
