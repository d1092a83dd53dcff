import { describe, expect, it } from 'vitest';
import {
  MAX_ORDER_PAGE,
  isOrderNumber,
  orderDateIso,
  orderHistoryHref,
  orderHistoryPage,
  orderStatusKey,
} from './order-rules';

describe('the page an order history address asks for', () => {
  it('is the first page when the address names none', () => {
    expect(orderHistoryPage(undefined)).toBe(1);
  });

  it('is the page a whole page number names', () => {
    expect(orderHistoryPage('1')).toBe(1);
    expect(orderHistoryPage('2')).toBe(2);
    expect(orderHistoryPage(String(MAX_ORDER_PAGE))).toBe(MAX_ORDER_PAGE);
  });

  it('is not found for anything that is not one whole page number within bounds', () => {
    for (const value of [
      '',
      '0',
      '-1',
      '1.5',
      '01',
      'abc',
      '2e3',
      ' 2',
      String(MAX_ORDER_PAGE + 1),
    ]) {
      expect(orderHistoryPage(value), value).toBeNull();
    }
    expect(orderHistoryPage(['2', '3'])).toBeNull();
    expect(orderHistoryPage('9'.repeat(400))).toBeNull();
  });

  it('links the first page without a page parameter and every other page with one', () => {
    expect(orderHistoryHref(1)).toBe('/customer/order-history');
    expect(orderHistoryHref(4)).toBe('/customer/order-history?page=4');
  });
});

describe('an order number in an address', () => {
  it('is letters, digits and dashes, up to 32 of them', () => {
    expect(isOrderNumber('000000001')).toBe(true);
    expect(isOrderNumber('AT-000000042')).toBe(true);
    expect(isOrderNumber('1'.repeat(32))).toBe(true);
  });

  it('is never empty, long, or made of anything else, so no crafted number reaches commerce', () => {
    for (const value of ['', '1'.repeat(33), '1 OR 1=1', '../1', '1%2F2', '*', 'ä1']) {
      expect(isOrderNumber(value), value).toBe(false);
    }
  });
});

describe('an order status', () => {
  it('is read the same whether commerce serves its code or Magento its label', () => {
    expect(orderStatusKey('pending')).toBe('pending');
    expect(orderStatusKey('Pending')).toBe('pending');
    expect(orderStatusKey('pending_payment')).toBe('pending_payment');
    expect(orderStatusKey('Pending Payment')).toBe('pending_payment');
    expect(orderStatusKey('processing')).toBe('processing');
    expect(orderStatusKey('Complete')).toBe('complete');
    expect(orderStatusKey('canceled')).toBe('canceled');
    expect(orderStatusKey('Cancelled')).toBe('canceled');
    expect(orderStatusKey('On Hold')).toBe('holded');
  });

  it("is read from the German store view's labels too", () => {
    expect(orderStatusKey('Offen')).toBe('pending');
    expect(orderStatusKey('Zahlung ausstehend')).toBe('pending_payment');
    expect(orderStatusKey('In Bearbeitung')).toBe('processing');
    expect(orderStatusKey('Abgeschlossen')).toBe('complete');
    expect(orderStatusKey('Storniert')).toBe('canceled');
  });

  it('is unknown for a status the storefront has no label for', () => {
    expect(orderStatusKey('fraud')).toBeNull();
    expect(orderStatusKey('')).toBeNull();
  });
});

describe('an order date', () => {
  it('reads Magento\'s "YYYY-MM-DD HH:MM:SS" as UTC', () => {
    expect(orderDateIso('2026-11-24 21:52:00')).toBe('2026-11-24T21:52:00.000Z');
  });

  it('keeps the zone of an ISO instant', () => {
    expect(orderDateIso('2026-11-24T22:52:00+01:00')).toBe('2026-11-24T21:52:00.000Z');
    expect(orderDateIso('2026-11-24T21:52:00.250Z')).toBe('2026-11-24T21:52:00.250Z');
  });

  it('reads a bare date as its midnight in UTC', () => {
    expect(orderDateIso('2026-11-24')).toBe('2026-11-24T00:00:00.000Z');
  });

  it('is unknown rather than an invalid date for anything else', () => {
    for (const value of ['', 'yesterday', '2026-13-45 99:99:99', '24.11.2026']) {
      expect(orderDateIso(value), value).toBeNull();
    }
  });
});
