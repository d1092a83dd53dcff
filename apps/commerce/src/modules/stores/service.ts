// Store scope rules: which store view and display currency a request works in, and what the
// storefront may read about them (Magento's StoreGraphQl and DirectoryGraphQl semantics).
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import { inputError } from '../../errors';
import type { Currency, StoreConfig, Website } from '../../generated/graphql';
import { exchangeRatesFromBase, selectDisplayCurrency } from './currency';
import type { ConfigValueRecord, StoresRepository, StoreViewRecord } from './repository';
import { SettingsCache } from './settings-cache';
import { buildStoreConfig, configResolver } from './store-config';
import { DEFAULT_STORE_CODE, type StoreScope } from './store-scope';

const DISPLAY_RATE = loaderKey<Promise<string>>('stores.displayRate');
const STORE_CONFIG = loaderKey<Promise<StoreConfig>>('stores.storeConfig');
const CONFIG_VALUES =
  loaderKey<Promise<(path: string, unset?: string) => string | null>>('stores.configValues');

export class StoresService {
  private forgotten = 0;

  constructor(
    private readonly repository: StoresRepository,
    /** Configuration rows kept between requests (ADR 0057); by default read on every request. */
    private readonly settings: SettingsCache = new SettingsCache({ ttlMs: 0 }),
  ) {}

  /**
   * Forgets the settings this process keeps between requests (store views, configuration, tax
   * rates): call it after writing them, and the next request reads them again.
   */
  forgetSettings(): void {
    this.settings.purge();
    this.forgotten += 1;
  }

  /**
   * How often this process forgot its settings: answers kept while computed from settings
   * (the cart's, graphql/cart-answers.ts) are kept under it, so forgetting them forgets those too.
   */
  get settingsGeneration(): number {
    return this.forgotten;
  }

  /** Magento's Store and Content-Currency header processors, with their exact messages. */
  async resolveScope(headers: {
    store?: string | undefined;
    currency?: string | undefined;
  }): Promise<StoreScope> {
    const code = headers.store?.trim() || DEFAULT_STORE_CODE;
    const storeView = (await this.activeStoreViews()).get(code);
    if (!storeView) throw inputError('Requested store is not found');
    const currencyCode = selectDisplayCurrency(headers.currency, storeView.displayCurrencyCodes);
    if (!currencyCode) throw inputError('Please correct the target currency');
    return { storeView, currencyCode };
  }

  /**
   * Base → display rate as a decimal string ("1" when they are the same). A display currency
   * without a stored rate fails as Magento's Currency::convert() does: never a price at rate 1.
   */
  displayRate(context: RequestContext): Promise<string> {
    return context.loaders.get(DISPLAY_RATE, async () => {
      const { store } = context;
      const base = store.storeView.baseCurrencyCode;
      if (store.currencyCode === base) return '1';
      const [stored] = await this.repository.ratesFrom(base, [store.currencyCode]);
      if (!stored) throw new Error(`Undefined rate from "${base}-${store.currencyCode}".`);
      return stored.rate;
    });
  }

  /** The request's store configuration, read once per request. */
  storeConfig(context: RequestContext): Promise<StoreConfig> {
    return context.loaders.get(STORE_CONFIG, async () => {
      const [config] = await this.storeConfigs([context.store.storeView]);
      return config!;
    });
  }

  /**
   * One configuration path's value for the request's store view (store, website, default scope,
   * else `unset`): for rules of other modules that Magento keeps in configuration
   * (`general/country/allow`, `newsletter/subscription/confirm`, …). Rows are read once per request,
   * or served from the process's settings (ADR 0057).
   */
  async configValue(context: RequestContext, path: string, unset?: string): Promise<string | null> {
    const resolve = await context.loaders.get(CONFIG_VALUES, async () => {
      const view = context.store.storeView;
      const store = { code: view.code, websiteCode: view.website.code };
      return configResolver(await this.configRows(store), store);
    });
    return resolve(path, unset);
  }

  /**
   * One configuration path's value in every store view (store, website, default scope, else
   * `unset`), for background jobs that have no request: the cart purge's lifetime per website.
   */
  async configValueOfEachStoreView(
    path: string,
    unset?: string,
  ): Promise<Array<{ storeViewId: number; value: string | null }>> {
    const views = await this.repository.allStoreViewScopes();
    // Read live, in one statement: a job runs rarely, and must see a change made a moment ago.
    const rows = await this.repository.configValuesFor(views);
    return views.map((view) => ({
      storeViewId: view.id,
      value: configResolver(rows, view)(path, unset),
    }));
  }

  /** Magento's deprecated Website objects for the given website ids. */
  async websites(ids: readonly number[]): Promise<Website[]> {
    const rows = await this.repository.websites(ids);
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      sort_order: row.sort_order,
      is_default: row.is_default,
      default_group_id: row.default_group_id === null ? null : String(row.default_group_id),
    }));
  }

  /** Store views of the current website, or only of the current store group. */
  async availableStores(context: RequestContext, useCurrentGroup: boolean): Promise<StoreConfig[]> {
    const scope = context.store;
    const views = await this.repository.listActive({
      websiteId: scope.storeView.website.id,
      ...(useCurrentGroup ? { groupId: scope.storeView.group.id } : {}),
    });
    return this.storeConfigs(views);
  }

  async currency(context: RequestContext): Promise<Currency> {
    const { baseCurrencyCode, displayCurrencyCodes } = context.store.storeView;
    const defaultDisplayCode = displayCurrencyCodes[0] ?? baseCurrencyCode;
    const [currencies, storedRates] = await Promise.all([
      this.repository.currencies([...new Set([baseCurrencyCode, ...displayCurrencyCodes])]),
      this.repository.ratesFrom(baseCurrencyCode, displayCurrencyCodes),
    ]);
    const symbolOf = (code: string) =>
      currencies.find((currency) => currency.code === code)?.symbol ?? code;
    return {
      available_currency_codes: displayCurrencyCodes,
      base_currency_code: baseCurrencyCode,
      base_currency_symbol: symbolOf(baseCurrencyCode),
      default_display_currency_code: defaultDisplayCode,
      default_display_currency_symbol: symbolOf(defaultDisplayCode),
      // Magento still answers its misspelt, deprecated names with the same values.
      default_display_currecy_code: defaultDisplayCode,
      default_display_currecy_symbol: symbolOf(defaultDisplayCode),
      exchange_rates: exchangeRatesFromBase(
        baseCurrencyCode,
        displayCurrencyCodes,
        storedRates,
      ).map((entry) => ({
        currency_to: entry.currencyTo,
        // Magento's schema types the rate as Float; it is only ever displayed, never used for sums.
        rate: Number(entry.rate),
      })),
    };
  }

  /**
   * The active store views by code, kept between requests with the configuration (ADR 0057): the
   * Store header of every request is looked up here. One entry holds them all, so a header naming
   * no store view is refused without a read and adds nothing to what is kept. The records are
   * shared by every request, so they are frozen.
   */
  private activeStoreViews(): Promise<ReadonlyMap<string, StoreViewRecord>> {
    return this.settings.get('store-views', async () => {
      const views = await this.repository.listAllActive();
      return new Map(views.map((view) => [view.code, frozenStoreView(view)]));
    });
  }

  /** The configuration rows that can apply to one store view, kept between requests. */
  private configRows(store: { code: string; websiteCode: string }): Promise<ConfigValueRecord[]> {
    return this.settings.get(`config:${store.websiteCode}:${store.code}`, () =>
      this.repository.configValuesFor([store]),
    );
  }

  private async storeConfigs(views: StoreViewRecord[]): Promise<StoreConfig[]> {
    return Promise.all(
      views.map(async (view) => {
        const store = { code: view.code, websiteCode: view.website.code };
        return buildStoreConfig(view, configResolver(await this.configRows(store), store));
      }),
    );
  }

  /** Settings other modules keep between requests, purged with the configuration. */
  cachedSetting<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.settings.get(`setting:${key}`, load);
  }
}

function frozenStoreView(view: StoreViewRecord): StoreViewRecord {
  Object.freeze(view.displayCurrencyCodes);
  Object.freeze(view.group);
  Object.freeze(view.website);
  return Object.freeze(view);
}
