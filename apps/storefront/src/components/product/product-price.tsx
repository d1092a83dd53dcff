'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/catalog/money';
import { creditAmount, type HeadlinePrice } from '@/lib/product/price-rules';

interface ProductPriceProps {
  /** What the headline says (lib/product/price-rules.ts headlinePrice). */
  headline: HeadlinePrice;
  intlLocale: string;
}

/** Regular, special and discount per the price display rules; "From", or "From … to …"; credit. */
export function ProductPrice({ headline, intlLocale }: ProductPriceProps) {
  const t = useTranslations('Product');
  if (headline.kind === 'range') {
    return (
      <div data-testid="product-price">
        <p className="text-2xl font-medium">
          {t('priceRange', {
            from: formatMoney(headline.from, intlLocale) ?? '',
            to: formatMoney(headline.to, intlLocale) ?? '',
          })}
        </p>
      </div>
    );
  }
  const { display } = headline;
  const regular = formatMoney(display.regular, intlLocale);
  const special = display.special ? formatMoney(display.special, intlLocale) : null;
  const credit = creditAmount(display.special);
  const creditText = credit ? formatMoney(credit, intlLocale) : null;
  return (
    <div data-testid="product-price">
      <p className="flex flex-wrap items-baseline gap-3 text-2xl">
        {headline.kind === 'from' ? (
          <span className="text-base text-stone">{t('from')}</span>
        ) : null}
        {special ? (
          <>
            <span className="font-medium text-danger">
              <span className="sr-only">{t('specialPrice')} </span>
              {special}
            </span>
            <s className="text-lg text-stone">
              <span className="sr-only">{t('regularPrice')} </span>
              {regular}
            </s>
            <span className="rounded bg-danger px-2 py-0.5 text-sm text-ivory">
              −{display.discountPercent}%
            </span>
          </>
        ) : (
          <span className="font-medium">{regular}</span>
        )}
      </p>
      {creditText ? (
        <p className="mt-1 text-sm text-stone" data-testid="product-credit">
          {t('credit', { amount: creditText })}
        </p>
      ) : null}
    </div>
  );
}
