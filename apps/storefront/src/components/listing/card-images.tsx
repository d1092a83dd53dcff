'use client';

import Image from 'next/image';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';
import type { CardImage } from '@/lib/commerce/types/catalog';

export const CARD_IMAGE = { width: 216, height: 268 } as const;
const SIZES = '(min-width: 1024px) 216px, 50vw';

/**
 * The card's main and hover images, the only heavy part of a card: they mount once the card is
 * within 200 px of the viewport (spec §4, §9), while its name, link and price are always in the HTML.
 */
export function CardImages({
  image,
  hoverImage,
  eager,
  priority,
}: {
  image: CardImage | null;
  hoverImage: CardImage | null;
  /** Cards in the first rows mount their images without waiting. */
  eager: boolean;
  priority: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, eager);
  return (
    <div ref={box} className="absolute inset-0" data-images={near ? 'loaded' : 'waiting'}>
      {near && image ? (
        <Image
          src={image.src}
          alt={image.alt}
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          quality={80}
          sizes={SIZES}
          priority={priority}
          className="h-full w-full object-cover"
        />
      ) : null}
      {near && hoverImage ? (
        <Image
          src={hoverImage.src}
          alt=""
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          quality={80}
          sizes={SIZES}
          className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-300 group-hover/card:opacity-100"
        />
      ) : null}
    </div>
  );
}
