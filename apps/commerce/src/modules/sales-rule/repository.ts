// SQL for cart price rules, coupons, their usage counts and the coupon a cart carries.
import { sql, type Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';
import type { SalesRuleAction } from './tables';

export interface SalesRuleRecord {
  id: number;
  label: string;
  action: SalesRuleAction;
  /** Percent as a decimal string ("10.0000"). */
  discountPercent: string;
  discountAmountMinor: number;
  minSubtotalMinor: number | null;
  stopRulesProcessing: boolean;
  sortOrder: number;
  usesCoupon: boolean;
  /** Null: every category. */
  categoryIds: number[] | null;
}

export interface CouponRecord {
  id: number;
  ruleId: number;
  code: string;
  usageLimit: number | null;
  usagePerCustomer: number | null;
  timesUsed: number;
}

/** The query of `rulesFor`, in Magento's processing order. */
function rulesQuery(db: Kysely<Database>, websiteId: number, storeViewId: number, day: string) {
  return db
    .selectFrom('sales_rules as r')
    .innerJoin('sales_rule_websites as w', 'w.rule_id', 'r.id')
    .leftJoin('sales_rule_labels as l', (join) =>
      join.onRef('l.rule_id', '=', 'r.id').on('l.store_view_id', '=', storeViewId),
    )
    .where('w.website_id', '=', websiteId)
    .where('r.is_active', '=', sql.lit(true))
    .where((eb) => eb.or([eb('r.from_date', 'is', null), eb('r.from_date', '<=', day)]))
    .where((eb) => eb.or([eb('r.to_date', 'is', null), eb('r.to_date', '>=', day)]))
    .select([
      'r.id',
      sql<string>`coalesce(l.label, r.label)`.as('label'),
      'r.action',
      // Text, so the decimal arrives whole inside JSON too.
      sql<string>`r.discount_percent::text`.as('discount_percent'),
      'r.discount_amount_minor',
      'r.min_subtotal_minor',
      'r.stop_rules_processing',
      'r.sort_order',
      'r.uses_coupon',
      sql<number[] | null>`(
        select json_agg(c.category_id order by c.category_id)
        from sales_rule_categories c where c.rule_id = r.id
      )`.as('category_ids'),
    ]);
}

/**
 * `rulesFor` and the cart's coupon in one statement, compiled once (ADR 0062): every cart answer
 * reads it.
 */
const rulesWithCartCoupon = precompiled(
  (
    db: Kysely<Database>,
    values: { websiteId: number; storeViewId: number; day: string; cartId: number },
  ) =>
    db.selectNoFrom((eb) => [
      eb
        .selectFrom(rulesQuery(db, values.websiteId, values.storeViewId, values.day).as('r'))
        .select(
          sql<RuleRow[]>`coalesce(json_agg(r order by r.sort_order, r.id), '[]'::json)`.as('rules'),
        )
        .as('rules'),
      eb
        .selectFrom('cart_coupons as cc')
        .innerJoin('sales_rule_coupons as c', 'c.id', 'cc.coupon_id')
        .where('cc.cart_id', '=', values.cartId)
        .select(sql<CouponRow>`row_to_json(c)`.as('coupon'))
        .limit(sql.lit(1))
        .as('coupon'),
    ]),
);

export class SalesRuleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The active rules of a website on a day (YYYY-MM-DD), with and without coupons, each labelled
   * for the store view (its own label where the store view has none).
   */
  async rulesFor(websiteId: number, storeViewId: number, day: string): Promise<SalesRuleRecord[]> {
    const rows = await rulesQuery(this.db, websiteId, storeViewId, day)
      .orderBy('r.sort_order')
      .orderBy('r.id')
      .execute();
    return rows.map(toRule);
  }

  /**
   * `rulesFor` and `cartCoupon` in one statement: what a cart's totals read first, live (the
   * coupon's use counts as they stand now).
   */
  async rulesAndCartCoupon(
    websiteId: number,
    storeViewId: number,
    day: string,
    cartId: number,
  ): Promise<{ rules: SalesRuleRecord[]; coupon: CouponRecord | undefined }> {
    const row = await rulesWithCartCoupon.executeTakeFirst(this.db, {
      websiteId,
      storeViewId,
      day,
      cartId,
    });
    if (!row) throw new Error('the rules statement answered no row');
    return {
      rules: (row.rules ?? []).map(toRule),
      coupon: row.coupon ? toCoupon(row.coupon) : undefined,
    };
  }

  /** A coupon by its code, compared without case. */
  async couponByCode(code: string): Promise<CouponRecord | undefined> {
    const row = await this.db
      .selectFrom('sales_rule_coupons')
      .where(sql<string>`lower(code)`, '=', code.toLowerCase())
      .selectAll()
      .executeTakeFirst();
    return row && toCoupon(row);
  }

  /** How often a customer has used a coupon in placed orders. */
  async customerUses(couponId: number, customerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('sales_rule_coupon_usage')
      .where('coupon_id', '=', couponId)
      .where('customer_id', '=', customerId)
      .select('times_used')
      .executeTakeFirst();
    return row?.times_used ?? 0;
  }

  /** The coupon on a cart, if any. */
  async cartCoupon(cartId: number): Promise<CouponRecord | undefined> {
    const row = await this.db
      .selectFrom('cart_coupons as cc')
      .innerJoin('sales_rule_coupons as c', 'c.id', 'cc.coupon_id')
      .where('cc.cart_id', '=', cartId)
      .selectAll('c')
      .executeTakeFirst();
    return row && toCoupon(row);
  }

  async setCartCoupon(cartId: number, couponId: number): Promise<void> {
    await this.db
      .insertInto('cart_coupons')
      .values({ cart_id: cartId, coupon_id: couponId })
      .onConflict((oc) => oc.column('cart_id').doUpdateSet({ coupon_id: couponId }))
      .execute();
  }

  /**
   * Counts one use of a coupon by an order (per customer too, for a signed-in customer), within
   * its limits; false when a limit is reached. The coupon's row stays locked until the order's
   * transaction ends, so concurrent orders with the last use are answered one after the other.
   */
  async countUse(couponId: number, customerId: number | null): Promise<boolean> {
    const coupon = await this.db
      .updateTable('sales_rule_coupons')
      .set({ times_used: sql<number>`times_used + 1` })
      .where('id', '=', couponId)
      .where((eb) =>
        eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]),
      )
      .returning('usage_per_customer')
      .executeTakeFirst();
    if (!coupon) return false;
    if (customerId === null) return true;
    const perCustomer = coupon.usage_per_customer;
    const usage = await this.db
      .insertInto('sales_rule_coupon_usage')
      .values({ coupon_id: couponId, customer_id: customerId, times_used: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['coupon_id', 'customer_id'])
          .doUpdateSet({ times_used: sql<number>`sales_rule_coupon_usage.times_used + 1` })
          .where(
            sql<boolean>`${perCustomer}::int is null or sales_rule_coupon_usage.times_used < ${perCustomer}::int`,
          ),
      )
      .returning('times_used')
      .executeTakeFirst();
    return usage !== undefined;
  }

  /** Gives back the use a cancelled order counted (never below zero). */
  async giveUseBack(couponId: number, customerId: number | null): Promise<void> {
    await this.db
      .updateTable('sales_rule_coupons')
      .set({ times_used: sql<number>`greatest(times_used - 1, 0)` })
      .where('id', '=', couponId)
      .execute();
    if (customerId === null) return;
    await this.db
      .updateTable('sales_rule_coupon_usage')
      .set({ times_used: sql<number>`greatest(times_used - 1, 0)` })
      .where('coupon_id', '=', couponId)
      .where('customer_id', '=', customerId)
      .execute();
  }

  async removeCartCoupon(cartId: number): Promise<void> {
    await this.db.deleteFrom('cart_coupons').where('cart_id', '=', cartId).execute();
  }
}

interface RuleRow {
  id: number;
  label: string;
  action: SalesRuleAction;
  discount_percent: string;
  discount_amount_minor: number;
  min_subtotal_minor: number | null;
  stop_rules_processing: boolean;
  sort_order: number;
  uses_coupon: boolean;
  category_ids: number[] | null;
}

function toRule(row: RuleRow): SalesRuleRecord {
  return {
    id: row.id,
    label: row.label,
    action: row.action,
    discountPercent: row.discount_percent,
    discountAmountMinor: row.discount_amount_minor,
    minSubtotalMinor: row.min_subtotal_minor,
    stopRulesProcessing: row.stop_rules_processing,
    sortOrder: row.sort_order,
    usesCoupon: row.uses_coupon,
    categoryIds: row.category_ids,
  };
}

interface CouponRow {
  id: number;
  rule_id: number;
  code: string;
  usage_limit: number | null;
  usage_per_customer: number | null;
  times_used: number;
}

function toCoupon(row: CouponRow): CouponRecord {
  return {
    id: row.id,
    ruleId: row.rule_id,
    code: row.code,
    usageLimit: row.usage_limit,
    usagePerCustomer: row.usage_per_customer,
    timesUsed: row.times_used,
  };
}
