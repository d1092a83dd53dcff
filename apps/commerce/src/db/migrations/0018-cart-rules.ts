// Cart price rules and coupons (Magento SalesRule), tax rates per destination, the coupon and the
// gift wrapping a cart carries (ADR 0046). Coupon usage is counted when an order is placed; the
// counts exist now so applying a coupon can already refuse a used-up one.
import { sql, type Kysely } from 'kysely';

const statements = [
  // Tax rates by destination (Magento's tax_calculation_rate): '*' is every region of the country.
  `create table tax_rates (
    id serial primary key,
    code text not null unique,
    country_id char(2) not null,
    region_code text not null default '*',
    rate numeric(7, 4) not null check (rate >= 0 and rate < 100),
    unique (country_id, region_code)
  )`,

  `create table sales_rules (
    id serial primary key,
    name text not null,
    label text not null,
    is_active boolean not null default true,
    from_date text check (from_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
    to_date text check (to_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
    action text not null check (action in ('by_percent', 'by_fixed', 'cart_fixed', 'free_shipping')),
    discount_percent numeric(7, 4) not null default 0
      check (discount_percent >= 0 and discount_percent <= 100),
    discount_amount_minor integer not null default 0 check (discount_amount_minor >= 0),
    min_subtotal_minor integer check (min_subtotal_minor >= 0),
    stop_rules_processing boolean not null default false,
    sort_order integer not null default 0,
    uses_coupon boolean not null default false,
    check (to_date is null or from_date is null or to_date >= from_date)
  )`,
  `create table sales_rule_websites (
    rule_id integer not null references sales_rules(id) on delete cascade,
    website_id integer not null references websites(id) on delete cascade,
    primary key (rule_id, website_id)
  )`,
  `create index sales_rule_websites_website_id_idx on sales_rule_websites (website_id)`,
  // "Category is one of": the rule discounts lines of these categories only.
  `create table sales_rule_categories (
    rule_id integer not null references sales_rules(id) on delete cascade,
    category_id integer not null references categories(id) on delete cascade,
    primary key (rule_id, category_id)
  )`,

  // Codes compare without case, as Magento's (MySQL's) collation does.
  `create table sales_rule_coupons (
    id serial primary key,
    rule_id integer not null references sales_rules(id) on delete cascade,
    code text not null check (length(code) between 1 and 255),
    usage_limit integer check (usage_limit > 0),
    usage_per_customer integer check (usage_per_customer > 0),
    times_used integer not null default 0 check (times_used >= 0)
  )`,
  `create unique index sales_rule_coupons_code_key on sales_rule_coupons (lower(code))`,
  `create index sales_rule_coupons_rule_id_idx on sales_rule_coupons (rule_id)`,
  `create table sales_rule_coupon_usage (
    coupon_id integer not null references sales_rule_coupons(id) on delete cascade,
    customer_id integer not null references customers(id) on delete cascade,
    times_used integer not null default 0 check (times_used >= 0),
    primary key (coupon_id, customer_id)
  )`,

  // One coupon per cart, as Magento Open Source allows.
  `create table cart_coupons (
    cart_id integer primary key references carts(id) on delete cascade,
    coupon_id integer not null references sales_rule_coupons(id) on delete cascade
  )`,

  // Gift wrapping: the wrapped lines, and one message for the cart.
  `create table cart_item_gift_wraps (
    cart_item_id integer primary key references cart_items(id) on delete cascade
  )`,
  `create table cart_gift_messages (
    cart_id integer primary key references carts(id) on delete cascade,
    message text not null default '' check (length(message) <= 500),
    sender text not null default '' check (length(sender) <= 100),
    recipient text not null default '' check (length(recipient) <= 100)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cart_gift_messages',
    'cart_item_gift_wraps',
    'cart_coupons',
    'sales_rule_coupon_usage',
    'sales_rule_coupons',
    'sales_rule_categories',
    'sales_rule_websites',
    'sales_rules',
    'tax_rates',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
