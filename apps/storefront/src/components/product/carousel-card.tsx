import Image from 'next/image';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/catalog/money';
import { priceDisplay } from '@/lib/catalog/price-display';
import type { ProductCardView } from '@/lib/commerce/types/catalog';

/** A compact product card for the related and upsell carousels (card size 216x268). */
export function CarouselCard({
  product,
  locale,
  intlLocale,
  fromLabel,
}: {
  product: ProductCardView;
  locale: Locale;
  intlLocale: string;
  fromLabel: string;
}) {
  const price = priceDisplay(product.price_range, product.typename);
  const shown = formatMoney(price.special ?? price.regular, intlLocale);
  return (
    <LocaleLink href={product.href} locale={locale} className="group block">
      <div className="aspect-[216/268] overflow-hidden bg-linen">
        {product.image ? (
          <Image
            src={product.image.src}
            alt={product.image.alt}
            width={216}
            height={268}
            quality={80}
            sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            className="h-full w-full object-cover transition-transform group-hover:scale-105"
          />
        ) : null}
      </div>
      <p className="mt-3 font-medium">{product.name}</p>
      <p className="mt-1 text-sm text-stone">
        {price.fromLabel ? `${fromLabel} ` : null}
        {shown}
        {price.special ? <s className="ml-2">{formatMoney(price.regular, intlLocale)}</s> : null}
      </p>
    </LocaleLink>
  );
}
