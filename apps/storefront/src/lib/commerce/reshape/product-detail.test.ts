import { describe, expect, it } from 'vitest';
import { relatedProductsView, toProductView } from './product-detail';
import { priceRange as range, productDetailItem } from './product-detail.fixture';

function item(overrides: Record<string, unknown> = {}) {
  return productDetailItem({
    rating_summary: 80,
    review_count: 1,
    reviews: {
      items: [
        null,
        {
          nickname: 'Mira',
          created_at: '2026-01-02 10:00:00',
          summary: 'Lovely',
          text: 'Soft.',
          average_rating: 80,
          ratings_breakdown: [{ name: 'Rating', value: '4' }, null],
        },
      ],
    },
    ...overrides,
  });
}

describe('toProductView', () => {
  it('turns HTML texts into plain text and joins the fabric lines', () => {
    const view = toProductView(
      item({
        description: { html: '<p>Woven &amp; washed.</p>' },
        care: '<p>Wash at 40°.</p>',
        fabric: ['100% cotton sateen', null, '300 thread count'],
      }),
    );
    expect(view.description).toBe('Woven & washed.');
    expect(view.care).toBe('Wash at 40°.');
    expect(view.fabric).toBe('100% cotton sateen\n300 thread count');
  });

  it('drops null reviews and breakdown entries', () => {
    const view = toProductView(item());
    expect(view.reviews).toEqual([
      {
        nickname: 'Mira',
        createdAt: '2026-01-02 10:00:00',
        summary: 'Lovely',
        text: 'Soft.',
        breakdown: [{ name: 'Rating', value: '4' }],
      },
    ]);
  });

  it('orders grouped items by position', () => {
    const view = toProductView(
      item({
        __typename: 'GroupedProduct',
        items: [
          {
            position: 2,
            qty: 1,
            product: {
              sku: 'B',
              name: 'Bath sheet',
              stock_status: 'IN_STOCK',
              price_range: range(59),
            },
          },
          {
            position: 1,
            qty: 1,
            product: {
              sku: 'A',
              name: 'Hand towel',
              stock_status: 'OUT_OF_STOCK',
              price_range: range(19),
            },
          },
        ],
      }),
    );
    expect(view.groupedItems.map((g) => g.sku)).toEqual(['A', 'B']);
    expect(view.bundleItems).toEqual([]);
  });

  it('orders bundle items and their options by position', () => {
    const view = toProductView(
      item({
        __typename: 'BundleProduct',
        items: [
          { uid: 'i2', title: 'Pillowcases', position: 2, required: false, options: [] },
          {
            uid: 'i1',
            title: 'Duvet cover',
            position: 1,
            required: true,
            options: [
              { uid: 'o2', label: 'King', position: 2, product: { price_range: range(189) } },
              {
                uid: 'o1',
                label: 'Queen',
                position: 1,
                is_default: true,
                product: { price_range: range(159) },
              },
            ],
          },
        ],
      }),
    );
    expect(view.bundleItems.map((b) => b.title)).toEqual(['Duvet cover', 'Pillowcases']);
    expect(view.bundleItems[0]!.options.map((o) => [o.label, o.isDefault, o.price?.value])).toEqual(
      [
        ['Queen', true, 159],
        ['King', false, 189],
      ],
    );
  });

  it('keeps configurable options by position and variants with their attribute uids', () => {
    const view = toProductView(
      item({
        __typename: 'ConfigurableProduct',
        configurable_options: [
          {
            attribute_code: 'color',
            label: 'Colour',
            position: 2,
            values: [
              { uid: 'c1', value_index: 41, label: 'Ivory', swatch_data: { value: '#fffff0' } },
            ],
          },
          {
            attribute_code: 'size',
            label: 'Size',
            position: 1,
            values: [{ uid: 's1', label: '135x200' }, null],
          },
        ],
        variants: [
          {
            attributes: [
              { code: 'size', uid: 's1' },
              { code: 'color', uid: 'c1' },
            ],
            product: {
              sku: 'LF-1-S-IV',
              stock_status: 'IN_STOCK',
              saleable_qty: 3,
              price_range: range(199),
              media_gallery: null,
            },
          },
          { attributes: [], product: null },
        ],
      }),
    );
    expect(view.configurableOptions.map((o) => o.attribute_code)).toEqual(['size', 'color']);
    expect(view.configurableOptions[1]!.values[0]).toEqual({
      uid: 'c1',
      valueIndex: 41,
      label: 'Ivory',
      swatch: '#fffff0',
    });
    expect(view.variants).toHaveLength(1);
    expect(view.variants[0]!.product).toMatchObject({
      sku: 'LF-1-S-IV',
      saleable_qty: 3,
      media_gallery: [],
    });
  });

  it('maps related cards to local media paths and skips cards without a url_key', () => {
    const view = toProductView(
      item({
        related_products: [
          {
            __typename: 'ConfigurableProduct',
            uid: 'Mg==',
            name: 'Nobilis Pillow',
            url_key: 'nobilis-pillow',
            product_thumbnail: { url: 'http://127.0.0.1:4000/media/catalog/n.webp', label: '' },
            price_range: range(129),
          },
          { uid: 'Mw==', name: 'Hidden', url_key: null, price_range: range(1) },
        ],
      }),
    );
    expect(view.related).toEqual([
      expect.objectContaining({
        href: '/nobilis-pillow',
        image: { src: '/media/catalog/n.webp', alt: 'Nobilis Pillow' },
        typename: 'ConfigurableProduct',
      }),
    ]);
  });

  it('falls back to the small image when the thumbnail has no URL', () => {
    const view = toProductView(
      item({
        upsell_products: [
          {
            __typename: 'SimpleProduct',
            uid: 'Mg==',
            name: 'Nobilis Pillow',
            url_key: 'nobilis-pillow',
            product_thumbnail: { url: null, label: null },
            small_image: { url: 'http://127.0.0.1:4000/media/catalog/s.webp', label: 'Side' },
            price_range: range(129),
          },
        ],
      }),
    );
    expect(view.upsell[0]?.image).toEqual({ src: '/media/catalog/s.webp', alt: 'Side' });
  });

  it('links related cards through their first url rewrite, else their url_key', () => {
    const view = toProductView(
      item({
        related_products: [
          {
            __typename: 'SimpleProduct',
            uid: 'Mg==',
            name: 'Nobilis Pillow',
            url_key: 'nobilis-pillow',
            url_rewrites: [{ url: 'pillows/nobilis-pillow.html' }],
            price_range: range(129),
          },
        ],
      }),
    );
    expect(view.related[0]!.href).toBe('/pillows/nobilis-pillow.html');
  });

  it('gives grouped children a link of their own and keeps bundle surcharges', () => {
    const grouped = toProductView(
      item({
        __typename: 'GroupedProduct',
        items: [
          {
            position: 1,
            qty: 2,
            product: {
              sku: 'A',
              name: 'Hand towel',
              url_key: 'hand-towel',
              url_rewrites: [{ url: 'hand-towel' }],
              stock_status: 'IN_STOCK',
              price_range: range(19),
            },
          },
        ],
      }),
    );
    expect(grouped.groupedItems[0]).toMatchObject({ href: '/hand-towel', qty: 2 });
    const bundle = toProductView(
      item({
        __typename: 'BundleProduct',
        dynamic_price: false,
        items: [
          {
            uid: 'i1',
            title: 'Spray',
            options: [{ uid: 'o1', label: 'Spray', price: 5, price_type: 'FIXED', product: null }],
          },
        ],
      }),
    );
    expect(bundle.bundleDynamicPrice).toBe(false);
    expect(bundle.bundleItems[0]!.options[0]!.surcharge).toEqual({ value: 5, type: 'FIXED' });
  });

  it('keeps the head description, the custom gallery (hidden from the main one) and the full category path', () => {
    const view = toProductView(
      item({
        head_description: { html: '<p><strong>Sateen</strong>, 600 threads.</p>' },
        custom_gallery: [
          { url: 'http://127.0.0.1:4000/media/c.webp', disabled: true, position: 100 },
        ],
        categories: [
          {
            name: 'Sateen',
            url_path: 'bed-linen/sateen',
            breadcrumbs: [{ category_name: 'Bed Linen', category_url_path: 'bed-linen' }],
          },
        ],
      }),
    );
    expect(view.headDescription).toBe('Sateen, 600 threads.');
    expect(view.customGallery).toEqual([expect.objectContaining({ disabled: false })]);
    expect(view.breadcrumb.map((step) => step.name)).toEqual(['Bed Linen', 'Sateen']);
  });

  it('treats a missing is_returnable as returnable and missing alerts as unavailable', () => {
    const view = toProductView(item());
    expect(view.isReturnable).toBe(true);
    expect(view.isProductAlertAvailable).toBe(false);
  });
});

describe('relatedProductsView', () => {
  it('answers the related and upsell cards of the first product, or null without one', () => {
    const card = {
      __typename: 'SimpleProduct' as const,
      uid: 'Mg==',
      name: 'Nobilis Pillow',
      url_key: 'nobilis-pillow',
      url_rewrites: null,
      product_thumbnail: null,
      price_range: range(129),
    };
    expect(
      relatedProductsView({
        products: { items: [{ uid: 'MQ==', related_products: [card], upsell_products: null }] },
      }),
    ).toEqual({ related: [expect.objectContaining({ name: 'Nobilis Pillow' })], upsell: [] });
    expect(relatedProductsView({ products: { items: [] } })).toBeNull();
  });
});
