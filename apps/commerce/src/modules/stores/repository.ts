// SQL for websites, store groups, store views, their currencies, rates and scoped configuration.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ConfigScope } from './tables';

export interface StoreViewRecord {
  id: number;
  code: string;
  name: string;
  sortOrder: number;
  isDefault: boolean;
  baseCurrencyCode: string;
  /** Display currencies, the default first. */
  displayCurrencyCodes: string[];
  group: {
    id: number;
    code: string;
    name: string;
    isDefault: boolean;
    rootCategoryUid: string | null;
  };
  website: { id: number; code: string; name: string };
}

export interface ConfigValueRecord {
  scope: ConfigScope;
  scopeCode: string;
  path: string;
  value: string | null;
}

export interface CurrencyRecord {
  code: string;
  symbol: string;
  minorUnits: number;
}

export interface RateRecord {
  currencyTo: string;
  /** Decimal string, exactly as stored (numeric(12,6)). */
  rate: string;
}

export class StoresRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private storeViews() {
    return this.db
      .selectFrom('store_views as sv')
      .innerJoin('store_groups as sg', 'sg.id', 'sv.store_group_id')
      .innerJoin('websites as w', 'w.id', 'sg.website_id')
      .where('sv.is_active', '=', true)
      .select([
        'sv.id',
        'sv.code',
        'sv.name',
        'sv.sort_order',
        'sv.is_default',
        'sv.base_currency_code',
        'sg.id as group_id',
        'sg.code as group_code',
        'sg.name as group_name',
        'sg.is_default as group_is_default',
        'sg.root_category_uid',
        'w.id as website_id',
        'w.code as website_code',
        'w.name as website_name',
        // JSON, not a SQL array: pg and PGlite parse json identically.
        sql<string[]>`(
          select coalesce(json_agg(svc.currency_code order by svc.position), '[]'::json)
          from store_view_currencies svc where svc.store_view_id = sv.id
        )`.as('display_currency_codes'),
      ]);
  }

  /** Every active store view (a shop has a handful), for the Store header's lookup. */
  async listAllActive(): Promise<StoreViewRecord[]> {
    const rows = await this.storeViews().orderBy('sv.id').execute();
    return rows.map(toStoreView);
  }

  /** Active store views of a website, or of one store group, in Magento's display order. */
  async listActive(filter: { websiteId: number; groupId?: number }): Promise<StoreViewRecord[]> {
    let query = this.storeViews().where('w.id', '=', filter.websiteId);
    if (filter.groupId !== undefined) query = query.where('sg.id', '=', filter.groupId);
    const rows = await query
      .orderBy('sg.sort_order')
      .orderBy('sv.sort_order')
      .orderBy('sv.id')
      .execute();
    return rows.map(toStoreView);
  }

  /** Every store view, active or not, with its website's code (for jobs that visit them all). */
  async allStoreViewScopes(): Promise<Array<{ id: number; code: string; websiteCode: string }>> {
    const rows = await this.db
      .selectFrom('store_views as sv')
      .innerJoin('store_groups as sg', 'sg.id', 'sv.store_group_id')
      .innerJoin('websites as w', 'w.id', 'sg.website_id')
      .select(['sv.id', 'sv.code', 'w.code as website_code'])
      .orderBy('sv.id')
      .execute();
    return rows.map((row) => ({ id: row.id, code: row.code, websiteCode: row.website_code }));
  }

  /** Config rows that can apply to these store views: default scope, their websites, themselves. */
  async configValuesFor(
    stores: Array<{ code: string; websiteCode: string }>,
  ): Promise<ConfigValueRecord[]> {
    if (stores.length === 0) return [];
    const rows = await this.db
      .selectFrom('config_values')
      .select(['scope', 'scope_code', 'path', 'value'])
      .where((eb) =>
        eb.or([
          eb('scope', '=', 'default'),
          eb.and([
            eb('scope', '=', 'website'),
            eb(
              'scope_code',
              'in',
              stores.map((store) => store.websiteCode),
            ),
          ]),
          eb.and([
            eb('scope', '=', 'store'),
            eb(
              'scope_code',
              'in',
              stores.map((store) => store.code),
            ),
          ]),
        ]),
      )
      .execute();
    return rows.map((row) => ({
      scope: row.scope,
      scopeCode: row.scope_code,
      path: row.path,
      value: row.value,
    }));
  }

  async currencies(codes: string[]): Promise<CurrencyRecord[]> {
    if (codes.length === 0) return [];
    const rows = await this.db
      .selectFrom('currencies')
      .select(['code', 'symbol', 'minor_units'])
      .where('code', 'in', codes)
      .execute();
    return rows.map((row) => ({ code: row.code, symbol: row.symbol, minorUnits: row.minor_units }));
  }

  async ratesFrom(currencyFrom: string, currenciesTo: string[]): Promise<RateRecord[]> {
    if (currenciesTo.length === 0) return [];
    const rows = await this.db
      .selectFrom('currency_rates')
      .select(['currency_to', 'rate'])
      .where('currency_from', '=', currencyFrom)
      .where('currency_to', 'in', currenciesTo)
      .execute();
    return rows.map((row) => ({ currencyTo: row.currency_to, rate: row.rate }));
  }

  /** Websites by id, each with its default store group (Magento's Website). */
  websites(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('websites as w')
      .leftJoin('store_groups as g', (join) =>
        join.onRef('g.website_id', '=', 'w.id').on('g.is_default', '=', true),
      )
      .select([
        'w.id',
        'w.code',
        'w.name',
        'w.sort_order',
        'w.is_default',
        'g.id as default_group_id',
      ])
      .where('w.id', 'in', ids)
      .orderBy('w.sort_order')
      .orderBy('w.id')
      .execute();
  }
}

interface StoreViewRow {
  id: number;
  code: string;
  name: string;
  sort_order: number;
  is_default: boolean;
  base_currency_code: string;
  group_id: number;
  group_code: string;
  group_name: string;
  group_is_default: boolean;
  root_category_uid: string | null;
  website_id: number;
  website_code: string;
  website_name: string;
  display_currency_codes: string[];
}

function toStoreView(row: StoreViewRow): StoreViewRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    sortOrder: row.sort_order,
    isDefault: row.is_default,
    baseCurrencyCode: row.base_currency_code,
    displayCurrencyCodes: row.display_currency_codes,
    group: {
      id: row.group_id,
      code: row.group_code,
      name: row.group_name,
      isDefault: row.group_is_default,
      rootCategoryUid: row.root_category_uid,
    },
    website: { id: row.website_id, code: row.website_code, name: row.website_name },
  };
}
