'use client';

import dynamic from 'next/dynamic';

// The product page's client islands, in a chunk group of their own (ADR 0065). Categories and
// products share one route ([...slug]), and the bundler gives a route's client components one
// chunk group: imported directly, these islands were in every category page's scripts. Loaded
// through next/dynamic they are still rendered on the server, and a product page requests their
// chunks from its HTML with the rest; no other page requests them. Each call names the module
// itself: the compiler reads that import to list the chunks a page rendering the island needs.
export const ProductMain = dynamic(() =>
  import('./product-island-modules').then((m) => m.ProductMain),
);
export const ProductCarousel = dynamic(() =>
  import('./product-island-modules').then((m) => m.ProductCarousel),
);
export const BundleOptions = dynamic(() =>
  import('./product-island-modules').then((m) => m.BundleOptions),
);
export const GroupedItems = dynamic(() =>
  import('./product-island-modules').then((m) => m.GroupedItems),
);
export const ShowMoreText = dynamic(() =>
  import('./product-island-modules').then((m) => m.ShowMoreText),
);
export const ReviewText = dynamic(() =>
  import('./product-island-modules').then((m) => m.ReviewText),
);
export const WriteReview = dynamic(() =>
  import('./product-island-modules').then((m) => m.WriteReview),
);
