// Listing carousel settings (presentation-discovery §4, §9): 3 slides from 1024 px, 2 from 768,
// 1 below (480 and narrower), drag threshold 30 px, no looping.
import type useEmblaCarousel from 'embla-carousel-react';

// embla-carousel itself is a dependency of the React binding; take its options type from there.
type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export const LISTING_CAROUSEL_BREAKPOINTS = [
  { minWidth: 1024, slides: 3 },
  { minWidth: 768, slides: 2 },
  { minWidth: 0, slides: 1 },
] as const;

export const LISTING_CAROUSEL_OPTIONS: EmblaOptionsType = {
  loop: false,
  align: 'start',
  dragThreshold: 30,
  slidesToScroll: 'auto',
  containScroll: 'trimSnaps',
};

export function slidesPerView(viewportWidth: number): number {
  return LISTING_CAROUSEL_BREAKPOINTS.find((b) => viewportWidth >= b.minWidth)?.slides ?? 1;
}

/** Pagination only when there is more than one page and the carousel is initialised. */
export function showCarouselPagination(pageCount: number, initialised: boolean): boolean {
  return initialised && pageCount > 1;
}
