import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { localeConfig } from '@/i18n/locales';
import { cardSwatches } from '@/lib/catalog/swatches';
import type { ProductCardView } from './listing-types';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';

export const CARD_IMAGE = { width: 216, height: 268 } as const;

interface ProductCardProps {
  product: ProductCardView;
  locale: Locale;
  /** Cards above the fold load eagerly; the rest lazily (next/image uses native lazy loading). */
  priority?: boolean;
}

/**
 * The UI-kit product card. The wishlist toggle and add-to-cart arrive with their issues; until then
 * the card leaves no dead control behind (see the storefront README).
 */
export async function ProductCard({ product, locale, priority = false }: ProductCardProps) {
  const t = await getTranslations('Listing');
  const { shown, more } = cardSwatches(product.colors);
  const intlLocale = localeConfig(locale).intlLocale;
  return (
    <article data-testid="product-card" className="group relative flex flex-col gap-3">
      <div className="relative aspect-[216/268] overflow-hidden bg-sand/40">
        {product.image ? (
          <Image
            src={product.image.src}
            alt={product.image.alt}
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            quality={80}
            sizes="(min-width: 1024px) 216px, 50vw"
            priority={priority}
            className="h-full w-full object-cover"
          />
        ) : null}
        {product.hoverImage ? (
          <Image
            src={product.hoverImage.src}
            alt=""
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            quality={80}
            sizes="(min-width: 1024px) 216px, 50vw"
            className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100"
          />
        ) : null}
        {product.badges.length > 0 ? (
          <ul className="absolute top-2 left-2 flex flex-col gap-1" aria-label={t('badges')}>
            {product.badges.map((badge) => (
              <li
                key={badge}
                className="bg-ink px-2 py-0.5 text-xs tracking-wide text-ivory uppercase"
              >
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <h3 className="font-serif text-lg leading-snug text-ink">
        <LocaleLink
          href={product.href}
          locale={locale}
          className="after:absolute after:inset-0 hover:underline"
        >
          {product.name}
        </LocaleLink>
      </h3>
      {product.tagLine ? <p className="text-sm text-stone">{product.tagLine}</p> : null}
      {shown.length > 0 ? (
        <ul className="flex items-center gap-1.5" aria-label={t('colors')}>
          {shown.map((color) => (
            <li key={color.label} title={color.label}>
              <span
                className="block h-4 w-4 rounded-full border border-stone/40"
                style={{ backgroundColor: color.swatch ?? 'transparent' }}
              />
              <span className="sr-only">{color.label}</span>
            </li>
          ))}
          {more > 0 ? (
            <li className="text-xs text-stone">
              <span aria-hidden="true">+{more}</span>
              <span className="sr-only">{t('moreColors', { count: more })}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <PriceTag price={product.price} intlLocale={intlLocale} />
      {product.reviewCount > 0 ? (
        <RatingStars rating={product.rating} reviewCount={product.reviewCount} />
      ) : null}
    </article>
  );
}
