import { describe, expect, it } from 'vitest';
import { creditAmount, headlinePrice } from './price-rules';

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

describe('headlinePrice', () => {
  const eur = (value: number) => ({ value, currency: 'EUR' });
  const range = (regular: number, final: number, max?: number) => ({
    minimum_price: { regular_price: eur(regular), final_price: eur(final) },
    maximum_price: max === undefined ? null : { regular_price: eur(max), final_price: eur(max) },
  });

  it('gives a grouped product "From" its cheapest child, with no struck-through set discount', () => {
    // The cheapest child costs 127; another child's regular price of 159 is no discount of this one.
    expect(headlinePrice('GroupedProduct', range(159, 127, 249))).toEqual({
      kind: 'from',
      display: { regular: eur(127), special: null, discountPercent: null, fromLabel: true },
    });
  });

  it('gives a bundle whose price moves with the choice a From … To … range', () => {
    expect(headlinePrice('BundleProduct', range(99, 99, 149))).toEqual({
      kind: 'range',
      from: eur(99),
      to: eur(149),
    });
  });

  it('gives a fixed-price bundle its one price, which its default selection costs too', () => {
    expect(headlinePrice('BundleProduct', range(129, 129, 129))).toMatchObject({
      kind: 'price',
      display: { regular: eur(129), special: null },
    });
  });

  it('keeps a configurable product "From" its cheapest variant, special price included', () => {
    expect(headlinePrice('ConfigurableProduct', range(200, 150))).toMatchObject({
      kind: 'from',
      display: { special: eur(150), discountPercent: 25 },
    });
  });
});
