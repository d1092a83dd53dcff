import { getTranslations } from 'next-intl/server';
import type { PriceDisplay } from '@/lib/catalog/price-display';
import { formatMoney } from '@/lib/catalog/money';

/** Regular price, or the special price with the struck regular price and the discount percent. */
export async function PriceTag({ price, intlLocale }: { price: PriceDisplay; intlLocale: string }) {
  const t = await getTranslations('Listing');
  const regular = formatMoney(price.regular, intlLocale);
  const special = price.special ? formatMoney(price.special, intlLocale) : null;
  if (!regular) return null;
  return (
    <p className="flex flex-wrap items-baseline gap-2 text-sm" data-testid="price">
      {price.fromLabel ? <span className="text-stone">{t('from')}</span> : null}
      {special ? (
        <>
          <span className="font-semibold text-danger">
            <span className="sr-only">{t('specialPrice')} </span>
            {special}
          </span>
          <s className="text-stone">
            <span className="sr-only">{t('regularPrice')} </span>
            {regular}
          </s>
          <span className="text-xs font-semibold text-danger">-{price.discountPercent}%</span>
        </>
      ) : (
        <span className="font-semibold text-ink">{regular}</span>
      )}
    </p>
  );
}
