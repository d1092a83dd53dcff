import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getStoreData } from '@/lib/commerce/store';

/** The shopper's display currency, from the commerce answer (honouring the currency cookie). */
export async function CurrencyIndicator({ locale }: { locale: Locale }) {
  const store = await getStoreData(locale);
  if (!store) return null;
  const t = await getTranslations('Layout');
  return (
    <p
      data-testid="current-currency"
      className="text-xs font-medium tracking-[0.2em] text-stone uppercase"
    >
      <span className="sr-only">{t('currentCurrency')}: </span>
      {store.currentCurrency}
      {/* Some currencies have no symbol apart from their code (SAR, AED in English): no "SAR SAR". */}
      {store.currentCurrencySymbol !== store.currentCurrency
        ? ` ${store.currentCurrencySymbol}`
        : null}
    </p>
  );
}
