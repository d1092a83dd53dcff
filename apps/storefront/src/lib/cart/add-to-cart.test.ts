import { describe, expect, it } from 'vitest';
import { addToCartLines, canAddToCart, lineQuantity } from './add-to-cart';

describe('whether a product can be added to the cart', () => {
  it('refuses a product that is out of stock, whatever its type', () => {
    for (const typename of [
      'SimpleProduct',
      'BundleProduct',
      'GroupedProduct',
      'ConfigurableProduct',
    ]) {
      expect(canAddToCart({ typename, stockStatus: 'OUT_OF_STOCK', saleableQty: 10 })).toBe(false);
    }
  });

  it('refuses a configurable product without saleable quantity, even in stock', () => {
    expect(
      canAddToCart({ typename: 'ConfigurableProduct', stockStatus: 'IN_STOCK', saleableQty: 0 }),
    ).toBe(false);
    expect(
      canAddToCart({ typename: 'ConfigurableProduct', stockStatus: 'IN_STOCK', saleableQty: null }),
    ).toBe(false);
    expect(
      canAddToCart({ typename: 'ConfigurableProduct', stockStatus: 'IN_STOCK', saleableQty: 3 }),
    ).toBe(true);
  });

  it('lets every other in-stock product be added, with or without a known quantity', () => {
    expect(
      canAddToCart({ typename: 'SimpleProduct', stockStatus: 'IN_STOCK', saleableQty: null }),
    ).toBe(true);
    expect(
      canAddToCart({ typename: 'BundleProduct', stockStatus: 'IN_STOCK', saleableQty: 0 }),
    ).toBe(true);
  });
});

describe('the cart lines each product type sends', () => {
  it('sends a simple, virtual or downloadable product by its sku and quantity', () => {
    for (const typename of ['SimpleProduct', 'VirtualProduct', 'DownloadableProduct']) {
      expect(addToCartLines({ typename, sku: 'S-1' }, { kind: 'single', quantity: 2 })).toEqual({
        ok: true,
        items: [{ sku: 'S-1', quantity: 2 }],
        quantity: 2,
      });
    }
  });

  it("sends a configurable product by the parent's sku with the chosen values", () => {
    expect(
      addToCartLines(
        { typename: 'ConfigurableProduct', sku: 'DUVET' },
        { kind: 'configurable', quantity: 1, selectedOptions: ['c2l6ZQ==', 'Y29sb3I='] },
      ),
    ).toEqual({
      ok: true,
      items: [{ sku: 'DUVET', quantity: 1, selected_options: ['c2l6ZQ==', 'Y29sb3I='] }],
      quantity: 1,
    });
  });

  it('refuses a configurable product without a choice', () => {
    expect(
      addToCartLines(
        { typename: 'ConfigurableProduct', sku: 'DUVET' },
        { kind: 'configurable', quantity: 1, selectedOptions: [] },
      ),
    ).toEqual({ ok: false, reason: 'nothingChosen' });
  });

  it('sends a bundle with its chosen parts', () => {
    expect(
      addToCartLines(
        { typename: 'BundleProduct', sku: 'SET' },
        { kind: 'bundle', quantity: 3, selectedOptions: ['YnVuZGxlLzEvMi8x'] },
      ),
    ).toEqual({
      ok: true,
      items: [{ sku: 'SET', quantity: 3, selected_options: ['YnVuZGxlLzEvMi8x'] }],
      quantity: 3,
    });
  });

  it('sends a grouped product as one line per chosen child, and counts them all', () => {
    expect(
      addToCartLines(
        { typename: 'GroupedProduct', sku: 'PAIR' },
        {
          kind: 'grouped',
          children: [
            { sku: 'A', quantity: 2 },
            { sku: 'B', quantity: 0 },
            { sku: 'C', quantity: 1 },
          ],
        },
      ),
    ).toEqual({
      ok: true,
      items: [
        { sku: 'A', quantity: 2 },
        { sku: 'C', quantity: 1 },
      ],
      quantity: 3,
    });
  });

  it('refuses a grouped product with every child at 0', () => {
    expect(
      addToCartLines(
        { typename: 'GroupedProduct', sku: 'PAIR' },
        { kind: 'grouped', children: [{ sku: 'A', quantity: 0 }] },
      ),
    ).toEqual({ ok: false, reason: 'nothingChosen' });
  });

  it('names any other type as not supported', () => {
    expect(
      addToCartLines({ typename: 'GiftCardProduct', sku: 'GC' }, { kind: 'single', quantity: 1 }),
    ).toEqual({ ok: false, reason: 'unsupported', type: 'GiftCardProduct' });
  });

  it('keeps a quantity between 1 and 99 whole units', () => {
    expect(lineQuantity(0)).toBe(1);
    expect(lineQuantity(-4)).toBe(1);
    expect(lineQuantity(2.7)).toBe(2);
    expect(lineQuantity(500)).toBe(99);
    expect(lineQuantity(Number.NaN)).toBe(1);
    expect(
      addToCartLines(
        { typename: 'GroupedProduct', sku: 'PAIR' },
        { kind: 'grouped', children: [{ sku: 'A', quantity: 1000 }] },
      ),
    ).toMatchObject({ items: [{ sku: 'A', quantity: 99 }] });
  });
});
