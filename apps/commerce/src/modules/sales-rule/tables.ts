// Table types of the cart price rule module (migration 0018). db/tables.api.test.ts checks them
// against the migrated database.
import type { ColumnType, Generated } from 'kysely';

export type SalesRuleAction = 'by_percent' | 'by_fixed' | 'cart_fixed' | 'free_shipping';

export interface SalesRulesTable {
  id: Generated<number>;
  name: string;
  /** The discount's label on the cart. */
  label: string;
  is_active: Generated<boolean>;
  /** Calendar dates (YYYY-MM-DD) in the store's time zone, both days included. */
  from_date: string | null;
  to_date: string | null;
  action: SalesRuleAction;
  /** by_percent only. */
  discount_percent: ColumnType<string, string | undefined, string>;
  /** by_fixed (per unit) and cart_fixed, in the website's base currency. */
  discount_amount_minor: Generated<number>;
  /** "Subtotal equals or greater than", base currency. */
  min_subtotal_minor: number | null;
  stop_rules_processing: Generated<boolean>;
  sort_order: Generated<number>;
  /** A rule with a coupon applies only while one of its codes is on the cart. */
  uses_coupon: Generated<boolean>;
}

export interface SalesRuleWebsitesTable {
  rule_id: number;
  website_id: number;
}

export interface SalesRuleCategoriesTable {
  rule_id: number;
  category_id: number;
}

export interface SalesRuleCouponsTable {
  id: Generated<number>;
  rule_id: number;
  code: string;
  usage_limit: number | null;
  usage_per_customer: number | null;
  times_used: Generated<number>;
}

export interface SalesRuleCouponUsageTable {
  coupon_id: number;
  customer_id: number;
  times_used: Generated<number>;
}

export interface CartCouponsTable {
  cart_id: number;
  coupon_id: number;
}

/** A rule's label in one store view (migration 0020); without one, the rule's own label. */
export interface SalesRuleLabelsTable {
  rule_id: number;
  store_view_id: number;
  label: string;
}

export interface SalesRuleTables {
  sales_rule_labels: SalesRuleLabelsTable;
  sales_rules: SalesRulesTable;
  sales_rule_websites: SalesRuleWebsitesTable;
  sales_rule_categories: SalesRuleCategoriesTable;
  sales_rule_coupons: SalesRuleCouponsTable;
  sales_rule_coupon_usage: SalesRuleCouponUsageTable;
  cart_coupons: CartCouponsTable;
}
