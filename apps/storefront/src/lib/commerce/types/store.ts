// Store view models: storeConfig (the current store) and availableStores (its siblings).

/** What the layout and the switchers need to know about the current store. */
export interface StoreData {
  storeCode: string;
  storeName: string | null;
  phone: string | null;
  email: string | null;
  hours: string | null;
  title: string | null;
  description: string | null;
  defaultCurrency: string;
  /** Display currencies the shopper may choose (spec: store_config.available_currency_codes). */
  currencies: string[];
  currentCurrency: string;
  currentCurrencySymbol: string;
}

export interface StoreView {
  storeCode: string;
  storeName: string | null;
  websiteCode: string | null;
  defaultCurrency: string | null;
  currencies: string[];
}
