// Product and BreadcrumbList structured data (schema.org) of the product page.
import type { ProductView } from '@/lib/commerce/types/product';

export interface JsonLdContext {
  /** Absolute URL of the product page. */
  pageUrl: string;
  /** Absolute URLs of the home page and of a category path, for the breadcrumb. */
  homeUrl: string;
  categoryUrl: (urlPath: string) => string;
  /** Absolute image URLs. */
  images: string[];
  homeLabel: string;
}

export function productJsonLd(product: ProductView, context: JsonLdContext) {
  const price = product.priceRange.minimum_price.final_price;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: context.pageUrl,
    brand: { '@type': 'Brand', name: 'Loomfront' },
    offers: {
      '@type': 'Offer',
      url: context.pageUrl,
      price: price.value == null ? undefined : price.value.toFixed(2),
      priceCurrency: price.currency ?? undefined,
      availability:
        product.stockStatus === 'IN_STOCK'
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
    },
  };
  if (context.images.length) data.image = context.images;
  const description = product.shortDescription || product.description;
  if (description) data.description = description;
  if (product.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      // rating_summary is 0–100; schema.org wants the 1–5 scale
      ratingValue: (product.ratingSummary / 20).toFixed(1),
      reviewCount: product.reviewCount,
      bestRating: 5,
    };
  }
  return data;
}

export function breadcrumbJsonLd(product: ProductView, context: JsonLdContext) {
  const trail = [
    { name: context.homeLabel, url: context.homeUrl },
    ...product.breadcrumb.map((step) => ({
      name: step.name,
      url: context.categoryUrl(step.urlPath),
    })),
    { name: product.name, url: context.pageUrl },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: entry.url,
    })),
  };
}
