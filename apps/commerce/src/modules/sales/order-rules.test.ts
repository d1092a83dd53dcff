import { describe, expect, it } from 'vitest';
import {
  initialOrderState,
  newOrderToken,
  orderDate,
  orderNumber,
  placeOrderErrorCode,
  PLACE_ORDER_MESSAGES,
  statusLabel,
} from './order-rules';
import { ppmToPercent, reservedQuantities } from './placement';

describe('order rules', () => {
  it('number orders as Magento does: the prefix, then nine digits', () => {
    expect(orderNumber('', 1)).toBe('000000001');
    expect(orderNumber('2', 42)).toBe('2000000042');
    expect(orderNumber('', 1_234_567_890)).toBe('1234567890');
  });

  it('give every order a different 43-character token', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newOrderToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('start offline payments pending, free orders as the store invoices them, cards waiting for payment', () => {
    expect(initialOrderState('checkmo', null)).toEqual({ state: 'new', status: 'pending' });
    expect(initialOrderState('cashondelivery', null)).toEqual({ state: 'new', status: 'pending' });
    expect(initialOrderState('free', null)).toEqual({ state: 'new', status: 'pending' });
    expect(initialOrderState('free', 'authorize_capture')).toEqual({
      state: 'processing',
      status: 'processing',
    });
    expect(initialOrderState('stripe', null)).toEqual({
      state: 'pending_payment',
      status: 'pending_payment',
    });
  });

  it('code each refusal as Magento 2.4.7’s PlaceOrderErrorCodes', () => {
    expect(placeOrderErrorCode('Could not find a cart with ID "abc"')).toBe('CART_NOT_FOUND');
    expect(placeOrderErrorCode("The cart isn't active.")).toBe('CART_NOT_ACTIVE');
    expect(placeOrderErrorCode(PLACE_ORDER_MESSAGES.guestEmailMissing)).toBe('GUEST_EMAIL_MISSING');
    expect(placeOrderErrorCode(PLACE_ORDER_MESSAGES.outOfStock)).toBe('UNABLE_TO_PLACE_ORDER');
    expect(placeOrderErrorCode('Something else')).toBe('UNDEFINED');
  });

  it('label statuses in English and German and date orders as Magento', () => {
    expect(statusLabel('pending', 'en')).toBe('Pending');
    expect(statusLabel('processing', 'de')).toBe('In Bearbeitung');
    expect(orderDate(new Date('2026-11-24T21:05:09.123Z'))).toBe('2026-11-24 21:05:09');
  });

  it('write tax rates as percent without a float', () => {
    expect(ppmToPercent(200_000)).toBe('20.0000');
    expect(ppmToPercent(88_750)).toBe('8.8750');
    expect(ppmToPercent(0)).toBe('0.0000');
  });

  it('reserve each product’s units over all lines, a bundle’s parts included', () => {
    const line = (quantity: number, parts: Array<[number, number]>) => ({
      item: { quantity } as never,
      sku: '',
      name: '',
      urlKey: null,
      selectedOptions: [],
      bundleOptions: [],
      parts: new Map(parts),
    });
    expect(
      reservedQuantities([
        line(2, [[7, 1]]),
        line(3, [
          [7, 2],
          [9, 1],
        ]),
      ]),
    ).toEqual(
      new Map([
        [7, 8],
        [9, 3],
      ]),
    );
  });
});
