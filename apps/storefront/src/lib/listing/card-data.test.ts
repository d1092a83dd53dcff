import { describe, expect, it } from 'vitest';
import type { ProductCardView } from '@/lib/commerce/types/catalog';
import { cardData, compactImage, imagePath } from './card-data';

const money = (value: number) => ({ value, currency: 'EUR' });
const image = (src: string) => ({ src, alt: 'Aurelia' });
const product: ProductCardView = {
  uid: 'MQ==',
  sku: 'AUR',
  name: 'Aurelia Sateen Bed Linen Set',
  href: '/aurelia',
  urlKey: 'aurelia-sateen-bed-linen-set',
  typename: 'SimpleProduct',
  tagLine: null,
  shortDescription: 'Soft.',
  image: image('/media/thumb.webp'),
  hoverImage: null,
  images: {
    horizontal: image('/media/h.webp'),
    horizontalHover: null,
    vertical: image('/media/v.webp'),
    verticalHover: image('/media/vh.webp'),
  },
  badges: [],
  colors: ['White', 'Ivory', 'Sand', 'Grey', 'Navy', 'Sage'].map((label, i) => ({
    label,
    swatch: '#fff',
    value: String(i + 1),
  })),
  stock: { inStock: true, onlyLeft: 2, saleableQty: 2, notifyMe: false },
  price_range: { minimum_price: { regular_price: money(200), final_price: money(150) } },
  maxPrice: null,
  configurableOptions: [],
  groupedItems: [],
  rating: { score: 4, max: 5 },
  reviewCount: 3,
};

describe('cardData', () => {
  it('formats the special and struck regular price with the discount for the storefront', () => {
    // Intl separates an Austrian euro sign with a no-break space.
    expect(cardData(product, 'de-AT').price).toEqual({
      shown: '€\u00a0150,00',
      regular: '€\u00a0200,00',
      percent: 25,
      from: false,
    });
  });

  it('picks the vertical image for the grid and the horizontal one for the list', () => {
    expect(cardData(product, 'en-US').images).toEqual([
      '/media/v.webp',
      '/media/vh.webp',
      '/media/h.webp',
      null,
    ]);
  });

  it('marks the colour the listing filters by as selected, among the swatches shown', () => {
    const data = cardData(product, 'en-US', ['2']);
    expect(data.colors.map(([label, , selected]) => [label, selected])).toEqual([
      ['White', false],
      ['Ivory', true],
      ['Sand', false],
      ['Grey', false],
    ]);
    expect(data.moreColors).toBe(2);
  });

  it('tells a low stock by its count and an out-of-stock product with alerts as notify', () => {
    expect(cardData(product, 'en-US').stock).toBe(2);
    const out = { ...product, stock: { ...product.stock, inStock: false, notifyMe: true } };
    expect(cardData(out, 'en-US').stock).toBe('notify');
  });

  it('gives the rating with its maximum and the review count', () => {
    expect(cardData(product, 'en-US').rating).toEqual({
      score: 4,
      max: 5,
      reviews: 3,
    });
  });

  it('carries the url_key for the quick view only in a quick-shop category', () => {
    expect(cardData(product, 'en-US', [], { quickShop: true }).quick).toBe(
      'aurelia-sateen-bed-linen-set',
    );
    expect(cardData(product, 'en-US')).not.toHaveProperty('quick');
    expect(
      cardData({ ...product, urlKey: null }, 'en-US', [], { quickShop: true }),
    ).not.toHaveProperty('quick');
  });

  it('lets a card add an in-stock product without options by its sku, and no other', () => {
    expect(cardData(product, 'en-US').add).toBe('AUR');
    expect(cardData({ ...product, typename: 'VirtualProduct' }, 'en-US').add).toBe('AUR');
    for (const typename of ['ConfigurableProduct', 'BundleProduct', 'GroupedProduct']) {
      expect(cardData({ ...product, typename }, 'en-US')).not.toHaveProperty('add');
    }
    expect(
      cardData({ ...product, stock: { ...product.stock, inStock: false } }, 'en-US'),
    ).not.toHaveProperty('add');
  });

  it('sends a catalog image as its file name and reads it back as the same path', () => {
    const path = '/media/catalog/e3/e3f19354e6d3a666c190dee1.webp';
    expect(compactImage(path)).toBe('e3f19354e6d3a666c190dee1');
    expect(imagePath(compactImage(path))).toBe(path);
  });

  it('keeps any other image path or URL whole', () => {
    for (const src of [
      '/media/wysiwyg/banner.webp',
      '/media/catalog/e3/ff19354e.webp',
      '/media/catalog/e3/e3f19354.jpg',
      'https://cdn.example/media/catalog/e3/e3f1.webp',
    ]) {
      expect(imagePath(compactImage(src))).toBe(src);
    }
    expect(compactImage(null)).toBeNull();
    expect(imagePath(null)).toBeNull();
  });
});
