import { describe, expect, it } from 'vitest';
import { LISTING_CAROUSEL_OPTIONS, showCarouselPagination, slidesPerView } from './carousel';

describe('listing carousel', () => {
  it('shows 3 slides from 1024 px, 2 from 768 px and 1 at 480 px and below', () => {
    expect(slidesPerView(1280)).toBe(3);
    expect(slidesPerView(1024)).toBe(3);
    expect(slidesPerView(1023)).toBe(2);
    expect(slidesPerView(768)).toBe(2);
    expect(slidesPerView(480)).toBe(1);
    expect(slidesPerView(320)).toBe(1);
  });

  it('does not loop and needs a 30 px drag', () => {
    expect(LISTING_CAROUSEL_OPTIONS).toMatchObject({ loop: false, dragThreshold: 30 });
  });

  it('shows pagination only after initialisation and with more than one page', () => {
    expect(showCarouselPagination(2, false)).toBe(false);
    expect(showCarouselPagination(1, true)).toBe(false);
    expect(showCarouselPagination(2, true)).toBe(true);
  });
});
