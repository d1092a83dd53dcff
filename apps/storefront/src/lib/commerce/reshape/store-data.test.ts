import { describe, expect, it } from 'vitest';
import type { StoreConfigQuery } from '@/gql/graphql';
import { currencySymbol, reshapeAvailableStores, reshapeStoreData } from './store-data';

function answer(
  overrides: {
    codes?: Array<string | null>;
    def?: string;
    symbol?: string;
    phone?: string | null;
  } = {},
): StoreConfigQuery {
  return {
    storeConfig: {
      store_code: 'default',
      store_name: 'International',
      website_code: 'loomfront_int_website',
      locale: 'en_US',
      base_currency_code: 'EUR',
      default_display_currency_code: overrides.def ?? 'EUR',
      available_currency_codes: overrides.codes ?? ['EUR', 'USD', 'GBP', 'CHF'],
      default_title: 'Loomfront',
      default_description: null,
      store_information: {
        name: 'Loomfront',
        phone: overrides.phone ?? '+43 1 234',
        email: null,
        hours: null,
      },
    },
    currency: {
      available_currency_codes: overrides.codes ?? ['EUR', 'USD', 'GBP', 'CHF'],
      base_currency_code: 'EUR',
      default_display_currency_code: overrides.def ?? 'EUR',
      default_display_currency_symbol: overrides.symbol ?? '€',
    },
    availableStores: [],
  };
}

describe('reshapeStoreData', () => {
  it("lists the store's display currencies and its phone", () => {
    const store = reshapeStoreData(answer(), 'en', 'EUR');
    expect(store.currencies).toEqual(['EUR', 'USD', 'GBP', 'CHF']);
    expect(store.phone).toBe('+43 1 234');
    expect(store.currentCurrency).toBe('EUR');
    expect(store.currentCurrencySymbol).toBe('€');
  });

  it('uses the requested currency when the store allows it', () => {
    const store = reshapeStoreData(answer(), 'en', 'GBP');
    expect(store.currentCurrency).toBe('GBP');
    expect(store.currentCurrencySymbol).toBe('£');
  });

  it('falls back to the default display currency when the requested one is not allowed', () => {
    const store = reshapeStoreData(
      answer({ codes: ['USD'], def: 'USD', symbol: '$' }),
      'us',
      'GBP',
    );
    expect(store.currentCurrency).toBe('USD');
    expect(store.currencies).toEqual(['USD']);
    expect(store.currentCurrencySymbol).toBe('$');
  });

  it('drops empty and duplicate currency codes', () => {
    expect(
      reshapeStoreData(answer({ codes: ['SAR', null, '', 'SAR', 'USD'], def: 'SAR' }), 'sa', 'SAR')
        .currencies,
    ).toEqual(['SAR', 'USD']);
  });

  it('treats an empty phone as no phone', () => {
    expect(reshapeStoreData(answer({ phone: '' }), 'en', 'EUR').phone).toBeNull();
  });
});

describe('currencySymbol', () => {
  it('gives the narrow symbol of a currency', () => {
    expect(currencySymbol('USD', 'en-US')).toBe('$');
    expect(currencySymbol('EUR', 'de-AT')).toBe('€');
  });

  it('falls back to the code for an unknown currency', () => {
    expect(currencySymbol('not-a-code', 'en')).toBe('not-a-code');
  });
});

describe('reshapeAvailableStores', () => {
  it('lists the stores that have a code, with their currencies', () => {
    expect(
      reshapeAvailableStores({
        availableStores: [
          {
            store_code: 'me',
            store_name: 'Middle East',
            website_code: 'me',
            default_display_currency_code: 'AED',
            available_currency_codes: ['AED', null, 'EUR'],
          },
          {
            store_code: null,
            store_name: 'Nameless',
            website_code: null,
            default_display_currency_code: null,
            available_currency_codes: null,
          },
          null,
        ],
      }),
    ).toEqual([
      {
        storeCode: 'me',
        storeName: 'Middle East',
        websiteCode: 'me',
        defaultCurrency: 'AED',
        currencies: ['AED', 'EUR'],
      },
    ]);
  });
});
