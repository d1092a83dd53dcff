import { describe, expect, it } from 'vitest';
import { onlyXLeft, productStock } from './stock-rules';

describe('productStock', () => {
  it('sells nothing while out of stock, whatever quantity is on hand', () => {
    expect(productStock({ in_stock: false, saleable_qty: 12 })).toEqual({
      inStock: false,
      saleableQty: 0,
    });
  });

  it('treats a product without a stock row as out of stock', () => {
    expect(productStock(null)).toEqual({ inStock: false, saleableQty: 0 });
  });

  it('sells the saleable quantity while in stock', () => {
    expect(productStock({ in_stock: true, saleable_qty: 7 })).toEqual({
      inStock: true,
      saleableQty: 7,
    });
  });
});

describe('onlyXLeft', () => {
  it('shows the quantity when fewer than 5 units are left', () => {
    expect(onlyXLeft({ inStock: true, saleableQty: 4 })).toBe(4);
    expect(onlyXLeft({ inStock: true, saleableQty: 1 })).toBe(1);
  });

  it('shows nothing from 5 units up, at 0, or out of stock', () => {
    expect(onlyXLeft({ inStock: true, saleableQty: 5 })).toBeNull();
    expect(onlyXLeft({ inStock: true, saleableQty: 0 })).toBeNull();
    expect(onlyXLeft({ inStock: false, saleableQty: 0 })).toBeNull();
  });
});
