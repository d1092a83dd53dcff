// Table types of the stores module (migration 0001). db/tables.api.test.ts checks them against
// the migrated database.
import type { Generated, Selectable } from 'kysely';
import type { Numeric, TimestampWithDefault } from '../../db/column-types';

export interface WebsitesTable {
  id: Generated<number>;
  code: string;
  name: string;
  sort_order: Generated<number>;
  is_default: Generated<boolean>;
}

export interface StoreGroupsTable {
  id: Generated<number>;
  code: string;
  website_id: number;
  name: string;
  root_category_uid: string | null;
  sort_order: Generated<number>;
  /** The default group of its website. */
  is_default: Generated<boolean>;
}

export interface StoreViewsTable {
  id: Generated<number>;
  code: string;
  store_group_id: number;
  name: string;
  sort_order: Generated<number>;
  /** The default store view of its group. */
  is_default: Generated<boolean>;
  is_active: Generated<boolean>;
  /** Per store view, because `me` and `sa` share a website but not a currency. */
  base_currency_code: string;
}

export interface CurrenciesTable {
  code: string;
  name: string;
  symbol: string;
  /** Digits after the decimal point of the currency's minor unit (ISO 4217). */
  minor_units: Generated<number>;
}

export interface StoreViewCurrenciesTable {
  store_view_id: number;
  currency_code: string;
  /** Position 0 is the store view's default display currency. */
  position: number;
}

export interface CurrencyRatesTable {
  currency_from: string;
  currency_to: string;
  rate: Numeric;
  updated_at: TimestampWithDefault;
}

export type ConfigScope = 'default' | 'website' | 'store';

/** Magento-style configuration: a path's value at the store, else website, else default scope. */
export interface ConfigValuesTable {
  scope: ConfigScope;
  /** '' for the default scope, else the website or store view code. */
  scope_code: string;
  path: string;
  value: string | null;
}

export interface StoresTables {
  websites: WebsitesTable;
  store_groups: StoreGroupsTable;
  store_views: StoreViewsTable;
  currencies: CurrenciesTable;
  store_view_currencies: StoreViewCurrenciesTable;
  currency_rates: CurrencyRatesTable;
  config_values: ConfigValuesTable;
}

export type Website = Selectable<WebsitesTable>;
export type StoreGroup = Selectable<StoreGroupsTable>;
export type StoreView = Selectable<StoreViewsTable>;
export type Currency = Selectable<CurrenciesTable>;
