// StoreConfig and AvailableStores answers → the store view models.
import type { AvailableStoresQuery, StoreConfigQuery } from '@/gql/graphql';
import { localeConfig, type Locale } from '@/i18n/locales';
import { allowedDisplayCurrency } from '../request-headers';
import type { StoreData, StoreView } from '@/lib/commerce/types/store';

/** The symbol of a currency in a locale, e.g. EUR → €, falling back to the code. */
export function currencySymbol(currency: string, intlLocale: string): string {
  try {
    const parts = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

function presentStrings(values: ReadonlyArray<string | null> | null | undefined): string[] {
  return [...new Set((values ?? []).filter((v): v is string => typeof v === 'string' && v !== ''))];
}

/**
 * Reshapes the StoreConfig answer. The current currency is the requested one when the store allows
 * it, else the store's default display currency.
 */
export function reshapeStoreData(
  data: StoreConfigQuery,
  locale: Locale,
  requestedCurrency: string,
): StoreData {
  const config = localeConfig(locale);
  const storeConfig = data.storeConfig;
  const defaultCurrency =
    data.currency?.default_display_currency_code ??
    storeConfig?.default_display_currency_code ??
    config.defaultCurrency;
  const currencies = presentStrings(
    storeConfig?.available_currency_codes ?? data.currency?.available_currency_codes,
  );
  if (currencies.length === 0) currencies.push(defaultCurrency);
  const currentCurrency = allowedDisplayCurrency(requestedCurrency, currencies, defaultCurrency);
  const commerceSymbol =
    currentCurrency === defaultCurrency ? data.currency?.default_display_currency_symbol : null;
  const info = storeConfig?.store_information;
  return {
    storeCode: storeConfig?.store_code ?? config.storeCode,
    storeName: storeConfig?.store_name ?? null,
    phone: info?.phone || null,
    email: info?.email || null,
    hours: info?.hours || null,
    title: storeConfig?.default_title ?? null,
    description: storeConfig?.default_description ?? null,
    defaultCurrency,
    currencies,
    currentCurrency,
    currentCurrencySymbol: commerceSymbol || currencySymbol(currentCurrency, config.intlLocale),
  };
}

/** availableStores: stores without a code cannot be switched to, so they are left out. */
export function reshapeAvailableStores(data: AvailableStoresQuery): StoreView[] {
  return (data.availableStores ?? []).flatMap((store) =>
    store?.store_code
      ? [
          {
            storeCode: store.store_code,
            storeName: store.store_name,
            websiteCode: store.website_code,
            defaultCurrency: store.default_display_currency_code,
            currencies: presentStrings(store.available_currency_codes),
          },
        ]
      : [],
  );
}
