import { describe, expect, it } from 'vitest';
import { stockState } from './stock-rules';

const base = {
  stockStatus: 'IN_STOCK' as const,
  saleableQty: 20,
  isReturnable: true,
  isProductAlertAvailable: true,
};

describe('stockState', () => {
  it('shows In Stock and no message for plenty of saleable stock', () => {
    expect(stockState(base)).toEqual({
      label: 'inStock',
      message: null,
      nonReturnable: false,
      canBuy: true,
    });
  });

  it('offers notify-me when nothing is saleable and alerts are available', () => {
    const state = stockState({ ...base, stockStatus: 'OUT_OF_STOCK', saleableQty: 0 });
    expect(state).toMatchObject({ label: 'outOfStock', message: 'notifyMe', canBuy: false });
  });

  it('says not available when nothing is saleable and there is no alert', () => {
    const state = stockState({ ...base, saleableQty: 0, isProductAlertAvailable: false });
    expect(state).toMatchObject({ label: 'outOfStock', message: 'notAvailable' });
  });

  it('warns of limited stock for a returnable item under 5 saleable units', () => {
    expect(stockState({ ...base, saleableQty: 4 }).message).toBe('limitedStock');
    expect(stockState({ ...base, saleableQty: 5 }).message).toBeNull();
  });

  it('gives a non-returnable item its note instead of the limited-stock warning', () => {
    const state = stockState({ ...base, saleableQty: 2, isReturnable: false });
    expect(state).toMatchObject({ message: null, nonReturnable: true });
  });

  it('gives a gift card or download no note about pillows and duvets, even when not returnable', () => {
    const state = stockState({
      stockStatus: 'IN_STOCK',
      saleableQty: 9999,
      isReturnable: false,
      isProductAlertAvailable: false,
      isVirtual: true,
    });
    expect(state.nonReturnable).toBe(false);
  });
});
