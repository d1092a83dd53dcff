import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { decodeUid } from '../catalog/uid';

// The StoreConfig fields PWA Studio and older Magento clients ask for, deprecated ones included.
const magentoStoreConfigQuery = /* GraphQL */ `
  query MagentoStoreConfig {
    storeConfig {
      id
      code
      store_code
      website_id
      root_category_id
      root_category_uid
      configurable_thumbnail_source
      product_canonical_tag
      category_canonical_tag
      contact_enabled
      newsletter_enabled
      customer_access_token_lifetime
      enable_multiple_wishlists
      allow_order
      allow_items
      autocomplete_on_storefront
      head_shortcut_icon
      head_includes
      absolute_footer
      no_route
      front
      cms_no_cookies
      show_cms_breadcrumbs
      demonotice
      base_static_url
      secure_base_static_url
      braintree_cc_vault_active
      payment_payflowpro_cc_vault_active
      category_fixed_product_tax_display_setting
      product_fixed_product_tax_display_setting
      sales_fixed_product_tax_display_setting
      send_friend {
        enabled_for_customers
        enabled_for_guests
      }
    }
    currency {
      default_display_currency_code
      default_display_currecy_code
      default_display_currency_symbol
      default_display_currecy_symbol
    }
  }
`;

describe('StoreConfig as a Magento client reads it', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('answers the deprecated ids with the store view, its website and its root category', async () => {
    const { body } = await commerce.gql(magentoStoreConfigQuery, {}, { Store: 'me' });
    expect(body.errors).toBeUndefined();
    const config = body.data!.storeConfig;
    const view = await commerce.database.db
      .selectFrom('store_views')
      .innerJoin('store_groups', 'store_groups.id', 'store_views.store_group_id')
      .select(['store_views.id', 'store_groups.website_id'])
      .where('store_views.code', '=', 'me')
      .executeTakeFirstOrThrow();
    expect(config).toMatchObject({
      id: view.id,
      code: 'me',
      store_code: 'me',
      website_id: view.website_id,
      root_category_id: decodeUid(config.root_category_uid),
    });
    expect(config.root_category_id).toBe(2);
  });

  it('reads the shop’s settings from configuration with Magento’s paths and defaults', async () => {
    const { body } = await commerce.gql(magentoStoreConfigQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data!.storeConfig).toMatchObject({
      configurable_thumbnail_source: 'parent',
      product_canonical_tag: false,
      category_canonical_tag: false,
      contact_enabled: true,
      newsletter_enabled: true,
      customer_access_token_lifetime: 1,
      enable_multiple_wishlists: '0',
      allow_order: '0',
      allow_items: '0',
      autocomplete_on_storefront: true,
      head_shortcut_icon: 'icon.svg',
      head_includes: null,
      absolute_footer: null,
      no_route: 'cms/noroute/index',
      front: 'cms',
      cms_no_cookies: 'enable-cookies',
      show_cms_breadcrumbs: 1,
      demonotice: 0,
      base_static_url: 'http://localhost:3000/_next/static/',
      secure_base_static_url: 'http://localhost:3000/_next/static/',
      braintree_cc_vault_active: '0',
      payment_payflowpro_cc_vault_active: '0',
      category_fixed_product_tax_display_setting: 'FPT_DISABLED',
      product_fixed_product_tax_display_setting: 'FPT_DISABLED',
      sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
      send_friend: { enabled_for_customers: false, enabled_for_guests: false },
    });
  });

  it('falls back to Magento’s default for a path no scope sets', async () => {
    await commerce.database.db
      .deleteFrom('config_values')
      .where('path', '=', 'checkout/cart/configurable_product_image')
      .execute();
    commerce.settingsChanged();
    const { body } = await commerce.gql(
      '{ storeConfig { configurable_thumbnail_source } }',
      {},
      { Store: 'us' },
    );
    expect(body.data!.storeConfig.configurable_thumbnail_source).toBe('parent');
  });

  it('answers the misspelt deprecated currency fields like the correct ones', async () => {
    const { body } = await commerce.gql(magentoStoreConfigQuery, {}, { Store: 'sa' });
    const currency = body.data!.currency;
    expect(currency.default_display_currecy_code).toBe('SAR');
    expect(currency.default_display_currecy_code).toBe(currency.default_display_currency_code);
    expect(currency.default_display_currecy_symbol).toBe(currency.default_display_currency_symbol);
  });
});
