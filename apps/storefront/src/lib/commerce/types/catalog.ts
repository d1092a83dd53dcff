// Catalog view models: what the listing components render, reshaped from the GraphQL answer (in
// lib/commerce/reshape) so the components do not depend on the generated operation types.
import type { PriceDisplay } from '@/lib/catalog/price-display';
import type { Rating } from '@/lib/catalog/rating';

export interface CardImage {
  /** Local /media/... path (see lib/media/media-url.ts). */
  src: string;
  alt: string;
}

export interface CardColor {
  label: string;
  /** CSS colour of the swatch, e.g. '#e8dccb'. */
  swatch: string | null;
}

export interface ProductCardView {
  uid: string;
  sku: string;
  name: string;
  href: string;
  tagLine: string | null;
  image: CardImage | null;
  hoverImage: CardImage | null;
  badges: string[];
  colors: CardColor[];
  price: PriceDisplay;
  rating: Rating;
  reviewCount: number;
}

export interface FacetOptionView {
  value: string;
  label: string;
  count: number;
  swatch: string | null;
}

export interface FacetView {
  code: string;
  label: string;
  options: FacetOptionView[];
}
