// Coupons on a cart (Magento's CouponManagement through QuoteGraphQl): apply, replace and remove,
// each through the cart module's guard and row lock. A coupon is valid when its code exists, its
// rule runs in this website today, it has uses left, and the rule actually applies to the cart
// (conditions met); otherwise the answer is Magento's "isn't valid". Uses are counted when an
// order is placed.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../context/request-context';
import type { Database } from '../../db/schema';
import { inputError, noSuchEntityError } from '../../errors';
import type { CartMerge, MergeFollowUp } from '../cart/merge-carriers';
import type { CartModel } from '../cart/models';
import type { CartTotalsService } from '../pricing/cart-totals-service';
import type { CartAccess } from './cart-access';
import {
  CART_HAS_NO_PRODUCTS,
  COUPON_ALREADY_APPLIED,
  COUPON_NOT_VALID,
  MAX_COUPONS_PER_CART,
  normalizedCouponCode,
  TOO_MANY_COUPONS,
} from './coupon-rules';
import type { CouponRecord, SalesRuleRepository } from './repository';
import type { SalesRules } from './rules';

/** Codes named in one request, at most (ADR 0024). */
export const MAX_CODES_PER_REQUEST = 20;

export type ApplyMode = 'single' | 'APPEND' | 'REPLACE';

export class CouponService {
  constructor(
    private readonly repositoryOver: (db: Kysely<Database>) => SalesRuleRepository,
    private readonly rules: SalesRules,
    private readonly totals: CartTotalsService,
    private readonly carts: CartAccess,
  ) {}

  /** The coupons the cart shows: its coupon while the coupon's rule applies. */
  async applied(context: RequestContext, cart: CartModel): Promise<Array<{ code: string }>> {
    const prices = await this.totals.prices(context, cart);
    return prices.coupon ? [{ code: prices.coupon.code }] : [];
  }

  /**
   * applyCouponToCart (`single`: refused while the cart has a coupon) and applyCouponsToCart
   * (APPEND keeps the cart's coupon, REPLACE drops it first).
   */
  async apply(
    context: RequestContext,
    maskedId: string,
    codes: ReadonlyArray<string | null>,
    mode: ApplyMode,
  ): Promise<CartModel> {
    if (!maskedId) throw inputError('Required parameter "cart_id" is missing');
    const wanted = [...new Set(codes.filter((code): code is string => !!code?.trim()))];
    if (wanted.length === 0)
      throw inputError(
        mode === 'single'
          ? 'Required parameter "coupon_code" is missing'
          : 'Required parameter "coupon_codes" is missing',
      );
    if (codes.length > MAX_CODES_PER_REQUEST || wanted.length > MAX_COUPONS_PER_CART)
      throw inputError(TOO_MANY_COUPONS);

    // Checked before the lock: the checks read the catalog and rules, which a transaction on
    // PGlite's one connection would wait for. The lock then re-reads the cart's coupon.
    const guarded = await this.carts.guarded(context, maskedId);
    const code = normalizedCouponCode(wanted[0]!);
    const current = await this.rules.cartCoupon(guarded);
    this.refuseSecond(current, code, mode);
    if (current && mode === 'APPEND') return guarded;
    if ((await this.totals.prices(context, guarded)).lines.length === 0)
      throw noSuchEntityError(CART_HAS_NO_PRODUCTS);
    const coupon = code ? await this.rules.couponByCode(code) : undefined;
    if (!coupon || !(await this.valid(context, guarded, coupon)))
      throw noSuchEntityError(COUPON_NOT_VALID);

    const cart = await this.carts.locked(context, maskedId, async (locked, db) => {
      const repository = this.repositoryOver(db);
      this.refuseSecond(await repository.cartCoupon(locked.id), code, mode);
      await repository.setCartCoupon(locked.id, coupon.id);
      return locked;
    });
    this.totals.forget(context, cart);
    return cart;
  }

  /**
   * removeCouponFromCart (`codes` null) and removeCouponsFromCart (an empty list removes every
   * coupon, else the named ones). Both need a cart with products, as Magento's.
   */
  async remove(
    context: RequestContext,
    maskedId: string,
    codes: ReadonlyArray<string | null> | null,
  ): Promise<CartModel> {
    if (!maskedId) throw inputError('Required parameter "cart_id" is missing');
    if (codes && codes.length > MAX_CODES_PER_REQUEST) throw inputError(TOO_MANY_COUPONS);
    const guarded = await this.carts.guarded(context, maskedId);
    if ((await this.totals.prices(context, guarded)).lines.length === 0)
      throw noSuchEntityError(CART_HAS_NO_PRODUCTS);
    const cart = await this.carts.locked(context, maskedId, async (locked, db) => {
      const repository = this.repositoryOver(db);
      const named = (codes ?? [])
        .filter((code): code is string => !!code?.trim())
        .map((code) => code.trim().toLowerCase());
      const current = await repository.cartCoupon(locked.id);
      if (current && (named.length === 0 || named.includes(current.code.toLowerCase())))
        await repository.removeCartCoupon(locked.id);
      return locked;
    });
    this.totals.forget(context, cart);
    return cart;
  }

  /**
   * mergeCarts: the guest cart's coupon goes to the customer's cart when that has none (Magento's
   * Quote::merge). Whether it may stay is decided after the merge, by the rules that apply a
   * coupon, for this customer and the merged lines: one that is not valid (used up by this
   * customer, conditions not met) is dropped without a word, as Magento's totals drop it, and the
   * merge still succeeds. Until then the totals would not apply it either (SalesRules.forCart).
   */
  async carryMerged(merge: CartMerge, db: Kysely<Database>): Promise<MergeFollowUp | undefined> {
    const repository = this.repositoryOver(db);
    if (await repository.cartCoupon(merge.into.id)) return undefined;
    const coupon = await repository.cartCoupon(merge.from.id);
    if (!coupon) return undefined;
    await repository.setCartCoupon(merge.into.id, coupon.id);
    return (context) => this.keepIfValid(context, merge.into, coupon);
  }

  /** Drops `coupon` from the cart unless it is valid there (and still the cart's coupon). */
  private async keepIfValid(
    context: RequestContext,
    cart: CartModel,
    coupon: CouponRecord,
  ): Promise<void> {
    this.totals.forget(context, cart);
    if (await this.valid(context, cart, coupon)) return;
    await this.carts.locked(context, cart.maskedId, async (locked, db) => {
      const repository = this.repositoryOver(db);
      if ((await repository.cartCoupon(locked.id))?.id === coupon.id)
        await repository.removeCartCoupon(locked.id);
    });
    this.totals.forget(context, cart);
  }

  /** Magento's refusals of a second coupon: the singular mutation, or APPEND beyond the limit. */
  private refuseSecond(current: CouponRecord | undefined, code: string | null, mode: ApplyMode) {
    if (!current || mode === 'REPLACE') return;
    if (mode === 'single') throw inputError(COUPON_ALREADY_APPLIED);
    if (!code || current.code.toLowerCase() !== code.toLowerCase())
      throw inputError(TOO_MANY_COUPONS);
  }

  /** Runs today in this website, has uses left, and its rule applies to the cart as it is. */
  private async valid(
    context: RequestContext,
    cart: CartModel,
    coupon: CouponRecord,
  ): Promise<boolean> {
    if (!(await this.rules.ruleRunsToday(context, coupon))) return false;
    if (!(await this.rules.hasUsesLeft(context, coupon))) return false;
    const prices = await this.totals.withCoupon(context, cart, coupon);
    return prices.base.appliedRuleIds.includes(coupon.ruleId);
  }
}
