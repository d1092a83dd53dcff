'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { LISTING_CAROUSEL_OPTIONS, showCarouselPagination } from '@/lib/product/carousel';

interface ProductCarouselProps {
  title: string;
  testId: string;
  children: ReactNode;
}

/** Related/upsell products: 3 slides from 1024 px, 2 from 768 px, 1 below; no looping. */
export function ProductCarousel({ title, testId, children }: ProductCarouselProps) {
  const t = useTranslations('Product.carousel');
  const [viewportRef, embla] = useEmblaCarousel(LISTING_CAROUSEL_OPTIONS);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setPages(embla.scrollSnapList().length);
    setPage(embla.selectedScrollSnap());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const slides = Children.toArray(children);
  const paginated = showCarouselPagination(pages, Boolean(embla));
  return (
    <section
      aria-label={title}
      aria-roledescription="carousel"
      className="mt-16"
      data-testid={testId}
    >
      <div className="flex items-end justify-between">
        <h2 className="font-serif text-3xl">{title}</h2>
        {paginated ? (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => embla?.scrollPrev()}
              disabled={!canPrev}
              aria-label={t('previous')}
              className="h-10 w-10 border border-mist disabled:opacity-40"
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              onClick={() => embla?.scrollNext()}
              disabled={!canNext}
              aria-label={t('next')}
              className="h-10 w-10 border border-mist disabled:opacity-40"
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
      </div>
      <div ref={viewportRef} className="mt-6 overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <li
              key={index}
              aria-roledescription="slide"
              aria-label={t('slide', { number: index + 1, total: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {paginated ? (
        <div className="mt-6 flex justify-center gap-1">
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => embla?.scrollTo(i)}
              aria-label={t('page', { number: i + 1, total: pages })}
              aria-current={i === page ? 'true' : undefined}
              // A 24 px target around a 10 px dot (WCAG 2.5.8 target size).
              className="group flex h-6 w-6 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`h-2.5 w-2.5 rounded-full ${i === page ? 'bg-ink' : 'bg-mist group-hover:bg-stone'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
