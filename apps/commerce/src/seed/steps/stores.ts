// Websites, store groups and store views of the five regional storefronts, their currencies,
// exchange rates and configuration (contact details, locale, catalog defaults).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ConfigScope } from '../../modules/stores/tables';
import type { SeedStep } from './seed-step';

const currencies = [
  { code: 'EUR', name: 'Euro', symbol: '€', minor_units: 2 },
  { code: 'USD', name: 'US Dollar', symbol: '$', minor_units: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', minor_units: 2 },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', minor_units: 2 },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED', minor_units: 2 },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'SAR', minor_units: 2 },
];

// Base → display currency, as decimal strings (numeric(12,6)); never computed in floating point.
const rates = [
  { currency_from: 'EUR', currency_to: 'USD', rate: '1.085000' },
  { currency_from: 'EUR', currency_to: 'GBP', rate: '0.856000' },
  { currency_from: 'EUR', currency_to: 'CHF', rate: '0.942000' },
  { currency_from: 'AED', currency_to: 'USD', rate: '0.272300' },
  { currency_from: 'AED', currency_to: 'EUR', rate: '0.250900' },
  { currency_from: 'SAR', currency_to: 'USD', rate: '0.266600' },
];

const websites = [
  {
    code: 'loomfront_int_website',
    name: 'Loomfront International',
    sort_order: 0,
    is_default: true,
  },
  { code: 'loomfront_at_website', name: 'Loomfront Austria', sort_order: 1, is_default: false },
  { code: 'loomfrontcom_me', name: 'Loomfront Middle East', sort_order: 2, is_default: false },
  { code: 'loomfrontcom_us', name: 'Loomfront USA', sort_order: 3, is_default: false },
];

// The Middle East website has one store group per country, so `useCurrentGroup` separates me and sa.
const storeGroups = [
  {
    code: 'loomfront_int_store',
    website: 'loomfront_int_website',
    name: 'Loomfront International Store',
    sort_order: 0,
    is_default: true,
  },
  {
    code: 'loomfront_at_store',
    website: 'loomfront_at_website',
    name: 'Loomfront Austria Store',
    sort_order: 0,
    is_default: true,
  },
  {
    code: 'loomfront_ae_store',
    website: 'loomfrontcom_me',
    name: 'Loomfront UAE Store',
    sort_order: 0,
    is_default: true,
  },
  {
    code: 'loomfront_sa_store',
    website: 'loomfrontcom_me',
    name: 'Loomfront Saudi Arabia Store',
    sort_order: 1,
    is_default: false,
  },
  {
    code: 'loomfront_us_store',
    website: 'loomfrontcom_us',
    name: 'Loomfront USA Store',
    sort_order: 0,
    is_default: true,
  },
];

const storeViews = [
  {
    code: 'default',
    group: 'loomfront_int_store',
    name: 'International (English)',
    base: 'EUR',
    display: ['EUR', 'USD', 'GBP', 'CHF'],
  },
  {
    code: 'at',
    group: 'loomfront_at_store',
    name: 'Austria (English)',
    base: 'EUR',
    display: ['EUR'],
  },
  {
    code: 'me',
    group: 'loomfront_ae_store',
    name: 'United Arab Emirates (English)',
    base: 'AED',
    display: ['AED', 'USD', 'EUR'],
  },
  {
    code: 'sa',
    group: 'loomfront_sa_store',
    name: 'Saudi Arabia (English)',
    base: 'SAR',
    display: ['SAR', 'USD'],
  },
  {
    code: 'us',
    group: 'loomfront_us_store',
    name: 'United States (English)',
    base: 'USD',
    display: ['USD'],
  },
];

const europeHours = 'Mon, Wed 10:00-18:00; Tue, Thu, Fri 10:00-21:00; Sat 10:00-16:00; Sun closed';

const defaultConfig: Record<string, string> = {
  'general/locale/timezone': 'Europe/Vienna',
  'general/locale/weight_unit': 'kgs',
  'web/unsecure/base_url': 'http://localhost:3000/',
  'web/secure/base_url': 'http://localhost:3000/',
  'web/unsecure/base_media_url': 'http://localhost:4000/media/',
  'web/secure/base_media_url': 'http://localhost:4000/media/',
  'web/unsecure/base_static_url': 'http://localhost:3000/_next/static/',
  'web/secure/base_static_url': 'http://localhost:3000/_next/static/',
  'web/url/use_store': '0',
  'web/default/front': 'cms',
  'web/default/no_route': 'cms/noroute/index',
  'web/default/cms_no_cookies': 'enable-cookies',
  'web/default/show_cms_breadcrumbs': '1',
  'design/head/shortcut_icon': 'icon.svg',
  'design/head/demonotice': '0',
  'checkout/cart/configurable_product_image': 'parent',
  // The storefront's pages carry no canonical links yet.
  'catalog/seo/product_canonical_tag': '0',
  'catalog/seo/category_canonical_tag': '0',
  'contact/contact/enabled': '1',
  'newsletter/general/active': '1',
  'newsletter/subscription/allow_guest_subscribe': '1',
  'newsletter/subscription/confirm': '0',
  // DESIGN.md: customer access tokens last one hour.
  'oauth/access_token_lifetime/customer': '1',
  'wishlist/general/multiple_enabled': '0',
  'sales/gift_options/allow_order': '0',
  'sales/gift_options/allow_items': '0',
  'customer/password/autocomplete_on_storefront': '1',
  'tax/weee/enable': '0',
  'sendfriend/email/enabled': '0',
  'sendfriend/email/allow_guest': '0',
  'payment/braintree_cc_vault/active': '0',
  'payment/payflowpro_cc_vault/active': '0',
  'web/default/cms_home_page': 'home',
  'web/default/cms_no_route': 'no-route',
  'catalog/seo/category_url_suffix': '',
  'catalog/seo/product_url_suffix': '',
  'catalog/seo/title_separator': '-',
  'design/head/default_title': 'Loomfront',
  'design/head/title_prefix': '',
  'design/head/title_suffix': ' | Loomfront',
  'design/head/default_description':
    'Premium bedding, duvets, pillows and home textiles, crafted to last.',
  'design/head/default_keywords': 'bedding, duvets, pillows, bed linen, home textiles',
  'design/header/logo_src': 'logo/loomfront.svg',
  'design/header/logo_alt': 'Loomfront',
  'design/header/logo_width': '180',
  'design/header/logo_height': '40',
  'design/header/welcome': 'Welcome to Loomfront',
  'design/footer/copyright': '© Loomfront. All rights reserved.',
  'catalog/frontend/default_sort_by': 'position',
  'catalog/frontend/grid_per_page': '24',
  'catalog/frontend/grid_per_page_values': '12,24,36',
  'catalog/frontend/list_per_page': '10',
  'catalog/frontend/list_per_page_values': '5,10,15,20,25',
  'catalog/frontend/list_mode': 'grid-list',
  // Spec §5: at least 6 characters with an uppercase and a lowercase letter.
  'customer/password/minimum_password_length': '6',
  'customer/password/required_character_classes_number': '2',
  'wishlist/general/active': '1',
  'catalog/review/active': '1',
  // Spec §6: only registered users can leave reviews.
  'catalog/review/allow_guest': '0',
};

interface Contact {
  name: string;
  phone: string;
  hours: string;
  email: string;
  country: string;
  city: string;
  street: string;
}

const storeConfig: Record<
  string,
  { locale: string; timezone?: string; weightUnit?: string; prefix: string; contact: Contact }
> = {
  default: {
    locale: 'en_GB',
    prefix: '',
    contact: {
      name: 'Loomfront Europe Customer Service',
      phone: '+43 1 890 4217',
      hours: europeHours,
      email: 'service.eu@loomfront.example',
      country: 'AT',
      city: 'Vienna',
      street: 'Kärntner Ring 12',
    },
  },
  at: {
    // The Austrian store view speaks German (ADR 0029): its locale names the language too.
    locale: 'de_AT',
    prefix: 'at/',
    contact: {
      name: 'Loomfront Vienna Customer Service',
      phone: '+43 1 890 4210',
      hours: europeHours,
      email: 'service.at@loomfront.example',
      country: 'AT',
      city: 'Vienna',
      street: 'Kohlmarkt 8',
    },
  },
  me: {
    locale: 'en_AE',
    timezone: 'Asia/Dubai',
    prefix: 'me/',
    contact: {
      name: 'Loomfront Dubai Flagship Store',
      phone: '+971 4 388 2150',
      hours: 'Daily 10:00am-10:00pm',
      email: 'dubai@loomfront.example',
      country: 'AE',
      city: 'Dubai',
      street: 'The Dubai Mall, Financial Centre Road',
    },
  },
  sa: {
    locale: 'en_SA',
    timezone: 'Asia/Riyadh',
    prefix: 'sa/',
    contact: {
      name: 'Loomfront Riyadh Flagship Store',
      phone: '+966 11 293 4470',
      hours: 'Mon-Thu, Sat, Sun 10am-10pm; Fri 3:30pm-11pm',
      email: 'riyadh@loomfront.example',
      country: 'SA',
      city: 'Riyadh',
      street: 'Kingdom Centre, King Fahd Road',
    },
  },
  us: {
    locale: 'en_US',
    timezone: 'America/New_York',
    weightUnit: 'lbs',
    prefix: 'us/',
    contact: {
      name: 'Loomfront New Hyde Park Showroom',
      phone: '+1 516 352 0190',
      hours: 'Mon-Fri 10am-6pm; Sat-Sun by appointment',
      email: 'showroom.us@loomfront.example',
      country: 'US',
      city: 'New Hyde Park',
      street: '1979 Marcus Avenue',
    },
  },
};

// Where each website ships (Magento's general/country/allow, per website): the international site
// across Western Europe, Austria at home, the Middle East across the Gulf, the US at home. Most
// Gulf addresses have no postcode (general/country/optional_zip_countries). The European websites
// ask newsletter subscribers to confirm their address first (double opt-in); the Middle East
// website asks new accounts to confirm their e-mail address before the first login.
const websiteConfig: Record<string, Record<string, string>> = {
  loomfront_int_website: {
    'general/country/allow': 'AT,BE,CH,DE,DK,ES,FR,GB,IE,IT,LU,NL,PT,SE',
    'newsletter/subscription/confirm': '1',
  },
  loomfront_at_website: {
    'general/country/allow': 'AT',
    'newsletter/subscription/confirm': '1',
  },
  loomfrontcom_me: {
    'customer/create_account/confirm': '1',
    'general/country/allow': 'AE,BH,KW,OM,QA,SA',
    'general/country/optional_zip_countries': 'AE,BH,HK,IE,MO,OM,PA,QA',
  },
  loomfrontcom_us: { 'general/country/allow': 'US' },
};

function configRows() {
  const rows: Array<{ scope: ConfigScope; scope_code: string; path: string; value: string }> =
    Object.entries(defaultConfig).map(([path, value]) => ({
      scope: 'default',
      scope_code: '',
      path,
      value,
    }));
  for (const [code, values] of Object.entries(websiteConfig)) {
    for (const [path, value] of Object.entries(values))
      rows.push({ scope: 'website', scope_code: code, path, value });
  }
  for (const [code, store] of Object.entries(storeConfig)) {
    const values: Record<string, string | undefined> = {
      'general/locale/code': store.locale,
      'general/locale/timezone': store.timezone,
      'general/locale/weight_unit': store.weightUnit,
      'web/unsecure/base_link_url': `http://localhost:3000/${store.prefix}`,
      'web/secure/base_link_url': `http://localhost:3000/${store.prefix}`,
      'general/store_information/name': store.contact.name,
      'general/store_information/phone': store.contact.phone,
      'general/store_information/hours': store.contact.hours,
      'general/store_information/country_id': store.contact.country,
      'general/store_information/city': store.contact.city,
      'general/store_information/street_line1': store.contact.street,
      'trans_email/ident_support/email': store.contact.email,
    };
    for (const [path, value] of Object.entries(values)) {
      if (value !== undefined) rows.push({ scope: 'store', scope_code: code, path, value });
    }
  }
  return rows;
}

async function seedStores(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('currencies')
    .values(currencies)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        symbol: eb.ref('excluded.symbol'),
        minor_units: eb.ref('excluded.minor_units'),
      })),
    )
    .execute();

  await db
    .insertInto('currency_rates')
    .values(rates)
    .onConflict((oc) =>
      oc.columns(['currency_from', 'currency_to']).doUpdateSet((eb) => ({
        rate: eb.ref('excluded.rate'),
        // Touch the timestamp only when the rate really changes, so a re-run is a no-op.
        updated_at: sql`case when currency_rates.rate = excluded.rate then currency_rates.updated_at else now() end`,
      })),
    )
    .execute();

  const websiteIds = new Map<string, number>();
  for (const website of websites) {
    const { id } = await db
      .insertInto('websites')
      .values(website)
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({
          name: website.name,
          sort_order: website.sort_order,
          is_default: website.is_default,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    websiteIds.set(website.code, id);
  }

  const groupIds = new Map<string, number>();
  for (const { website, ...group } of storeGroups) {
    const values = { ...group, website_id: websiteIds.get(website)! };
    const { id } = await db
      .insertInto('store_groups')
      .values(values)
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({
          website_id: values.website_id,
          name: values.name,
          sort_order: values.sort_order,
          is_default: values.is_default,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.set(group.code, id);
  }

  for (const view of storeViews) {
    const values = {
      code: view.code,
      store_group_id: groupIds.get(view.group)!,
      name: view.name,
      sort_order: 0,
      is_default: true,
      is_active: true,
      base_currency_code: view.base,
    };
    const { id } = await db
      .insertInto('store_views')
      .values(values)
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({
          store_group_id: values.store_group_id,
          name: values.name,
          sort_order: values.sort_order,
          is_default: values.is_default,
          is_active: values.is_active,
          base_currency_code: values.base_currency_code,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    // Replace the list wholesale: positions are unique, so updating them in place could collide.
    await db.deleteFrom('store_view_currencies').where('store_view_id', '=', id).execute();
    await db
      .insertInto('store_view_currencies')
      .values(
        view.display.map((currency_code, position) => ({
          store_view_id: id,
          currency_code,
          position,
        })),
      )
      .execute();
  }

  await db
    .insertInto('config_values')
    .values(configRows())
    .onConflict((oc) =>
      oc
        .columns(['scope', 'scope_code', 'path'])
        .doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}

export const storesSeed: SeedStep = { name: 'stores', run: (db) => seedStores(db) };
