import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import { RatingStars } from '@/components/rating/rating-stars';
import type { Locale } from '@/i18n/locales';
import { localeConfig } from '@/i18n/locales';
import { priceDisplay } from '@/lib/catalog/price-display';
import { cardSwatches } from '@/lib/catalog/swatches';
import { CardImages } from './card-images';
import type { ProductCardView } from '@/lib/commerce/types/catalog';
import { PriceTag } from './price-tag';
import { WishlistToggle } from './wishlist-toggle';

interface ProductCardProps {
  product: ProductCardView;
  locale: Locale;
  signedIn: boolean;
  /** Cards in the first rows mount their images at once; the rest near the viewport. */
  eager?: boolean;
  priority?: boolean;
}

/**
 * The UI-kit product card. Its layout follows the listing's view itself (the `listing` group's
 * data-view), so no wrapper between the list and the card can break it. The wishlist toggle is
 * wired to the wishlist with its issue; add-to-cart (with its 1-second adding state, see
 * useAddingState) arrives with the cart issue and leaves no dead control meanwhile.
 */
export async function ProductCard({
  product,
  locale,
  signedIn,
  eager = false,
  priority = false,
}: ProductCardProps) {
  const t = await getTranslations('Listing');
  const { shown, more } = cardSwatches(product.colors);
  const intlLocale = localeConfig(locale).intlLocale;
  const nameId = `card-name-${product.uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <article
      data-testid="product-card"
      className="group/card relative flex flex-col gap-3 group-data-[view=list]/listing:grid group-data-[view=list]/listing:grid-cols-[9rem_1fr] group-data-[view=list]/listing:content-start group-data-[view=list]/listing:gap-x-6 group-data-[view=list]/listing:gap-y-2 group-data-[view=list]/listing:[&>*:not(:first-child)]:col-start-2"
    >
      <div className="relative aspect-[216/268] overflow-hidden bg-sand/40 group-data-[view=list]/listing:row-span-6">
        <CardImages
          image={product.image}
          hoverImage={product.hoverImage}
          eager={eager}
          priority={priority}
        />
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
        <div className="absolute top-2 right-2">
          <WishlistToggle locale={locale} signedIn={signedIn} describedBy={nameId} />
        </div>
      </div>
      <h3 id={nameId} className="font-serif text-lg leading-snug text-ink">
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
      <PriceTag
        price={priceDisplay(product.price_range, product.typename)}
        intlLocale={intlLocale}
      />
      {product.reviewCount > 0 ? (
        <p className="flex items-center gap-2 text-xs text-stone">
          <RatingStars
            rating={product.rating}
            label={t('rating', { score: product.rating.score, max: product.rating.max })}
            precision="exact"
          />
          <span>{t('reviews', { count: product.reviewCount })}</span>
        </p>
      ) : null}
    </article>
  );
}
