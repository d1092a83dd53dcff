import dynamic from 'next/dynamic';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/locales';
import { getStoreData } from '@/lib/commerce/store';

// Loaded lazily (spec: "The footer loads them lazily"): separate chunks, streamed in a Suspense boundary.
const StoreSwitcher = dynamic(() => import('./store-switcher'));
const CurrencySwitcher = dynamic(() => import('./currency-switcher'));

/** Each switcher is shown only when it has more than one option. */
export async function FooterSwitchers({ locale }: { locale: Locale }) {
  const [store, t] = await Promise.all([getStoreData(locale), getTranslations('Switchers')]);
  const stores = locales.map((code) => ({ locale: code, label: t(`storeNames.${code}`) }));
  return (
    <div className="flex flex-wrap gap-6">
      {stores.length > 1 ? <StoreSwitcher current={locale} stores={stores} /> : null}
      {store && store.currencies.length > 1 ? (
        <CurrencySwitcher
          locale={locale}
          current={store.currentCurrency}
          currencies={store.currencies}
        />
      ) : null}
    </div>
  );
}
