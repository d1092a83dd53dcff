import { describe, expect, it } from 'vitest';
import { toProductView } from '@/lib/commerce/reshape/product-detail';
import { productDetailItem } from '@/lib/commerce/reshape/product-detail.fixture';
import { breadcrumbJsonLd, productJsonLd, type JsonLdContext } from './json-ld';

const product = toProductView(
  productDetailItem({
    __typename: 'SimpleProduct',
    uid: 'MQ==',
    sku: 'LF-NOBILIS-PILLOW',
    name: 'Nobilis Pillow',
    url_key: 'nobilis-pillow',
    short_description: { html: '<p>Hand-quilted support.</p>' },
    stock_status: 'IN_STOCK',
    categories: [
      { name: 'Pillows', url_path: 'pillows', breadcrumbs: null },
      {
        name: 'Sleeping Pillows',
        url_path: 'pillows/sleeping-pillows',
        breadcrumbs: [{ category_name: 'Pillows', category_url_path: 'pillows' }],
      },
    ],
    price_range: {
      minimum_price: {
        regular_price: { value: 129, currency: 'EUR' },
        final_price: { value: 99.5, currency: 'EUR' },
      },
    },
    rating_summary: 90,
    review_count: 4,
    reviews: { items: [] },
  }),
);

const context: JsonLdContext = {
  pageUrl: 'https://shop.example/nobilis-pillow',
  homeUrl: 'https://shop.example/',
  categoryUrl: (path) => `https://shop.example/${path}`,
  images: ['https://shop.example/media/n.webp'],
  homeLabel: 'Home',
};

describe('productJsonLd', () => {
  it('describes the product with its final price, stock and rating on the 5-star scale', () => {
    expect(productJsonLd(product, context)).toMatchObject({
      '@type': 'Product',
      name: 'Nobilis Pillow',
      sku: 'LF-NOBILIS-PILLOW',
      description: 'Hand-quilted support.',
      image: ['https://shop.example/media/n.webp'],
      offers: {
        price: '99.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { ratingValue: '4.5', reviewCount: 4 },
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists home, every category down the deepest path and the product in order', () => {
    const data = breadcrumbJsonLd(product, context);
    expect(data.itemListElement.map((e) => [e.position, e.name, e.item])).toEqual([
      [1, 'Home', 'https://shop.example/'],
      [2, 'Pillows', 'https://shop.example/pillows'],
      [3, 'Sleeping Pillows', 'https://shop.example/pillows/sleeping-pillows'],
      [4, 'Nobilis Pillow', 'https://shop.example/nobilis-pillow'],
    ]);
  });
});
