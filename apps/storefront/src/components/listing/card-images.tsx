'use client';

import Image from 'next/image';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import s from './product-card.module.css';
import { useNearViewport } from './use-near-viewport';
import type { CardImage } from '@/lib/commerce/types/catalog';

export type CardLayout = 'grid' | 'list';

/** The listing's view, so each card draws the image of its layout only. */
export const CardLayoutContext = createContext<CardLayout>('grid');

/** Spec §9: product card 216×268, horizontal (list) card 140×200. */
export const CARD_IMAGE: Record<CardLayout, { width: number; height: number }> = {
  grid: { width: 216, height: 268 },
  list: { width: 140, height: 200 },
};

export interface CardPictures {
  grid: CardImage | null;
  /** src only: the hover image is decoration (alt ""). */
  gridHover: string | null;
  list: CardImage | null;
  listHover: string | null;
}

/**
 * The card's image and hover image for the listing's view. Images mount once the card is within
 * 200 px of the viewport (spec §4, §9); the hover image only once a pointer comes over the card.
 * A fixed width without `sizes` gives a srcset of the two densities really used (1x, 2x).
 */
export function CardImages({
  pictures,
  eager,
  priority,
}: {
  pictures: CardPictures;
  /** Cards in the first rows mount their images without waiting. */
  eager: boolean;
  priority: boolean;
}) {
  const layout = useContext(CardLayoutContext);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, eager);
  const [hovered, setHovered] = useState(false);
  // The card's name link is stretched over the whole card and takes the pointer, so the card
  // itself, not this box, tells when a pointer first comes over it.
  useEffect(() => {
    const card = box.current?.closest('article') ?? box.current;
    if (!card) return;
    const enter = () => setHovered(true);
    card.addEventListener('pointerenter', enter, { once: true });
    return () => card.removeEventListener('pointerenter', enter);
  }, []);
  const size = CARD_IMAGE[layout];
  const image = layout === 'list' ? (pictures.list ?? pictures.grid) : pictures.grid;
  const hover = layout === 'list' ? (pictures.listHover ?? pictures.gridHover) : pictures.gridHover;
  return (
    <div ref={box} className={s.pics} data-images={near ? 'loaded' : 'waiting'}>
      {near && image ? (
        <Image
          src={image.src}
          alt={image.alt}
          {...size}
          quality={80}
          priority={priority}
          // The first row's pictures are the page's largest paint: fetched ahead of scripts, and
          // decoded with the first frame that has them rather than in a later one (next/image
          // decodes asynchronously), which scripts arriving meanwhile could hold back.
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          className={s.img}
        />
      ) : null}
      {near && hovered && hover ? (
        <Image
          src={hover}
          alt=""
          {...size}
          quality={80}
          className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-300 group-hover/card:opacity-100"
        />
      ) : null}
    </div>
  );
}
