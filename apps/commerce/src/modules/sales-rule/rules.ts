// The cart price rules that apply to a cart now: the website's active rules of today, and the rule
// of the cart's coupon while that coupon still has uses left. Read by the totals (pricing module).
import type { Clock } from '../../clock';
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import type { CartModel } from '../cart/models';
import type { CartRuleInput } from '../pricing/cart-totals';
import { decimalToMinor } from '../pricing/money';
import type { StoresService } from '../stores/service';
import { couponHasUsesLeft, dayIn } from './coupon-rules';
import type { CouponRecord, SalesRuleRecord, SalesRuleRepository } from './repository';

const RULES_OF_TODAY = loaderKey<Promise<SalesRuleRecord[]>>('cart price rules of today');

export interface CartRules {
  rules: CartRuleInput[];
  /** The cart's coupon while it may be used; whether it applies is the totals' answer. */
  coupon: CouponRecord | null;
}

export class SalesRules {
  constructor(
    private readonly repository: SalesRuleRepository,
    private readonly stores: StoresService,
    private readonly clock: Clock,
  ) {}

  /** The store's calendar day: rule dates are days in the store's time zone. */
  async today(context: RequestContext): Promise<string> {
    const timeZone = (await this.stores.configValue(context, 'general/locale/timezone')) ?? 'UTC';
    return dayIn(timeZone, this.clock.now());
  }

  /** The rules for a cart, with `coupon` standing in for the cart's own (applying one). */
  async forCart(
    context: RequestContext,
    cart: CartModel,
    coupon?: CouponRecord | null,
  ): Promise<CartRules> {
    const [candidate, records] =
      coupon === undefined
        ? await this.rulesAndCartCoupon(context, cart)
        : [coupon, await this.rulesOfToday(context)];
    const usable = candidate && (await this.hasUsesLeft(context, candidate)) ? candidate : null;
    // Rules without a coupon, and the rule of the cart's coupon.
    const rules = records.filter((rule) => !rule.usesCoupon || rule.id === usable?.ruleId);
    return { rules: rules.map(toRuleInput), coupon: usable };
  }

  /** Whether a coupon's rule runs in this store today (website, active, dates). */
  async ruleRunsToday(context: RequestContext, coupon: CouponRecord): Promise<boolean> {
    return (await this.rulesOfToday(context)).some((rule) => rule.id === coupon.ruleId);
  }

  /**
   * The cart's coupon, read live, and the rules of today: in one statement when the request has
   * not read the rules yet.
   */
  private async rulesAndCartCoupon(
    context: RequestContext,
    cart: CartModel,
  ): Promise<[CouponRecord | undefined, SalesRuleRecord[]]> {
    let both: Promise<{ rules: SalesRuleRecord[]; coupon: CouponRecord | undefined }> | undefined;
    const rules = context.loaders.get(RULES_OF_TODAY, () => {
      both = this.today(context).then((day) =>
        this.repository.rulesAndCartCoupon(
          context.store.storeView.website.id,
          context.store.storeView.id,
          day,
          cart.id,
        ),
      );
      const rules = both.then((read) => read.rules);
      // A failed read is reported through `both` below; this copy must not go unhandled.
      rules.catch(() => undefined);
      return rules;
    });
    if (both) {
      const read = await both;
      return [read.coupon, read.rules];
    }
    return Promise.all([this.repository.cartCoupon(cart.id), rules]);
  }

  /** The website's active rules of the store's day, read once per request. */
  private rulesOfToday(context: RequestContext): Promise<SalesRuleRecord[]> {
    return context.loaders.get(RULES_OF_TODAY, async () =>
      this.repository.rulesFor(
        context.store.storeView.website.id,
        context.store.storeView.id,
        await this.today(context),
      ),
    );
  }

  async hasUsesLeft(context: RequestContext, coupon: CouponRecord): Promise<boolean> {
    const customer = context.customer;
    const customerUses =
      customer && coupon.usagePerCustomer !== null
        ? await this.repository.customerUses(coupon.id, customer.id)
        : null;
    return couponHasUsesLeft(coupon, customerUses);
  }

  couponByCode(code: string): Promise<CouponRecord | undefined> {
    return this.repository.couponByCode(code);
  }

  cartCoupon(cart: CartModel): Promise<CouponRecord | undefined> {
    return this.repository.cartCoupon(cart.id);
  }
}

function toRuleInput(rule: SalesRuleRecord): CartRuleInput {
  return {
    id: rule.id,
    label: rule.label,
    sortOrder: rule.sortOrder,
    action: rule.action,
    // Percent with four decimals is parts per million: 10.0000 % → 100000.
    amount:
      rule.action === 'by_percent'
        ? (decimalToMinor(rule.discountPercent, 4) ?? 0)
        : rule.discountAmountMinor,
    minSubtotalMinor: rule.minSubtotalMinor,
    categoryIds: rule.categoryIds,
    stopFurtherRules: rule.stopRulesProcessing,
  };
}
