import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/locales';
import { getStoreData } from '@/lib/commerce/store';
import CurrencySwitcher from './currency-switcher';
import StoreSwitcher from './store-switcher';

/**
 * The desktop header's store switcher and currency selector (spec §2), each only when there is
 * more than one option. The current display currency is also kept as machine-readable data.
 */
export async function HeaderSwitchers({ locale }: { locale: Locale }) {
  const [store, t] = await Promise.all([getStoreData(locale), getTranslations('Switchers')]);
  const stores = locales.map((code) => ({ locale: code, label: t(`storeNames.${code}`) }));
  return (
    <div className="mr-1 hidden items-center gap-2 lg:flex">
      {stores.length > 1 ? (
        <StoreSwitcher current={locale} stores={stores} variant="header" />
      ) : null}
      {store && store.currencies.length > 1 ? (
        <CurrencySwitcher
          locale={locale}
          current={store.currentCurrency}
          currencies={store.currencies}
          variant="header"
        />
      ) : null}
      {store ? (
        <data value={store.currentCurrency} data-testid="current-currency" hidden>
          {store.currentCurrency}
        </data>
      ) : null}
    </div>
  );
}
