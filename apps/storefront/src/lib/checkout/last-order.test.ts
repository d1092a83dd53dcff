import { describe, expect, it } from 'vitest';
import { encodeLastOrder, parseLastOrder } from './last-order';

const order = {
  number: '000000012',
  email: 'jane@example.com',
  firstname: 'Jane',
  lastname: 'Doe',
  guest: true,
  placedBy: 'guest',
  postcode: '10118',
} as const;

describe('the order kept for the thank-you page', () => {
  it('reads back what was written', () => {
    expect(parseLastOrder(encodeLastOrder(order))).toEqual(order);
  });

  it('is nothing when the cookie is missing, malformed, oversized or has other fields', () => {
    expect(parseLastOrder(undefined)).toBeNull();
    expect(parseLastOrder('%7Bnot json')).toBeNull();
    expect(parseLastOrder(encodeLastOrder({ ...order, number: 'x'.repeat(65) }))).toBeNull();
    expect(parseLastOrder('x'.repeat(3000))).toBeNull();
    expect(
      parseLastOrder(encodeURIComponent(JSON.stringify({ ...order, admin: true }))),
    ).toBeNull();
  });
});
