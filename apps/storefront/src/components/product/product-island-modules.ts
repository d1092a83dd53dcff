'use client';

// The modules behind product-islands.tsx, in one chunk group: islands that share option, price
// and cart code load it once.
export { BundleOptions } from './bundle-options';
export { GroupedItems } from './grouped-items';
export { ProductCarousel } from './product-carousel';
export { ProductMain } from './product-main';
export { ReviewText } from './review-text';
export { ShowMoreText } from './show-more-text';
export { WriteReview } from './write-review';
