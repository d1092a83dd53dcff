import { describe, expect, it } from 'vitest';
import {
  cartSource,
  cookiesClearedAfterFailedLoad,
  isCartId,
  loadFailureOf,
  shouldMergeOnLogin,
} from './session-rules';

const guestId = 'Gx8r2Lq0Zc4Vb7Nn1Mm5Kk9Jj3Hh6Ff0';

describe('which cart a shopper has', () => {
  it("takes the customer's own cart whenever there is a customer token, whatever the cart cookie says", () => {
    expect(cartSource({ customer: 'token', cart: guestId })).toEqual({ kind: 'customer' });
    expect(cartSource({ customer: 'token' })).toEqual({ kind: 'customer' });
  });

  it('takes the stored cart id of a guest', () => {
    expect(cartSource({ cart: guestId })).toEqual({ kind: 'guest', cartId: guestId });
  });

  it('has no cart without a cookie, so looking at pages never creates one', () => {
    expect(cartSource({})).toEqual({ kind: 'none' });
    expect(cartSource({ cart: '' })).toEqual({ kind: 'none' });
  });

  it('never sends a forged or oversized cart cookie to commerce', () => {
    expect(cartSource({ cart: 'x'.repeat(65) })).toEqual({ kind: 'none' });
    expect(cartSource({ cart: '../../etc' })).toEqual({ kind: 'none' });
    expect(cartSource({ cart: 'abc"} query' })).toEqual({ kind: 'none' });
    expect(isCartId(guestId)).toBe(true);
    expect(isCartId(undefined)).toBe(false);
  });
});

describe('a cart that fails to load', () => {
  it("clears the customer's token (and the cart id) when the customer cart is refused", () => {
    expect(cookiesClearedAfterFailedLoad({ kind: 'customer' }, 'refused')).toEqual([
      'customer',
      'refreshToken',
      'cart',
    ]);
  });

  it('clears only the stored id when a guest cart is refused, so the next add starts a new one', () => {
    expect(cookiesClearedAfterFailedLoad({ kind: 'guest', cartId: guestId }, 'refused')).toEqual([
      'cart',
    ]);
  });

  it('keeps everything when commerce did not answer: the cart is still there afterwards', () => {
    expect(cookiesClearedAfterFailedLoad({ kind: 'customer' }, 'unreachable')).toEqual([]);
    expect(
      cookiesClearedAfterFailedLoad({ kind: 'guest', cartId: guestId }, 'unreachable'),
    ).toEqual([]);
  });

  it('reads GraphQL errors and 4xx answers as refusals, the rest as commerce being away', () => {
    expect(loadFailureOf({ kind: 'graphql' })).toBe('refused');
    expect(loadFailureOf({ kind: 'http', status: 400 })).toBe('refused');
    expect(loadFailureOf({ kind: 'http', status: 502 })).toBe('unreachable');
    expect(loadFailureOf({ kind: 'network' })).toBe('unreachable');
    expect(loadFailureOf({ kind: 'timeout' })).toBe('unreachable');
  });
});

describe('logging in with a guest cart', () => {
  it('merges a guest cart into a different customer cart', () => {
    expect(shouldMergeOnLogin(guestId, 'C'.repeat(32))).toBe(true);
  });

  it('uses the customer cart as it is when there is no guest cart or it is the same one', () => {
    expect(shouldMergeOnLogin(undefined, 'C'.repeat(32))).toBe(false);
    expect(shouldMergeOnLogin(null, 'C'.repeat(32))).toBe(false);
    expect(shouldMergeOnLogin(guestId, guestId)).toBe(false);
    expect(shouldMergeOnLogin('bad id!', 'C'.repeat(32))).toBe(false);
  });
});
