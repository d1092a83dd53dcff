'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/catalog/money';
import { priceDisplay, type PriceRangeInput } from '@/lib/catalog/price-display';
import { creditAmount } from '@/lib/product/price-rules';

interface ProductPriceProps {
  priceRange: PriceRangeInput;
  /** True while a configurable product has no chosen variant: the price is a "from" price. */
  from: boolean;
  intlLocale: string;
}

/** Regular, special and discount per the price display rules; the credit line under it. */
export function ProductPrice({ priceRange, from, intlLocale }: ProductPriceProps) {
  const t = useTranslations('Product');
  const display = priceDisplay(priceRange);
  const regular = formatMoney(display.regular, intlLocale);
  const special = display.special ? formatMoney(display.special, intlLocale) : null;
  const credit = creditAmount(display.special);
  const creditText = credit ? formatMoney(credit, intlLocale) : null;
  return (
    <div data-testid="product-price">
      <p className="flex flex-wrap items-baseline gap-3 text-2xl">
        {from ? <span className="text-base text-stone">{t('from')}</span> : null}
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
