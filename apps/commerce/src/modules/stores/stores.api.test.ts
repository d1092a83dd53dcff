import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const storeConfigQuery = /* GraphQL */ `
  query StoreConfig {
    storeConfig {
      store_code
      website_code
      store_group_code
      locale
      base_currency_code
      default_display_currency_code
      available_currency_codes
      is_default_store
      store_information {
        name
        phone
        email
        country_id
        city
        street_line1
        hours
      }
    }
  }
`;

describe('stores', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it.each([
    {
      store: 'default',
      website: 'loomfront_int_website',
      currency: 'EUR',
      locale: 'en_GB',
      display: ['EUR', 'USD', 'GBP', 'CHF'],
      phone: /^\+43 1 /,
    },
    {
      store: 'at',
      website: 'loomfront_at_website',
      currency: 'EUR',
      locale: 'de_AT',
      display: ['EUR'],
      phone: /^\+43 1 /,
    },
    {
      store: 'me',
      website: 'loomfrontcom_me',
      currency: 'AED',
      locale: 'en_AE',
      display: ['AED', 'USD', 'EUR'],
      phone: /^\+971 4 /,
    },
    {
      store: 'sa',
      website: 'loomfrontcom_me',
      currency: 'SAR',
      locale: 'en_SA',
      display: ['SAR', 'USD'],
      phone: /^\+966 11 /,
    },
    {
      store: 'us',
      website: 'loomfrontcom_us',
      currency: 'USD',
      locale: 'en_US',
      display: ['USD'],
      phone: /^\+1 516 /,
    },
  ])(
    'storeConfig answers with the store view chosen by the Store header ($store)',
    async (expected) => {
      const { status, body } = await commerce.gql(storeConfigQuery, {}, { Store: expected.store });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data?.['storeConfig']).toMatchObject({
        store_code: expected.store,
        website_code: expected.website,
        locale: expected.locale,
        base_currency_code: expected.currency,
        default_display_currency_code: expected.display[0],
        available_currency_codes: expected.display,
        is_default_store: true,
        store_information: {
          phone: expect.stringMatching(expected.phone),
          email: expect.stringMatching(/@loomfront\.example$/),
        },
      });
    },
  );

  it('storeConfig answers for the default store view when no Store header is sent', async () => {
    const { body } = await commerce.gql('{ storeConfig { store_code website_code } }');
    expect(body.data?.['storeConfig']).toEqual({
      store_code: 'default',
      website_code: 'loomfront_int_website',
    });
  });

  it('storeConfig falls back from store view to default-scope configuration', async () => {
    const { body } = await commerce.gql(
      '{ storeConfig { timezone weight_unit grid_per_page use_store_in_url minimum_password_length allow_guests_to_write_product_reviews } }',
      {},
      { Store: 'us' },
    );
    expect(body.data?.['storeConfig']).toEqual({
      timezone: 'America/New_York',
      weight_unit: 'lbs',
      grid_per_page: 24,
      use_store_in_url: false,
      minimum_password_length: '6',
      allow_guests_to_write_product_reviews: '0',
    });
  });

  it('availableStores lists the store views of the current website (me shows me and sa)', async () => {
    const { body } = await commerce.gql(
      '{ availableStores { store_code website_code base_currency_code } }',
      {},
      { Store: 'me' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.['availableStores']).toEqual([
      { store_code: 'me', website_code: 'loomfrontcom_me', base_currency_code: 'AED' },
      { store_code: 'sa', website_code: 'loomfrontcom_me', base_currency_code: 'SAR' },
    ]);
  });

  it('availableStores with useCurrentGroup lists only the current store group', async () => {
    const { body } = await commerce.gql(
      'query ($group: Boolean) { availableStores(useCurrentGroup: $group) { store_code store_group_code } }',
      { group: true },
      { Store: 'sa' },
    );
    expect(body.data?.['availableStores']).toEqual([
      { store_code: 'sa', store_group_code: 'loomfront_sa_store' },
    ]);
  });

  it('availableStores of a single-store website lists that store only', async () => {
    const { body } = await commerce.gql('{ availableStores { store_code } }', {}, { Store: 'us' });
    expect(body.data?.['availableStores']).toEqual([{ store_code: 'us' }]);
  });

  it('currency lists the display currencies with exchange rates from the base currency', async () => {
    const { body } = await commerce.gql(
      `{ currency {
          base_currency_code base_currency_symbol
          default_display_currency_code default_display_currency_symbol
          available_currency_codes
          exchange_rates { currency_to rate }
      } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.['currency']).toEqual({
      base_currency_code: 'EUR',
      base_currency_symbol: '€',
      default_display_currency_code: 'EUR',
      default_display_currency_symbol: '€',
      available_currency_codes: ['EUR', 'USD', 'GBP', 'CHF'],
      exchange_rates: [
        { currency_to: 'EUR', rate: 1 },
        { currency_to: 'USD', rate: 1.085 },
        { currency_to: 'GBP', rate: 0.856 },
        { currency_to: 'CHF', rate: 0.942 },
      ],
    });
  });

  it('currency of a store view sharing a website uses that store view’s own base currency', async () => {
    const { body } = await commerce.gql(
      '{ currency { base_currency_code exchange_rates { currency_to rate } } }',
      {},
      { Store: 'sa' },
    );
    expect(body.data?.['currency']).toEqual({
      base_currency_code: 'SAR',
      exchange_rates: [
        { currency_to: 'SAR', rate: 1 },
        { currency_to: 'USD', rate: 0.2666 },
      ],
    });
  });

  it.each([
    '{ storeConfig { store_code } }',
    '{ availableStores { store_code } }',
    '{ currency { base_currency_code } }',
  ])(
    'an unknown Store header fails every operation with "Requested store is not found": %s',
    async (query) => {
      const { status, body } = await commerce.gql(query, {}, { Store: 'atlantis' });
      expect(status).toBe(200);
      expect(body.data ?? null).toBeNull();
      expect(body.errors).toEqual([
        { message: 'Requested store is not found', extensions: { category: 'graphql-input' } },
      ]);
    },
  );

  it('a Content-Currency the store does not display fails with "Please correct the target currency"', async () => {
    for (const [store, currency] of [
      ['default', 'JPY'],
      ['at', 'USD'],
      ['sa', 'EUR'],
    ]) {
      const { body } = await commerce.gql(
        '{ storeConfig { store_code } }',
        {},
        { Store: store!, 'Content-Currency': currency! },
      );
      expect(body.errors).toEqual([
        {
          message: 'Please correct the target currency',
          extensions: { category: 'graphql-input' },
        },
      ]);
    }
  });

  it('an allowed Content-Currency is accepted', async () => {
    const { body } = await commerce.gql(
      '{ storeConfig { store_code } }',
      {},
      { Store: 'me', 'Content-Currency': 'USD' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.['storeConfig']).toEqual({ store_code: 'me' });
  });

  it('resolves the request’s display currency into the GraphQL context', async () => {
    const scope = await commerce.commerce.services.stores.resolveScope({
      store: 'default',
      currency: 'gbp',
    });
    expect(scope.currencyCode).toBe('GBP');
    const fallback = await commerce.commerce.services.stores.resolveScope({ store: 'me' });
    expect(fallback.currencyCode).toBe('AED');
  });

  it('keeps the store views between requests until the settings are forgotten, so a store view switched off is refused from then on', async () => {
    const { db } = commerce.database;
    const stores = commerce.commerce.services.stores;
    await stores.resolveScope({ store: 'me' });
    await db
      .updateTable('store_views')
      .set({ is_active: false })
      .where('code', '=', 'me')
      .execute();
    try {
      expect((await stores.resolveScope({ store: 'me' })).storeView.code).toBe('me');
      commerce.settingsChanged();
      await expect(stores.resolveScope({ store: 'me' })).rejects.toThrow(
        'Requested store is not found',
      );
    } finally {
      await db
        .updateTable('store_views')
        .set({ is_active: true })
        .where('code', '=', 'me')
        .execute();
      commerce.settingsChanged();
    }
    expect((await stores.resolveScope({ store: 'me' })).storeView.code).toBe('me');
  });

  it('shares one frozen record of a store view between requests', async () => {
    const first = await commerce.commerce.services.stores.resolveScope({ store: 'at' });
    const second = await commerce.commerce.services.stores.resolveScope({ store: 'at' });
    expect(second.storeView).toBe(first.storeView);
    expect(Object.isFrozen(first.storeView.group)).toBe(true);
    expect(() => first.storeView.displayCurrencyCodes.push('USD')).toThrow(TypeError);
  });
});
