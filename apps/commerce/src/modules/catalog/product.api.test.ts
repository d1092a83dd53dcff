import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { insertContentFixture } from './testing/content-fixture';
import { insertCatalogFixture, type CatalogFixture } from './testing/fixtures';
import { configurableValueUid, encodeUid } from './uid';

const bySku = /* GraphQL */ `
  query Product($sku: String!, $fields: Boolean = false) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        __typename
        uid
        sku
        name
        url_key
        url_suffix
        url_rewrites {
          url
        }
        description {
          html
        }
        tag_line
        badges {
          label
        }
        fabric
        loomfront_color_descriptive
        stock_status
        saleable_qty
        only_x_left_in_stock
        is_product_alert_available
        price_range {
          minimum_price {
            regular_price {
              value
              currency
            }
            final_price {
              value
              currency
            }
            discount {
              amount_off
              percent_off
            }
          }
          maximum_price {
            regular_price {
              value
              currency
            }
            final_price {
              value
              currency
            }
          }
        }
        special_price
        categories @include(if: $fields) {
          name
          url_path
        }
        media_gallery @include(if: $fields) {
          __typename
          url
          label
          position
          disabled
          roles
          desktop
          mobile
          ... on ProductVideo {
            video_content {
              video_provider
              video_url
              video_title
            }
          }
        }
        product_thumbnail @include(if: $fields) {
          url
          label
        }
        product_hover_image @include(if: $fields) {
          url
        }
        related_products @include(if: $fields) {
          sku
        }
        upsell_products @include(if: $fields) {
          sku
        }
        ... on ConfigurableProduct {
          configurable_options {
            attribute_code
            attribute_uid
            label
            position
            values {
              uid
              label
              saleable_qty
              sku
              swatch_data {
                value
              }
            }
          }
          variants {
            attributes {
              code
              value_index
              uid
            }
            product {
              sku
              stock_status
              saleable_qty
              price_range {
                minimum_price {
                  final_price {
                    value
                  }
                }
              }
            }
          }
        }
        ... on BundleProduct {
          items {
            title
            position
            options {
              label
              quantity
              is_default
              product {
                sku
              }
            }
          }
        }
        ... on GroupedProduct {
          items {
            position
            qty
            product {
              sku
            }
          }
        }
      }
    }
  }
`;

describe('product details', () => {
  let commerce: TestCommerce;
  let fixture: CatalogFixture;
  const product = async (sku: string, headers: Record<string, string> = {}, fields = false) => {
    const { body } = await commerce.gql(bySku, { sku, fields }, headers);
    expect(body.errors).toBeUndefined();
    return body.data?.['products'].items[0];
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
    fixture = await insertCatalogFixture(commerce.database.db);
    await insertContentFixture(commerce.database.db, fixture);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers a simple product with Loomfront fields, its special price and discount', async () => {
    expect(await product('AURELIA-PILLOWCASE')).toMatchObject({
      __typename: 'SimpleProduct',
      uid: encodeUid(fixture.products.pillowcase),
      url_suffix: '',
      url_rewrites: [{ url: 'aurelia-sateen-pillowcase' }],
      description: { html: '<p>Smooth cotton sateen.</p>' },
      badges: [{ label: 'New' }],
      fabric: ['100% cotton sateen'],
      stock_status: 'IN_STOCK',
      saleable_qty: 10,
      only_x_left_in_stock: null,
      special_price: 39,
      price_range: {
        minimum_price: {
          regular_price: { value: 49, currency: 'EUR' },
          final_price: { value: 39, currency: 'EUR' },
          discount: { amount_off: 10, percent_off: 20.41 },
        },
      },
    });
  });

  it('converts prices to the Content-Currency with the stored rate, up to whole dollars', async () => {
    // The seeded EUR → USD rate is 1.085: 49.00 → 53.165 → 54.00 and 39.00 → 42.315 → 43.00
    // (ADR 0028); 11.00 off 54.00 is 20.370 % → 20.37.
    const result = await product('AURELIA-PILLOWCASE', { 'Content-Currency': 'USD' });
    expect(result.price_range.minimum_price).toEqual({
      regular_price: { value: 54, currency: 'USD' },
      final_price: { value: 43, currency: 'USD' },
      discount: { amount_off: 11, percent_off: 20.37 },
    });
    expect(result.special_price).toBe(43);
  });

  it('answers the media gallery with URLs under the media base, roles, desktop/mobile links and videos, without disabled entries', async () => {
    const result = await product('AURELIA-PILLOWCASE', {}, true);
    const media = '/media/catalog/product/a';
    expect(result.media_gallery).toEqual([
      {
        __typename: 'ProductImage',
        url: `${media}/pillowcase-1.webp`,
        label: 'Front',
        position: 1,
        disabled: false,
        roles: ['image', 'small_image', 'thumbnail'],
        desktop: `${media}/pillowcase-1-desktop.webp`,
        mobile: `${media}/pillowcase-1-mobile.webp`,
      },
      {
        __typename: 'ProductImage',
        url: `${media}/pillowcase-2.webp`,
        label: 'Detail',
        position: 2,
        disabled: false,
        roles: ['hover_image'],
        desktop: `${media}/pillowcase-2.webp`,
        mobile: `${media}/pillowcase-2.webp`,
      },
      {
        __typename: 'ProductVideo',
        url: `${media}/video-preview.webp`,
        label: null,
        position: 4,
        disabled: false,
        roles: [],
        desktop: `${media}/video-preview.webp`,
        mobile: `${media}/video-preview.webp`,
        video_content: {
          video_provider: 'youtube',
          video_url: 'https://www.youtube.com/watch?v=loomfront',
          video_title: 'Weaving',
        },
      },
    ]);
    expect(result.product_thumbnail).toEqual({ url: `${media}/pillowcase-1.webp`, label: 'Front' });
    expect(result.product_hover_image).toEqual({ url: `${media}/pillowcase-2.webp` });
    expect(result.categories).toEqual([{ name: 'Sateen', url_path: 'bed-linen/sateen' }]);
  });

  it('answers related and upsell products by position, leaving out disabled ones', async () => {
    const result = await product('AURELIA-PILLOWCASE', {}, true);
    expect(result.related_products).toEqual([
      { sku: 'AURELIA-SET' },
      { sku: 'WOOLUX-MERINO-DUVET' },
    ]);
    expect(result.upsell_products).toEqual([{ sku: 'SLEEP-BUNDLE' }]);
  });

  it('answers a configurable product with size and colour options, per-value saleable qty and variants', async () => {
    const result = await product('AURELIA-SET');
    expect(result.__typename).toBe('ConfigurableProduct');
    expect(result.stock_status).toBe('IN_STOCK');
    expect(result.saleable_qty).toBe(10);
    expect(result.price_range.minimum_price.final_price.value).toBe(179);
    // The 155 cm child (249) is sold out: the range counts only the children in stock.
    expect(result.price_range.maximum_price.final_price.value).toBe(199);
    const [size, color] = result.configurable_options;
    expect(size).toMatchObject({ attribute_code: 'size', label: 'Size', position: 0 });
    expect(size.values).toEqual([
      {
        uid: expect.any(String),
        label: '135x200',
        saleable_qty: 10,
        sku: 'AURELIA-SET-S-IVORY',
        swatch_data: null,
      },
      {
        uid: expect.any(String),
        label: '155x220',
        saleable_qty: 0,
        sku: 'AURELIA-SET-M-IVORY',
        swatch_data: null,
      },
    ]);
    expect(
      color.values.map((value: { label: string; saleable_qty: number }) => [
        value.label,
        value.saleable_qty,
      ]),
    ).toEqual([
      ['Ivory', 3],
      ['Grey', 7],
    ]);
    expect(Buffer.from(color.values[1].uid, 'base64').toString()).toMatch(
      /^configurable\/\d+\/\d+$/,
    );
    const grey = result.variants.find(
      (variant: { product: { sku: string } }) => variant.product.sku === 'AURELIA-SET-S-GREY',
    );
    expect(grey.attributes).toContainEqual({
      code: 'color',
      value_index: fixture.options.grey,
      uid: expect.any(String),
    });
    expect(grey.product.price_range.minimum_price.final_price.value).toBe(179);
    const medium = result.variants.find(
      (variant: { product: { sku: string } }) => variant.product.sku === 'AURELIA-SET-M-IVORY',
    );
    expect(medium.product).toMatchObject({ stock_status: 'OUT_OF_STOCK', saleable_qty: 0 });
    expect(configurableValueUid(1, 2)).toBe(encodeUid('configurable/1/2'));
  });

  it('answers limited stock as only_x_left_in_stock, and no saleable qty while out of stock', async () => {
    const { body } = await commerce.gql(
      '{ products(filter: { sku: { eq: "AURELIA-SET" } }) { items { ... on ConfigurableProduct { variants { product { sku only_x_left_in_stock stock_status } } } } } }',
    );
    expect(body.data?.['products'].items[0].variants).toContainEqual({
      product: { sku: 'AURELIA-SET-S-IVORY', only_x_left_in_stock: 3, stock_status: 'IN_STOCK' },
    });
    // Marked out of stock with 4 still on hand: nothing is saleable.
    expect(await product('WOOLUX-MERINO-DUVET')).toMatchObject({
      stock_status: 'OUT_OF_STOCK',
      saleable_qty: 0,
      only_x_left_in_stock: null,
      is_product_alert_available: true,
    });
  });

  it('answers bundle items and grouped items sorted by position', async () => {
    const bundle = await product('SLEEP-BUNDLE');
    expect(bundle.__typename).toBe('BundleProduct');
    expect(bundle.items).toEqual([
      {
        title: 'Pillowcase',
        position: 1,
        options: [
          {
            label: 'Aurelia Sateen Pillowcase',
            quantity: 2,
            is_default: true,
            product: { sku: 'AURELIA-PILLOWCASE' },
          },
        ],
      },
      {
        title: 'Duvet',
        position: 2,
        options: [
          {
            label: 'Woolux Merino Duvet',
            quantity: 1,
            is_default: false,
            product: { sku: 'WOOLUX-MERINO-DUVET' },
          },
        ],
      },
    ]);
    const grouped = await product('TOWEL-COLLECTION');
    expect(grouped.items).toEqual([
      { position: 1, qty: 2, product: { sku: 'TOWEL-B' } },
      { position: 2, qty: 1, product: { sku: 'TOWEL-A' } },
    ]);
    expect(grouped.price_range.minimum_price.final_price.value).toBe(19);
    expect(grouped.price_range.maximum_price.final_price.value).toBe(39);
  });

  it('finds a product by url_key', async () => {
    const { body } = await commerce.gql(
      '{ products(filter: { url_key: { eq: "aurelia-set" } }) { items { sku } } }',
    );
    expect(body.data?.['products'].items).toEqual([{ sku: 'AURELIA-SET' }]);
  });
});
