// Seed step: tax rates of the five storefronts' destinations, each website's tax display and gift
// wrap price, and cart price rules with coupons of every kind (documented in the README's "Trying
// the cart"). Rules are found by name and coupons by code, so a re-run writes each row onto itself.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SalesRuleAction } from '../../modules/sales-rule/tables';
import type { SeedStep } from './seed-step';

// Magento's rate codes double as the label a cart shows for its tax.
export const demoTaxRates = [
  { code: 'AT VAT 20%', country_id: 'AT', region_code: '*', rate: '20.0000' },
  { code: 'DE VAT 19%', country_id: 'DE', region_code: '*', rate: '19.0000' },
  { code: 'FR VAT 20%', country_id: 'FR', region_code: '*', rate: '20.0000' },
  { code: 'IT VAT 22%', country_id: 'IT', region_code: '*', rate: '22.0000' },
  { code: 'NL VAT 21%', country_id: 'NL', region_code: '*', rate: '21.0000' },
  { code: 'ES VAT 21%', country_id: 'ES', region_code: '*', rate: '21.0000' },
  { code: 'AE VAT 5%', country_id: 'AE', region_code: '*', rate: '5.0000' },
  { code: 'SA VAT 15%', country_id: 'SA', region_code: '*', rate: '15.0000' },
  // US sales tax by state (combined state and typical local rate); other states charge none.
  { code: 'US-NY Sales Tax 8.875%', country_id: 'US', region_code: 'NY', rate: '8.8750' },
  { code: 'US-CA Sales Tax 7.25%', country_id: 'US', region_code: 'CA', rate: '7.2500' },
  { code: 'US-NJ Sales Tax 6.625%', country_id: 'US', region_code: 'NJ', rate: '6.6250' },
  { code: 'US-TX Sales Tax 6.25%', country_id: 'US', region_code: 'TX', rate: '6.2500' },
];

/** Rates' labels in a store view of its own language (Magento's tax_calculation_rate_title). */
const demoTaxTitles = [{ country_id: 'AT', region_code: '*', store: 'at', title: 'MwSt. 20 %' }];

// Prices include VAT everywhere but the US, whose prices exclude sales tax. Until checkout brings
// a shipping address, tax is computed for the default destination: Germany for the international
// store (its largest market), Austria, the UAE, Saudi Arabia, and New York for the US. Gift wrap
// prices are per wrapped unit in the base currency, in the same tax basis as the catalog.
const websiteConfig: Record<string, Record<string, string>> = {
  loomfront_int_website: {
    'tax/calculation/price_includes_tax': '1',
    'tax/defaults/country': 'DE',
    'sales/gift_wrap/active': '1',
    'sales/gift_wrap/price': '4.90',
  },
  loomfront_at_website: {
    'tax/calculation/price_includes_tax': '1',
    'tax/defaults/country': 'AT',
    'sales/gift_wrap/active': '1',
    'sales/gift_wrap/price': '4.90',
  },
  loomfrontcom_me: {
    'tax/calculation/price_includes_tax': '1',
    'sales/gift_wrap/active': '1',
  },
  loomfrontcom_us: {
    'tax/calculation/price_includes_tax': '0',
    'tax/defaults/country': 'US',
    'tax/defaults/region': 'NY',
    'sales/gift_wrap/active': '1',
    'sales/gift_wrap/price': '5.00',
  },
};

// The Middle East website sells in two countries with their own VAT and base currency.
const storeConfig: Record<string, Record<string, string>> = {
  me: { 'tax/defaults/country': 'AE', 'sales/gift_wrap/price': '20.00' },
  sa: { 'tax/defaults/country': 'SA', 'sales/gift_wrap/price': '20.00' },
};

interface DemoRule {
  name: string;
  label: string;
  /** The label in a store view of its own language, by store view code. */
  storeLabels?: Record<string, string>;
  websites: string[];
  action: SalesRuleAction;
  percent?: string;
  amountMinor?: number;
  minSubtotalMinor?: number;
  categoryUrlKeys?: string[];
  stop?: boolean;
  sortOrder?: number;
  fromDate?: string;
  toDate?: string;
  coupon?: { code: string; usageLimit?: number; usagePerCustomer?: number; timesUsed?: number };
}

const EU = ['loomfront_int_website', 'loomfront_at_website'];
const US = ['loomfrontcom_us'];
const ME = ['loomfrontcom_me'];

export const demoRules: DemoRule[] = [
  {
    name: 'Newsletter welcome 10%',
    label: 'Newsletter 10%',
    storeLabels: { at: 'Newsletter 10 %' },
    websites: [...EU, ...ME],
    action: 'by_percent',
    percent: '10',
    coupon: { code: 'WELCOME10', usagePerCustomer: 1 },
  },
  {
    name: 'Newsletter welcome 20% (US)',
    label: 'Newsletter 20%',
    websites: US,
    action: 'by_percent',
    percent: '20',
    coupon: { code: 'WELCOME20', usagePerCustomer: 1 },
  },
  {
    name: '5 off every unit',
    label: '5 off every piece',
    storeLabels: { at: '5 € Rabatt auf jedes Stück' },
    websites: EU,
    action: 'by_fixed',
    amountMinor: 500,
    coupon: { code: 'EACH5' },
  },
  {
    name: '20 off orders from 100',
    label: '20 off your order',
    storeLabels: { at: '20 € Rabatt auf Ihre Bestellung' },
    websites: EU,
    action: 'cart_fixed',
    amountMinor: 2000,
    minSubtotalMinor: 10000,
    coupon: { code: 'TAKE20' },
  },
  {
    name: '15% off towels, no further discounts',
    label: 'Towels 15%',
    storeLabels: { at: 'Handtücher 15 %' },
    websites: [...EU, ...US],
    action: 'by_percent',
    percent: '15',
    categoryUrlKeys: ['towels'],
    stop: true,
    sortOrder: 0,
    coupon: { code: 'BATH15' },
  },
  {
    name: 'Spring sale 25% (ended)',
    label: 'Spring sale',
    storeLabels: { at: 'Frühjahrsaktion' },
    websites: [...EU, ...US, ...ME],
    action: 'by_percent',
    percent: '25',
    fromDate: '2026-03-01',
    toDate: '2026-03-31',
    coupon: { code: 'SPRING25' },
  },
  {
    name: 'Thank-you 30% (used up)',
    label: 'Thank you',
    storeLabels: { at: 'Dankeschön' },
    websites: [...EU, ...US, ...ME],
    action: 'by_percent',
    percent: '30',
    coupon: { code: 'THANKYOU30', usageLimit: 1, timesUsed: 1 },
  },
  {
    name: 'Free shipping from 150 (EU)',
    label: 'Free shipping',
    storeLabels: { at: 'Kostenloser Versand' },
    websites: EU,
    action: 'free_shipping',
    minSubtotalMinor: 15000,
    sortOrder: 10,
  },
  {
    name: 'Free shipping from 150 (US)',
    label: 'Free shipping',
    websites: US,
    action: 'free_shipping',
    minSubtotalMinor: 15000,
    sortOrder: 10,
  },
  {
    name: 'Free shipping from 600 (Middle East)',
    label: 'Free shipping',
    websites: ME,
    action: 'free_shipping',
    minSubtotalMinor: 60000,
    sortOrder: 10,
  },
];

async function seedConfig(db: Kysely<Database>): Promise<void> {
  const rows = [
    ...Object.entries(websiteConfig).flatMap(([code, values]) =>
      Object.entries(values).map(([path, value]) => ({
        scope: 'website' as const,
        scope_code: code,
        path,
        value,
      })),
    ),
    ...Object.entries(storeConfig).flatMap(([code, values]) =>
      Object.entries(values).map(([path, value]) => ({
        scope: 'store' as const,
        scope_code: code,
        path,
        value,
      })),
    ),
  ];
  await db
    .insertInto('config_values')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['scope', 'scope_code', 'path']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
      })),
    )
    .execute();
}

async function seedRule(
  db: Kysely<Database>,
  rule: DemoRule,
  websiteIds: Map<string, number>,
  categoryIds: Map<string, number>,
  storeViewIds: Map<string, number>,
): Promise<void> {
  const values = {
    name: rule.name,
    label: rule.label,
    is_active: true,
    from_date: rule.fromDate ?? null,
    to_date: rule.toDate ?? null,
    action: rule.action,
    discount_percent: rule.percent ?? '0',
    discount_amount_minor: rule.amountMinor ?? 0,
    min_subtotal_minor: rule.minSubtotalMinor ?? null,
    stop_rules_processing: rule.stop ?? false,
    sort_order: rule.sortOrder ?? 0,
    uses_coupon: rule.coupon !== undefined,
  };
  const existing = await db
    .selectFrom('sales_rules')
    .where('name', '=', rule.name)
    .select('id')
    .executeTakeFirst();
  const id = existing
    ? (await db.updateTable('sales_rules').set(values).where('id', '=', existing.id).execute(),
      existing.id)
    : (await db.insertInto('sales_rules').values(values).returning('id').executeTakeFirstOrThrow())
        .id;

  await db.deleteFrom('sales_rule_websites').where('rule_id', '=', id).execute();
  await db
    .insertInto('sales_rule_websites')
    .values(rule.websites.map((code) => ({ rule_id: id, website_id: websiteIds.get(code)! })))
    .execute();
  await db.deleteFrom('sales_rule_labels').where('rule_id', '=', id).execute();
  const labels = Object.entries(rule.storeLabels ?? {}).map(([code, label]) => {
    const storeViewId = storeViewIds.get(code);
    if (storeViewId === undefined) throw new Error(`No store view ${code}`);
    return { rule_id: id, store_view_id: storeViewId, label };
  });
  if (labels.length > 0) await db.insertInto('sales_rule_labels').values(labels).execute();
  await db.deleteFrom('sales_rule_categories').where('rule_id', '=', id).execute();
  const categories = (rule.categoryUrlKeys ?? []).map((key) => {
    const categoryId = categoryIds.get(key);
    if (categoryId === undefined) throw new Error(`No category with url_key ${key}`);
    return { rule_id: id, category_id: categoryId };
  });
  if (categories.length > 0)
    await db.insertInto('sales_rule_categories').values(categories).execute();

  if (!rule.coupon) return;
  const coupon = {
    rule_id: id,
    code: rule.coupon.code,
    usage_limit: rule.coupon.usageLimit ?? null,
    usage_per_customer: rule.coupon.usagePerCustomer ?? null,
    times_used: rule.coupon.timesUsed ?? 0,
  };
  const stored = await db
    .selectFrom('sales_rule_coupons')
    .where(sql<string>`lower(code)`, '=', coupon.code.toLowerCase())
    .select('id')
    .executeTakeFirst();
  if (stored)
    await db.updateTable('sales_rule_coupons').set(coupon).where('id', '=', stored.id).execute();
  else await db.insertInto('sales_rule_coupons').values(coupon).execute();
}

export const cartRulesSeed: SeedStep = {
  name: 'cart rules',
  async run(db) {
    await db
      .insertInto('tax_rates')
      .values(demoTaxRates)
      .onConflict((oc) =>
        oc.columns(['country_id', 'region_code']).doUpdateSet((eb) => ({
          code: eb.ref('excluded.code'),
          rate: eb.ref('excluded.rate'),
        })),
      )
      .execute();
    await seedConfig(db);
    const websites = await db.selectFrom('websites').select(['id', 'code']).execute();
    const websiteIds = new Map(websites.map((row) => [row.code, row.id]));
    const keys = demoRules.flatMap((rule) => rule.categoryUrlKeys ?? []);
    const categories = keys.length
      ? await db
          .selectFrom('categories')
          .where('url_key', 'in', keys)
          .select(['id', 'url_key'])
          .orderBy('id')
          .execute()
      : [];
    const categoryIds = new Map(categories.map((row) => [row.url_key, row.id]));
    const storeViews = await db.selectFrom('store_views').select(['id', 'code']).execute();
    const storeViewIds = new Map(storeViews.map((row) => [row.code, row.id]));
    for (const title of demoTaxTitles) {
      const rate = await db
        .selectFrom('tax_rates')
        .where('country_id', '=', title.country_id)
        .where('region_code', '=', title.region_code)
        .select('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('tax_rate_titles')
        .values({
          tax_rate_id: rate.id,
          store_view_id: storeViewIds.get(title.store)!,
          title: title.title,
        })
        .onConflict((oc) =>
          oc.columns(['tax_rate_id', 'store_view_id']).doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
          })),
        )
        .execute();
    }
    for (const rule of demoRules) {
      await seedRule(db, rule, websiteIds, categoryIds, storeViewIds);
    }
  },
};
