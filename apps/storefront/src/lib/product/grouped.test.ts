import { describe, expect, it } from 'vitest';
import type { GroupedItemView } from '@/lib/commerce/types/product';
import { boundedQuantity, groupedTotal, initialGroupedQuantities } from './grouped';

const eur = (value: number) => ({ value, currency: 'EUR' });
const child = (sku: string, price: number, stock: 'IN_STOCK' | 'OUT_OF_STOCK' = 'IN_STOCK') =>
  ({
    sku,
    name: sku,
    href: `/${sku}`,
    qty: 1,
    priceRange: { minimum_price: { regular_price: eur(price), final_price: eur(price) } },
    stockStatus: stock,
  }) satisfies GroupedItemView;

const items = [child('sateen', 29), child('silk', 49.9), child('tencel', 69, 'OUT_OF_STOCK')];

describe('grouped product quantities', () => {
  it('start on each child’s default quantity, and at 0 for a child out of stock', () => {
    expect(initialGroupedQuantities(items)).toEqual({ sateen: 1, silk: 1, tencel: 0 });
  });

  it('stay within 0 to 99, and count anything that is not a number as 0', () => {
    expect(boundedQuantity('3')).toBe(3);
    expect(boundedQuantity('-2')).toBe(0);
    expect(boundedQuantity('abc')).toBe(0);
    expect(boundedQuantity(250)).toBe(99);
    expect(boundedQuantity(2.7)).toBe(2);
  });

  it('price the chosen children by their own prices times their quantities, in minor units', () => {
    // 2 × 29.00 + 3 × 49.90
    expect(groupedTotal(items, { sateen: 2, silk: 3, tencel: 0 })).toEqual({
      minor: 20770,
      currency: 'EUR',
    });
  });

  it('have no total while nothing is chosen', () => {
    expect(groupedTotal(items, { sateen: 0, silk: 0, tencel: 0 })).toBeNull();
  });
});
