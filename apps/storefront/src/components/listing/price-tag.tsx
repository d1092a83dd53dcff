import { getTranslations } from 'next-intl/server';
import type { PriceDisplay } from '@/lib/catalog/price-display';
import { formatMoney } from '@/lib/catalog/money';
import s from './product-card.module.css';

/** Regular price, or the special price with the struck regular price and the discount percent. */
export async function PriceTag({ price, intlLocale }: { price: PriceDisplay; intlLocale: string }) {
  const t = await getTranslations('Listing');
  const regular = formatMoney(price.regular, intlLocale);
  const special = price.special ? formatMoney(price.special, intlLocale) : null;
  if (!regular) return null;
  return (
    <p className={s.price} data-testid="price">
      {price.fromLabel ? <span>{t('from')}</span> : null}
      {special ? (
        <>
          <b className={s.sale}>
            <span className="sr-only">{t('specialPrice')} </span>
            {special}
          </b>
          <s>
            <span className="sr-only">{t('regularPrice')} </span>
            {regular}
          </s>
          <b className={s.sale}>-{price.discountPercent}%</b>
        </>
      ) : (
        <b>{regular}</b>
      )}
    </p>
  );
}
