'use client';

import type { Locale } from '@/i18n/locales';
import type { CardData } from '@/lib/listing/card-data';
import { EAGER_CARDS, PRIORITY_CARDS } from '@/lib/listing/listing-constants';
import { ProductCard } from './product-card';

/**
 * The listing's cards as one island: the records arrive once, with locale and sign-in state
 * once for all, rather than as 36 separately serialised components.
 */
export function ListingCards({
  cards,
  locale,
  signedIn,
}: {
  cards: CardData[];
  locale: Locale;
  signedIn: boolean;
}) {
  return cards.map((card, index) => (
    <li key={card.uid}>
      <ProductCard
        card={card}
        locale={locale}
        signedIn={signedIn}
        eager={index < EAGER_CARDS}
        priority={index < PRIORITY_CARDS}
      />
    </li>
  ));
}
