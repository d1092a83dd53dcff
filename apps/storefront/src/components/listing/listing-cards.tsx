'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '@/i18n/locales';
import type { CardData } from '@/lib/listing/card-data';
import { EAGER_CARDS, PRIORITY_CARDS } from '@/lib/listing/listing-constants';
import { ProductCard } from './product-card';

// Loaded on the first quick view: listings without quick shop never download it.
const QuickShopDialog = dynamic(
  () => import('./quick-shop-dialog').then((m) => m.QuickShopDialog),
  {
    ssr: false,
  },
);

/**
 * The listing's cards as one island: the records arrive once, with locale and sign-in state
 * once for all, rather than as 36 separately serialised components. In a quick-shop category it
 * also holds the one quick-view dialog its cards open.
 */
export function ListingCards({ cards, locale }: { cards: CardData[]; locale: Locale }) {
  const [quick, setQuick] = useState<CardData | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = useCallback((card: CardData, button: HTMLButtonElement) => {
    opener.current = button;
    setQuick(card);
  }, []);
  const close = useCallback(() => {
    setQuick(null);
    opener.current?.focus();
  }, []);
  return (
    <>
      {cards.map((card, index) => (
        <li key={card.uid}>
          <ProductCard
            card={card}
            locale={locale}
            eager={index < EAGER_CARDS}
            priority={index < PRIORITY_CARDS}
            onQuickView={open}
          />
        </li>
      ))}
      {/* Outside the list of cards: a modal dialog is no item of it. */}
      {quick?.quick
        ? createPortal(
            <QuickShopDialog
              key={quick.uid}
              locale={locale}
              urlKey={quick.quick}
              name={quick.name}
              href={quick.href}
              onClose={close}
            />,
            document.body,
          )
        : null}
    </>
  );
}
