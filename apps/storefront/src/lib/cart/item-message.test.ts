import { describe, expect, it } from 'vitest';
import { cartItemMessages, type CartItemMessageInput } from './item-message';

const item = (overrides: Partial<CartItemMessageInput> = {}): CartItemMessageInput => ({
  quantity: 1,
  saleableQty: 50,
  inStock: true,
  isProductAlertAvailable: true,
  isReturnable: true,
  ...overrides,
});

describe('cartItemMessages', () => {
  it('offers notify-me for an item without saleable stock whose alerts are available', () => {
    expect(cartItemMessages(item({ saleableQty: 0 })).stock).toBe('notifyMe');
    expect(cartItemMessages(item({ inStock: false, saleableQty: null })).stock).toBe('notifyMe');
  });

  it('says not available for an item without stock and without alerts', () => {
    const messages = cartItemMessages(item({ saleableQty: 0, isProductAlertAvailable: false }));
    expect(messages.stock).toBe('notAvailable');
  });

  it('says max in stock when the quantity equals a non-zero saleable quantity', () => {
    expect(cartItemMessages(item({ quantity: 12, saleableQty: 12 })).stock).toBe('maxInStock');
    expect(cartItemMessages(item({ quantity: 3, saleableQty: 3 })).stock).toBe('maxInStock');
  });

  it('says limited stock for a returnable item with a saleable quantity under 5', () => {
    expect(cartItemMessages(item({ saleableQty: 4 })).stock).toBe('limitedStock');
    expect(cartItemMessages(item({ saleableQty: 5 })).stock).toBeNull();
  });

  it('never says limited stock for a non-returnable item', () => {
    const messages = cartItemMessages(item({ saleableQty: 2, isReturnable: false }));
    expect(messages).toEqual({ stock: null, nonReturnable: true });
  });

  it('shows the non-returnable note for non-returnable items only', () => {
    expect(cartItemMessages(item({ isReturnable: false })).nonReturnable).toBe(true);
    expect(cartItemMessages(item()).nonReturnable).toBe(false);
    expect(cartItemMessages(item({ isReturnable: false, isVirtual: true })).nonReturnable).toBe(
      false,
    );
  });

  it('says nothing of stock when commerce does not tell the saleable quantity', () => {
    expect(cartItemMessages(item({ saleableQty: null })).stock).toBeNull();
  });
});
