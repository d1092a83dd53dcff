// Seed step: shipping and payment for the five storefronts (documented in the README's "Trying
// the checkout"). Every amount is in the base currency of the store view that charges it, in the
// same tax basis as its catalog (incl. VAT but in the US). Config rows are upserted by path and
// table rates by their key, so a re-run writes each row onto itself.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SeedStep } from './seed-step';

/** The text a destination without shipping shows (the flat rate carrier's error message). */
export const NO_SHIPPING_MESSAGE = 'no shipping methods for this country';

const EU_MEMBERS = 'AT,BE,DE,DK,ES,FR,IE,IT,LU,NL,PT,SE';

// International: express flat rate everywhere but Great Britain (billing there is welcome,
// shipping is paused), standard shipping by weight per country, free standard shipping from
// €100 within the EU. Austria: the same in German, home only. Middle East: flat rate and table
// rates across the Gulf, free from 400 AED / SAR, cash on delivery. US: flat rate, weight tiers
// with dearer Alaska and Hawaii, free from $99.
const websiteConfig: Record<string, Record<string, string>> = {
  loomfront_int_website: {
    'carriers/flatrate/active': '1',
    'carriers/flatrate/title': 'Express',
    'carriers/flatrate/name': 'Express courier',
    'carriers/flatrate/type': 'O',
    'carriers/flatrate/price': '14.90',
    'carriers/flatrate/sallowspecific': '1',
    'carriers/flatrate/specificcountry': `${EU_MEMBERS},CH`,
    'carriers/flatrate/showmethod': '1',
    'carriers/flatrate/specificerrmsg': NO_SHIPPING_MESSAGE,
    'carriers/flatrate/sort_order': '20',
    'carriers/tablerate/active': '1',
    'carriers/tablerate/title': 'Standard',
    'carriers/tablerate/name': 'Standard delivery',
    'carriers/tablerate/sort_order': '10',
    'carriers/freeshipping/active': '1',
    'carriers/freeshipping/title': 'Free Shipping',
    'carriers/freeshipping/name': 'Free standard delivery',
    'carriers/freeshipping/free_shipping_subtotal': '100.00',
    'carriers/freeshipping/sallowspecific': '1',
    'carriers/freeshipping/specificcountry': EU_MEMBERS,
    'carriers/freeshipping/sort_order': '0',
  },
  loomfront_at_website: {
    'carriers/flatrate/active': '1',
    'carriers/flatrate/title': 'Express',
    'carriers/flatrate/name': 'Expresszustellung',
    'carriers/flatrate/type': 'O',
    'carriers/flatrate/price': '12.90',
    'carriers/flatrate/showmethod': '1',
    'carriers/flatrate/specificerrmsg': 'Für dieses Land gibt es keine Versandarten.',
    'carriers/flatrate/sort_order': '20',
    'carriers/tablerate/active': '1',
    'carriers/tablerate/title': 'Standard',
    'carriers/tablerate/name': 'Standardzustellung',
    'carriers/tablerate/sort_order': '10',
    'carriers/freeshipping/active': '1',
    'carriers/freeshipping/title': 'Gratisversand',
    'carriers/freeshipping/name': 'Kostenlose Standardzustellung',
    'carriers/freeshipping/free_shipping_subtotal': '100.00',
    'carriers/freeshipping/sort_order': '0',
    'payment/checkmo/title': 'Vorauskasse per Überweisung',
    'payment/free/title': 'Keine Zahlung erforderlich',
  },
  loomfrontcom_me: {
    'carriers/flatrate/active': '1',
    'carriers/flatrate/title': 'Express',
    'carriers/flatrate/name': 'Next-day courier',
    'carriers/flatrate/type': 'O',
    'carriers/flatrate/price': '45.00',
    'carriers/flatrate/showmethod': '1',
    'carriers/flatrate/specificerrmsg': NO_SHIPPING_MESSAGE,
    'carriers/flatrate/sort_order': '20',
    'carriers/tablerate/active': '1',
    'carriers/tablerate/title': 'Standard',
    'carriers/tablerate/name': 'Standard delivery',
    'carriers/tablerate/sort_order': '10',
    'carriers/freeshipping/active': '1',
    'carriers/freeshipping/title': 'Free Shipping',
    'carriers/freeshipping/name': 'Free standard delivery',
    'carriers/freeshipping/free_shipping_subtotal': '400.00',
    'carriers/freeshipping/sort_order': '0',
    'payment/cashondelivery/active': '1',
  },
  loomfrontcom_us: {
    'carriers/flatrate/active': '1',
    'carriers/flatrate/title': 'Express',
    'carriers/flatrate/name': '2-day air',
    'carriers/flatrate/type': 'O',
    'carriers/flatrate/price': '19.95',
    'carriers/flatrate/showmethod': '1',
    'carriers/flatrate/specificerrmsg': NO_SHIPPING_MESSAGE,
    'carriers/flatrate/sort_order': '20',
    'carriers/tablerate/active': '1',
    'carriers/tablerate/title': 'Ground',
    'carriers/tablerate/name': 'Ground shipping',
    'carriers/tablerate/sort_order': '10',
    'carriers/freeshipping/active': '1',
    'carriers/freeshipping/title': 'Free Shipping',
    'carriers/freeshipping/name': 'Free ground shipping',
    'carriers/freeshipping/free_shipping_subtotal': '99.00',
    'carriers/freeshipping/sort_order': '0',
  },
};

/** [website, country, region or '*', weight from, price] — weights in the website's unit. */
type Row = [string, string, string, string, string];

const tiers = (
  website: string,
  country: string,
  prices: [string, string, string],
  region = '*',
  weights: [string, string, string] = ['0', '5', '20'],
): Row[] => weights.map((weight, at) => [website, country, region, weight, prices[at]!]);

export const demoTableRates: Row[] = [
  // International (kg, EUR incl. VAT).
  ...tiers('loomfront_int_website', 'DE', ['4.90', '7.90', '14.90']),
  ...tiers('loomfront_int_website', 'AT', ['5.90', '8.90', '16.90']),
  ...['BE', 'LU', 'NL', 'FR', 'DK'].flatMap((country) =>
    tiers('loomfront_int_website', country, ['6.90', '9.90', '19.90']),
  ),
  ...['ES', 'IE', 'IT', 'PT', 'SE'].flatMap((country) =>
    tiers('loomfront_int_website', country, ['8.90', '12.90', '24.90']),
  ),
  ...tiers('loomfront_int_website', 'CH', ['12.90', '19.90', '39.90']),
  // Austria (kg, EUR incl. VAT).
  ...tiers('loomfront_at_website', 'AT', ['3.90', '6.90', '12.90']),
  // Middle East (kg; AED for the UAE store view's base currency, SAR for Saudi Arabia's).
  ...tiers('loomfrontcom_me', 'AE', ['20.00', '35.00', '60.00']),
  ...tiers('loomfrontcom_me', 'SA', ['20.00', '35.00', '60.00']),
  ...['BH', 'KW', 'OM', 'QA'].flatMap((country) =>
    tiers('loomfrontcom_me', country, ['40.00', '60.00', '100.00']),
  ),
  // US (lbs, USD before sales tax); Alaska and Hawaii cost more.
  ...tiers('loomfrontcom_us', 'US', ['7.95', '12.95', '24.95'], '*', ['0', '10', '40']),
  ...tiers('loomfrontcom_us', 'US', ['14.95', '24.95', '49.95'], 'AK', ['0', '10', '40']),
  ...tiers('loomfrontcom_us', 'US', ['14.95', '24.95', '49.95'], 'HI', ['0', '10', '40']),
];

export const checkoutSeed: SeedStep = {
  name: 'checkout',
  async run(db: Kysely<Database>) {
    const rows = Object.entries(websiteConfig).flatMap(([code, values]) =>
      Object.entries(values).map(([path, value]) => ({
        scope: 'website' as const,
        scope_code: code,
        path,
        value,
      })),
    );
    await db
      .insertInto('config_values')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['scope', 'scope_code', 'path']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
        })),
      )
      .execute();
    const websites = new Map(
      (await db.selectFrom('websites').select(['id', 'code']).execute()).map((row) => [
        row.code,
        row.id,
      ]),
    );
    await db
      .insertInto('shipping_table_rates')
      .values(
        demoTableRates.map(([website, country, region, weight, price]) => ({
          website_id: websites.get(website)!,
          dest_country_id: country,
          dest_region_code: region,
          weight_from: weight,
          price,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['website_id', 'dest_country_id', 'dest_region_code', 'weight_from'])
          .doUpdateSet((eb) => ({ price: eb.ref('excluded.price') })),
      )
      .execute();
  },
};
