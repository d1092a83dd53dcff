// Magento's coupon rules that need no database: code bounds, usage limits, the store's day.

/** Magento's texts. */
export const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again.";
export const COUPON_ALREADY_APPLIED =
  'A coupon is already applied to the cart. Please remove it to apply another';
export const TOO_MANY_COUPONS = 'Maximum allowed number of applied coupons was exceeded.';
export const CART_HAS_NO_PRODUCTS = 'Cart does not contain products.';

/** Magento's salesrule_coupon.code is a varchar(255). */
export const COUPON_CODE_MAX_LENGTH = 255;
/** Magento Open Source: one coupon per cart (sales/multicoupon/maximum_number_of_coupons_per_order). */
export const MAX_COUPONS_PER_CART = 1;

/** A code as it is looked up: trimmed; null when empty or longer than any stored code. */
export function normalizedCouponCode(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed.length === 0 || trimmed.length > COUPON_CODE_MAX_LENGTH) return null;
  return trimmed;
}

export interface CouponUsage {
  usageLimit: number | null;
  usagePerCustomer: number | null;
  timesUsed: number;
}

/**
 * Whether a coupon may still be used: its total uses below "Uses per Coupon" and, for a signed-in
 * customer, their uses below "Uses per Customer". A guest's own uses can't be counted (Magento).
 */
export function couponHasUsesLeft(coupon: CouponUsage, customerUses: number | null): boolean {
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return false;
  if (coupon.usagePerCustomer !== null && customerUses !== null)
    return customerUses < coupon.usagePerCustomer;
  return true;
}

// A formatter is costly to build (a few percent of a cart read's CPU when built per call), and
// there are only as many as the stores' time zones.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) at `now` in a time zone: rule dates are store-local days. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
