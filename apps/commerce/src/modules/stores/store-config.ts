// Building a StoreConfig from a store view and Magento-style scoped configuration.
import type {
  FixedProductTaxDisplaySettings,
  StoreConfig,
  StoreInformation,
} from '../../generated/graphql';
import { decodeUid } from '../catalog/uid';
import type { ConfigValueRecord, StoreViewRecord } from './repository';

/**
 * A path's value for one store view: store scope, else its website, else default (Magento's
 * fallback), else `unset` (Magento's config.xml default) when no scope holds the path at all. A
 * scope that holds an explicit null clears the value.
 */
export function configResolver(
  rows: readonly ConfigValueRecord[],
  store: { code: string; websiteCode: string },
): (path: string, unset?: string) => string | null {
  const byScope = new Map<string, string | null>();
  for (const row of rows)
    byScope.set(`${row.scope}\u0000${row.scopeCode}\u0000${row.path}`, row.value);
  const scopes = [`store\u0000${store.code}`, `website\u0000${store.websiteCode}`, 'default\u0000'];
  return (path, unset) => {
    for (const scope of scopes) {
      const key = `${scope}\u0000${path}`;
      if (byScope.has(key)) return byScope.get(key) ?? null;
    }
    return unset ?? null;
  };
}

type ConfigField = Exclude<
  keyof StoreConfig,
  | '__typename'
  | 'store_code'
  | 'store_name'
  | 'store_sort_order'
  | 'is_default_store'
  | 'store_group_code'
  | 'store_group_name'
  | 'is_default_store_group'
  | 'website_code'
  | 'website_name'
  | 'base_currency_code'
  | 'default_display_currency_code'
  | 'available_currency_codes'
  | 'store_information'
  | 'root_category_uid'
  | 'code'
  | 'id'
  | 'root_category_id'
  | 'website_id'
  | 'category_fixed_product_tax_display_setting'
  | 'product_fixed_product_tax_display_setting'
  | 'sales_fixed_product_tax_display_setting'
  | 'send_friend'
>;

type FieldKind = 'string' | 'int' | 'float' | 'boolean';

/**
 * StoreConfig fields read from configuration, with Magento's config paths and, where a module's
 * config.xml sets one, Magento's default (used when no scope holds a value).
 */
export const storeConfigPaths: Record<
  ConfigField,
  [path: string, kind: FieldKind, magentoDefault?: string]
> = {
  locale: ['general/locale/code', 'string'],
  timezone: ['general/locale/timezone', 'string'],
  weight_unit: ['general/locale/weight_unit', 'string'],
  base_url: ['web/unsecure/base_url', 'string'],
  base_link_url: ['web/unsecure/base_link_url', 'string'],
  secure_base_url: ['web/secure/base_url', 'string'],
  secure_base_link_url: ['web/secure/base_link_url', 'string'],
  base_media_url: ['web/unsecure/base_media_url', 'string'],
  secure_base_media_url: ['web/secure/base_media_url', 'string'],
  category_url_suffix: ['catalog/seo/category_url_suffix', 'string'],
  product_url_suffix: ['catalog/seo/product_url_suffix', 'string'],
  default_title: ['design/head/default_title', 'string'],
  title_prefix: ['design/head/title_prefix', 'string'],
  title_suffix: ['design/head/title_suffix', 'string'],
  title_separator: ['catalog/seo/title_separator', 'string'],
  default_description: ['design/head/default_description', 'string'],
  default_keywords: ['design/head/default_keywords', 'string'],
  header_logo_src: ['design/header/logo_src', 'string'],
  logo_alt: ['design/header/logo_alt', 'string'],
  logo_width: ['design/header/logo_width', 'int'],
  logo_height: ['design/header/logo_height', 'int'],
  copyright: ['design/footer/copyright', 'string'],
  welcome: ['design/header/welcome', 'string'],
  cms_home_page: ['web/default/cms_home_page', 'string'],
  cms_no_route: ['web/default/cms_no_route', 'string'],
  catalog_default_sort_by: ['catalog/frontend/default_sort_by', 'string'],
  grid_per_page: ['catalog/frontend/grid_per_page', 'int'],
  grid_per_page_values: ['catalog/frontend/grid_per_page_values', 'string'],
  list_per_page: ['catalog/frontend/list_per_page', 'int'],
  list_per_page_values: ['catalog/frontend/list_per_page_values', 'string'],
  list_mode: ['catalog/frontend/list_mode', 'string'],
  minimum_password_length: ['customer/password/minimum_password_length', 'string'],
  required_character_classes_number: [
    'customer/password/required_character_classes_number',
    'string',
  ],
  magento_wishlist_general_is_enabled: ['wishlist/general/active', 'string'],
  product_reviews_enabled: ['catalog/review/active', 'string'],
  allow_guests_to_write_product_reviews: ['catalog/review/allow_guest', 'string'],
  use_store_in_url: ['web/url/use_store', 'boolean'],
  absolute_footer: ['design/footer/absolute_footer', 'string'],
  allow_items: ['sales/gift_options/allow_items', 'string', '0'],
  allow_order: ['sales/gift_options/allow_order', 'string', '0'],
  autocomplete_on_storefront: ['customer/password/autocomplete_on_storefront', 'boolean', '1'],
  base_static_url: ['web/unsecure/base_static_url', 'string'],
  secure_base_static_url: ['web/secure/base_static_url', 'string'],
  braintree_cc_vault_active: ['payment/braintree_cc_vault/active', 'string', '0'],
  payment_payflowpro_cc_vault_active: ['payment/payflowpro_cc_vault/active', 'string', '0'],
  cms_no_cookies: ['web/default/cms_no_cookies', 'string', 'enable-cookies'],
  configurable_thumbnail_source: ['checkout/cart/configurable_product_image', 'string', 'parent'],
  demonotice: ['design/head/demonotice', 'int', '0'],
  front: ['web/default/front', 'string', 'cms'],
  head_includes: ['design/head/includes', 'string'],
  head_shortcut_icon: ['design/head/shortcut_icon', 'string'],
  no_route: ['web/default/no_route', 'string', 'cms/noroute/index'],
  show_cms_breadcrumbs: ['web/default/show_cms_breadcrumbs', 'int', '1'],
  // Magento 2.4.4+ fields, beyond the 2.4 reference schema; PWA Studio asks for them.
  product_canonical_tag: ['catalog/seo/product_canonical_tag', 'boolean', '0'],
  category_canonical_tag: ['catalog/seo/category_canonical_tag', 'boolean', '0'],
  contact_enabled: ['contact/contact/enabled', 'boolean', '1'],
  newsletter_enabled: ['newsletter/general/active', 'boolean', '1'],
  customer_access_token_lifetime: ['oauth/access_token_lifetime/customer', 'float', '1'],
  enable_multiple_wishlists: ['wishlist/general/multiple_enabled', 'string', '0'],
};

/** Magento's Weee display settings (tax/weee/display*) as FixedProductTaxDisplaySettings. */
const FPT_DISPLAY: Record<string, FixedProductTaxDisplaySettings> = {
  '0': 'INCLUDE_FPT_WITHOUT_DETAILS',
  '1': 'INCLUDE_FPT_WITH_DETAILS',
  '2': 'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS',
  '3': 'EXCLUDE_FPT_WITHOUT_DETAILS',
};

/** FPT_DISABLED unless fixed product taxes are enabled (tax/weee/enable), as Magento's WeeeGraphQl. */
export function fptDisplaySetting(
  config: (path: string, unset?: string) => string | null,
  path: 'tax/weee/display_list' | 'tax/weee/display' | 'tax/weee/display_sales',
): FixedProductTaxDisplaySettings {
  if (config('tax/weee/enable') !== '1') return 'FPT_DISABLED';
  return FPT_DISPLAY[config(path) ?? '0'] ?? 'INCLUDE_FPT_WITHOUT_DETAILS';
}

export const storeInformationPaths: Record<
  Exclude<keyof StoreInformation, '__typename'>,
  string
> = {
  name: 'general/store_information/name',
  phone: 'general/store_information/phone',
  hours: 'general/store_information/hours',
  // Magento keeps the customer-support address under the transactional e-mail identities.
  email: 'trans_email/ident_support/email',
  country_id: 'general/store_information/country_id',
  city: 'general/store_information/city',
  street_line1: 'general/store_information/street_line1',
};

function typed(value: string | null, kind: FieldKind): string | number | boolean | null {
  if (value === null) return null;
  if (kind === 'int') {
    const number = Number.parseInt(value, 10);
    return Number.isNaN(number) ? null : number;
  }
  if (kind === 'float') {
    const number = Number(value);
    return value.trim() === '' || Number.isNaN(number) ? null : number;
  }
  if (kind === 'boolean') return value === '1' || value === 'true';
  return value;
}

export function buildStoreConfig(
  view: StoreViewRecord,
  config: (path: string, unset?: string) => string | null,
): StoreConfig {
  const fromConfig = Object.fromEntries(
    Object.entries(storeConfigPaths).map(([field, [path, kind, magentoDefault]]) => [
      field,
      typed(config(path, magentoDefault), kind),
    ]),
  ) as Pick<StoreConfig, ConfigField>;
  const storeInformation = Object.fromEntries(
    Object.entries(storeInformationPaths).map(([field, path]) => [field, config(path)]),
  ) as StoreInformation;
  const rootCategoryId = view.group.rootCategoryUid ? decodeUid(view.group.rootCategoryUid) : null;
  const flag = (path: string) => config(path) === '1';
  return {
    ...fromConfig,
    id: view.id,
    code: view.code,
    website_id: view.website.id,
    root_category_id: rootCategoryId,
    category_fixed_product_tax_display_setting: fptDisplaySetting(config, 'tax/weee/display_list'),
    product_fixed_product_tax_display_setting: fptDisplaySetting(config, 'tax/weee/display'),
    sales_fixed_product_tax_display_setting: fptDisplaySetting(config, 'tax/weee/display_sales'),
    // Magento's SendFriendGraphQl: guests may send only when sending is enabled at all.
    send_friend: {
      enabled_for_customers: flag('sendfriend/email/enabled'),
      enabled_for_guests: flag('sendfriend/email/enabled') && flag('sendfriend/email/allow_guest'),
    },
    store_code: view.code,
    store_name: view.name,
    store_sort_order: view.sortOrder,
    is_default_store: view.isDefault,
    store_group_code: view.group.code,
    store_group_name: view.group.name,
    is_default_store_group: view.group.isDefault,
    website_code: view.website.code,
    website_name: view.website.name,
    root_category_uid: view.group.rootCategoryUid,
    base_currency_code: view.baseCurrencyCode,
    default_display_currency_code: view.displayCurrencyCodes[0] ?? view.baseCurrencyCode,
    available_currency_codes: view.displayCurrencyCodes,
    store_information: storeInformation,
  };
}
