import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { localeConfig } from '@/i18n/locales';
import { priceDisplay } from '@/lib/catalog/price-display';
import { cardSwatches } from '@/lib/catalog/swatches';
import type { ProductCardView } from '@/lib/commerce/types/catalog';
import { CardImages } from './card-images';
import { PriceTag } from './price-tag';
import s from './product-card.module.css';
import { WishlistToggle } from './wishlist-toggle';

interface ProductCardProps {
  product: ProductCardView;
  locale: Locale;
  signedIn: boolean;
  /** Colour option ids the listing filters by: the card marks the matching colour selected. */
  selectedColors?: readonly string[];
  /** Cards in the first rows mount their images at once; the rest near the viewport. */
  eager?: boolean;
  priority?: boolean;
}

/**
 * The UI-kit product card: vertical in grid view, the horizontal 140×200 card in list view (the
 * listing's data-view decides, product-card.module.css). The wishlist toggle is wired to the
 * wishlist with its issue; add-to-cart (with its 1-second adding state, see useAddingState)
 * arrives with the cart issue and leaves no dead control meanwhile.
 */
export async function ProductCard({
  product,
  locale,
  signedIn,
  selectedColors = [],
  eager = false,
  priority = false,
}: ProductCardProps) {
  const t = await getTranslations('Listing');
  const words = await getTranslations('ListingSearch');
  const { shown, more } = cardSwatches(product.colors);
  const intlLocale = localeConfig(locale).intlLocale;
  const nameId = `n-${product.uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { images, stock } = product;
  const selected = shown.find((c) => c.value !== null && selectedColors.includes(c.value));
  return (
    <article data-testid="product-card" className={`group/card ${s.card}`}>
      <div className={s.media}>
        <CardImages
          pictures={{
            grid: images.vertical ?? product.image,
            gridHover: (images.verticalHover ?? product.hoverImage)?.src ?? null,
            list: images.horizontal,
            listHover: images.horizontalHover?.src ?? null,
          }}
          eager={eager}
          priority={priority}
        />
        {product.badges.length > 0 ? (
          <ul className={s.badges} aria-label={t('badges')}>
            {product.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        ) : null}
        <div className={s.wish}>
          <WishlistToggle locale={locale} signedIn={signedIn} describedBy={nameId} />
        </div>
      </div>
      <div className={s.body}>
        <h3 id={nameId} className={s.name}>
          <LocaleLink href={product.href} locale={locale}>
            {product.name}
          </LocaleLink>
        </h3>
        {product.tagLine ? <p>{product.tagLine}</p> : null}
        {product.shortDescription ? <p className={s.desc}>{product.shortDescription}</p> : null}
        {shown.length > 0 ? (
          <p className={s.dots}>
            {/* One sentence for screen readers instead of a list item per dot. */}
            <span className="sr-only">
              {t('colors')}: {shown.map((c) => c.label).join(', ')}
              {more > 0 ? `, ${t('moreColors', { count: more })}` : ''}
            </span>
            {shown.map((color) => (
              <i
                key={color.label}
                aria-hidden="true"
                className={color === selected ? s.on : undefined}
                style={{ background: color.swatch ?? 'transparent' }}
              />
            ))}
            {more > 0 ? <span aria-hidden="true">+{more}</span> : null}
          </p>
        ) : null}
        <PriceTag
          price={priceDisplay(product.price_range, product.typename)}
          intlLocale={intlLocale}
        />
        {!stock.inStock ? (
          <p className={s.out}>
            {words('outOfStock')}
            {stock.notifyMe ? ` · ${words('notifyMe')}` : ''}
          </p>
        ) : stock.onlyLeft ? (
          <p className={s.low}>{words('onlyLeft', { count: stock.onlyLeft })}</p>
        ) : null}
        {product.reviewCount > 0 ? (
          <p className={s.rating}>
            <span
              aria-hidden="true"
              className={s.stars}
              style={
                { '--r': `${(product.rating.score / product.rating.max) * 100}%` } as CSSProperties
              }
            >
              ★★★★★
            </span>
            <span className="sr-only">
              {t('rating', { score: product.rating.score, max: product.rating.max })}
            </span>
            {t('reviews', { count: product.reviewCount })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
