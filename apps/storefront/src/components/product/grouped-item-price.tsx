import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/catalog/money';
import { priceDisplay, type PriceRangeInput } from '@/lib/catalog/price-display';

/** One grouped child's own price: its special price beside its own regular one, when reduced. */
export function GroupedItemPrice({
  priceRange,
  intlLocale,
}: {
  priceRange: PriceRangeInput;
  intlLocale: string;
}) {
  const t = useTranslations('Product');
  const display = priceDisplay(priceRange);
  const regular = formatMoney(display.regular, intlLocale);
  const special = display.special ? formatMoney(display.special, intlLocale) : null;
  return (
    <p className="mt-0.5 flex flex-wrap items-baseline gap-2" data-testid="grouped-price">
      {special ? (
        <>
          <span className="text-danger">
            <span className="sr-only">{t('specialPrice')} </span>
            {special}
          </span>
          <s className="text-stone">
            <span className="sr-only">{t('regularPrice')} </span>
            {regular}
          </s>
        </>
      ) : (
        <span>{regular}</span>
      )}
    </p>
  );
}
