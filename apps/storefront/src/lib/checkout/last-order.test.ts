import { describe, expect, it } from 'vitest';
import { encodeLastOrder, lastOrderWithAccount, parseLastOrder } from './last-order';

const order = {
  number: '000000012',
  email: 'jane@example.com',
  firstname: 'Jane',
  lastname: 'Doe',
  guest: true,
  placedBy: 'guest',
  postcode: '10118',
  token: 'q'.repeat(43),
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

  it('keeps an order without a token, as one placed through a backend that gives none', () => {
    const { token: _none, ...withoutToken } = order;
    expect(parseLastOrder(encodeLastOrder(withoutToken))).toEqual(withoutToken);
  });

  it('is nothing when the token is empty or oversized', () => {
    expect(parseLastOrder(encodeLastOrder({ ...order, token: '' }))).toBeNull();
    expect(parseLastOrder(encodeLastOrder({ ...order, token: 'q'.repeat(65) }))).toBeNull();
  });

  it('becomes a customer’s order without its token once the account made with it owns it', () => {
    expect(lastOrderWithAccount(order, true)).toEqual({
      number: order.number,
      email: order.email,
      firstname: order.firstname,
      lastname: order.lastname,
      guest: false,
      placedBy: 'customer',
      postcode: order.postcode,
    });
  });

  it('stays a guest’s order, without the offer of an account, when the account could not take it', () => {
    expect(lastOrderWithAccount(order, false)).toEqual({ ...order, guest: false });
  });
});
