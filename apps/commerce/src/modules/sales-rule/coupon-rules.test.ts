import { describe, expect, it } from 'vitest';
import { couponHasUsesLeft, dayIn, normalizedCouponCode } from './coupon-rules';

describe('coupon rules', () => {
  it('trims a code and refuses an empty or overlong one', () => {
    expect(normalizedCouponCode('  WELCOME10 ')).toBe('WELCOME10');
    expect(normalizedCouponCode('   ')).toBeNull();
    expect(normalizedCouponCode('x'.repeat(256))).toBeNull();
    expect(normalizedCouponCode('x'.repeat(255))).toHaveLength(255);
  });

  it('refuses a coupon used as often as it may be', () => {
    const limit = { usageLimit: 3, usagePerCustomer: null };
    expect(couponHasUsesLeft({ ...limit, timesUsed: 2 }, null)).toBe(true);
    expect(couponHasUsesLeft({ ...limit, timesUsed: 3 }, null)).toBe(false);
  });

  it('refuses a customer who used a coupon as often as one customer may', () => {
    const coupon = { usageLimit: null, usagePerCustomer: 1, timesUsed: 40 };
    expect(couponHasUsesLeft(coupon, 0)).toBe(true);
    expect(couponHasUsesLeft(coupon, 1)).toBe(false);
  });

  it('lets a guest use a once-per-customer coupon, whose uses it cannot count', () => {
    expect(couponHasUsesLeft({ usageLimit: null, usagePerCustomer: 1, timesUsed: 5 }, null)).toBe(
      true,
    );
  });

  it('takes the rule day from the store time zone', () => {
    const now = new Date('2026-03-31T22:30:00Z');
    expect(dayIn('Europe/Vienna', now)).toBe('2026-04-01');
    expect(dayIn('America/New_York', now)).toBe('2026-03-31');
  });
});
