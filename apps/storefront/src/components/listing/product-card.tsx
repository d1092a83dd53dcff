'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { LocaleLink } from '@/components/layout/locale-link';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import type { Locale } from '@/i18n/locales';
import { imagePath, type CardData } from '@/lib/listing/card-data';
import { CardAddToCart } from './card-add-to-cart';
import { CardImages } from './card-images';
import s from './product-card.module.css';

interface ProductCardProps {
  card: CardData;
  locale: Locale;
  /** Cards in the first rows mount their images at once; the rest near the viewport. */
  eager?: boolean;
  priority?: boolean;
  /** Opens the quick view of a quick-shop card (card.quick), given the button to return to. */
  onQuickView?: (card: CardData, opener: HTMLButtonElement) => void;
}

/**
 * The UI-kit product card: vertical in grid view, the horizontal 140×200 card in list view (the
 * listing's data-view decides, product-card.module.css). It renders from a compact, formatted
 * record (lib/listing/card-data.ts), so each card's markup is not sent a second time as RSC.
 * A product without options adds to the cart from the card (with its 1-second adding state).
 */
export function ProductCard({
  card,
  locale,
  eager = false,
  priority = false,
  onQuickView,
}: ProductCardProps) {
  const t = useTranslations('Listing');
  const words = useTranslations('ListingSearch');
  const nameId = `n-${card.uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [grid, gridHover, list, listHover] = card.images;
  const { price, rating, stock } = card;
  return (
    <article data-testid="product-card" className={`group/card ${s.card}`}>
      <div className={s.media}>
        <CardImages
          pictures={{
            grid: grid ? { src: imagePath(grid), alt: card.alt } : null,
            gridHover: imagePath(gridHover),
            list: list ? { src: imagePath(list), alt: card.alt } : null,
            listHover: imagePath(listHover),
          }}
          eager={eager}
          priority={priority}
        />
        {card.badges.length > 0 ? (
          <ul className={s.badges} aria-label={t('badges')}>
            {card.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        ) : null}
        <div className={s.wish}>
          <WishlistToggle
            product={{ uid: card.uid, sku: card.sku, typename: card.type }}
            describedBy={nameId}
            className={s.wb}
          />
        </div>
      </div>
      <div className={s.body}>
        <h3 id={nameId} className={s.name}>
          <LocaleLink href={card.href} locale={locale}>
            {card.name}
          </LocaleLink>
        </h3>
        {card.tagLine ? <p>{card.tagLine}</p> : null}
        {card.text ? <p className={s.desc}>{card.text}</p> : null}
        {card.colors.length > 0 ? (
          <p className={s.dots}>
            {/* One sentence for screen readers instead of a list item per dot. */}
            <span className="sr-only">
              {`${t('colors')}: ${card.colors.map(([label]) => label).join(', ')}`}
              {card.moreColors > 0 ? `, ${t('moreColors', { count: card.moreColors })}` : ''}
            </span>
            {card.colors.map(([label, swatch, selected]) => (
              <i
                key={label}
                aria-hidden="true"
                className={selected ? s.on : undefined}
                style={{ background: swatch ?? 'transparent' }}
              />
            ))}
            {card.moreColors > 0 ? <span aria-hidden="true">+{card.moreColors}</span> : null}
          </p>
        ) : null}
        {price ? (
          <p className={s.price} data-testid="price">
            {price.from ? <span>{t('from')}</span> : null}
            {price.regular ? (
              <>
                <b className={s.sale}>
                  <span className="sr-only">{t('specialPrice')} </span>
                  {price.shown}
                </b>
                <s>
                  <span className="sr-only">{t('regularPrice')} </span>
                  {price.regular}
                </s>
                <b className={s.sale}>-{price.percent}%</b>
              </>
            ) : (
              <b>{price.shown}</b>
            )}
          </p>
        ) : null}
        {stock === 'out' || stock === 'notify' ? (
          <p className={s.out}>
            {words('outOfStock')}
            {stock === 'notify' ? ` · ${words('notifyMe')}` : ''}
          </p>
        ) : typeof stock === 'number' ? (
          <p className={s.low}>{words('onlyLeft', { count: stock })}</p>
        ) : null}
        {rating ? (
          <p className={s.rating}>
            <span
              aria-hidden="true"
              className={s.stars}
              style={
                { '--r': `${Math.round((rating.score / rating.max) * 100)}%` } as CSSProperties
              }
            >
              ★★★★★
            </span>
            <span className="sr-only">{t('rating', { score: rating.score, max: rating.max })}</span>
            {t('reviews', { count: rating.reviews })}
          </p>
        ) : null}
        {card.add ? <CardAddToCart sku={card.add} name={card.name} describedBy={nameId} /> : null}
        {card.quick && onQuickView ? (
          <button
            type="button"
            className={s.qv}
            aria-haspopup="dialog"
            aria-label={t('quickViewOf', { name: card.name })}
            data-testid="quick-view"
            onClick={(event) => onQuickView(card, event.currentTarget)}
          >
            {t('quickView')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
