import { describe, expect, it } from 'vitest';
import type { ProductsQuery } from '@/gql/graphql';
import { listingView, productsView } from './product-listing';

type Products = NonNullable<ProductsQuery['products']>;

const money = (value: number) => ({ value, currency: 'EUR' as const });

const products = {
  total_count: 40,
  page_info: { current_page: 1, page_size: 36, total_pages: 2 },
  sort_fields: {
    default: 'position',
    options: [
      { label: 'Position', value: 'position' },
      { label: 'Price', value: 'price' },
    ],
  },
  aggregations: [
    {
      attribute_code: 'color',
      label: 'Color',
      position: 2,
      options: [{ label: 'Ivory', value: '12', count: 4, swatch_value: '#f4efe6' }],
    },
    {
      attribute_code: 'category_uid',
      label: 'Category',
      position: 0,
      options: [{ label: 'Sateen', value: 'Mw==', count: 9, swatch_value: null }],
    },
    { attribute_code: 'size', label: 'Size', position: 3, options: [] },
  ],
  items: [
    {
      __typename: 'ConfigurableProduct',
      uid: 'MQ==',
      sku: 'AUR-SET',
      name: 'Aurelia Sateen Bed Linen Set',
      url_key: 'aurelia-sateen-bed-linen-set',
      url_rewrites: [{ url: 'aurelia-sateen-bed-linen-set' }],
      tag_line: '600 thread count',
      badges: [{ label: 'New' }],
      rating_summary: 90,
      review_count: 3,
      product_thumbnail: { url: 'http://c:4000/media/p/a.webp', label: 'Aurelia' },
      product_hover_image: { url: 'http://c:4000/media/p/b.webp', label: null },
      small_image: null,
      price_range: { minimum_price: { regular_price: money(200), final_price: money(150) } },
      configurable_options: [
        {
          attribute_code: 'color',
          values: [{ label: 'Ivory', swatch_data: { value: '#f4efe6' } }],
        },
      ],
    },
    null,
  ],
} as unknown as Products;

describe('listingView', () => {
  it('reshapes items into product cards with local images, prices, rating and colours', () => {
    const [card] = listingView(products).items;
    expect(card).toMatchObject({
      name: 'Aurelia Sateen Bed Linen Set',
      href: '/aurelia-sateen-bed-linen-set',
      image: { src: '/media/p/a.webp', alt: 'Aurelia' },
      hoverImage: { src: '/media/p/b.webp', alt: 'Aurelia Sateen Bed Linen Set' },
      badges: ['New'],
      colors: [{ label: 'Ivory', swatch: '#f4efe6' }],
      typename: 'ConfigurableProduct',
      price_range: { minimum_price: { regular_price: money(200), final_price: money(150) } },
      rating: { score: 4.5, max: 5 },
      reviewCount: 3,
    });
  });

  it('orders facets by position and drops empty ones', () => {
    expect(listingView(products).facets.map((f) => f.code)).toEqual(['category_uid', 'color']);
  });

  it('reads totals and sort fields', () => {
    expect(listingView(products)).toMatchObject({
      totalCount: 40,
      totalPages: 2,
      defaultSort: 'position',
      sortOptions: [
        { value: 'position', label: 'Position' },
        { value: 'price', label: 'Price' },
      ],
    });
  });
});

describe('productsView', () => {
  it('keeps the listing under the products path Magento answers, or null when commerce answers none', () => {
    expect(productsView({ products }).products?.totalCount).toBe(40);
    expect(productsView({ products: null })).toEqual({ products: null });
  });
});
