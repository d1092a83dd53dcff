import { describe, expect, it } from 'vitest';
import { cartTotalsRows, pricesIncludeTax, type TotalsInput } from './totals';

const eur = (value: number) => ({ value, currency: 'EUR' });
const usd = (value: number) => ({ value, currency: 'USD' });

describe('pricesIncludeTax', () => {
  it('shows US prices without sales tax and every other storefront with VAT', () => {
    expect(pricesIncludeTax('us')).toBe(false);
    for (const locale of ['en', 'at', 'me', 'sa'] as const)
      expect(pricesIncludeTax(locale)).toBe(true);
  });
});

describe('cartTotalsRows', () => {
  it('shows an Austrian cart with VAT included: subtotal, discount, gift wrap, the VAT inside, total', () => {
    const prices: TotalsInput = {
      subtotalExcludingTax: eur(165.83),
      subtotalIncludingTax: eur(199),
      grandTotal: eur(184.1),
      discounts: [{ label: 'WELCOME10', amount: eur(19.9) }],
      appliedTaxes: [{ label: 'MwSt. 20%', amount: eur(30.68) }],
      giftWrap: eur(5),
    };
    expect(cartTotalsRows(prices, true)).toEqual([
      { kind: 'subtotal', label: null, minor: 19900, currency: 'EUR' },
      { kind: 'discount', label: 'WELCOME10', minor: -1990, currency: 'EUR' },
      { kind: 'giftWrap', label: null, minor: 500, currency: 'EUR' },
      { kind: 'includedTax', label: 'MwSt. 20%', minor: 3068, currency: 'EUR' },
      { kind: 'grandTotal', label: null, minor: 18410, currency: 'EUR' },
    ]);
  });

  it('shows a US cart without tax in the subtotal and the sales tax added', () => {
    const prices: TotalsInput = {
      subtotalExcludingTax: usd(120),
      subtotalIncludingTax: usd(130.65),
      grandTotal: usd(130.65),
      discounts: [],
      appliedTaxes: [{ label: 'US-NY 8.875%', amount: usd(10.65) }],
      giftWrap: null,
    };
    expect(cartTotalsRows(prices, false)).toEqual([
      { kind: 'subtotal', label: null, minor: 12000, currency: 'USD' },
      { kind: 'tax', label: 'US-NY 8.875%', minor: 1065, currency: 'USD' },
      { kind: 'grandTotal', label: null, minor: 13065, currency: 'USD' },
    ]);
  });

  it('shows a discount as an amount taken off whatever its sign, and leaves out zero amounts', () => {
    const rows = cartTotalsRows(
      {
        subtotalExcludingTax: eur(10),
        subtotalIncludingTax: eur(12),
        grandTotal: eur(10),
        discounts: [
          { label: '', amount: eur(-2) },
          { label: 'zero', amount: eur(0) },
        ],
        appliedTaxes: [{ label: 'VAT', amount: eur(0) }],
        giftWrap: eur(0),
      },
      true,
    );
    expect(rows.map((row) => [row.kind, row.label, row.minor])).toEqual([
      ['subtotal', null, 1200],
      ['discount', null, -200],
      ['grandTotal', null, 1000],
    ]);
  });

  it('leaves out amounts commerce did not tell', () => {
    const rows = cartTotalsRows(
      {
        subtotalExcludingTax: null,
        subtotalIncludingTax: { value: null, currency: 'EUR' },
        grandTotal: eur(5),
        discounts: [],
        appliedTaxes: [],
        giftWrap: null,
      },
      true,
    );
    expect(rows.map((row) => row.kind)).toEqual(['grandTotal']);
  });
});
