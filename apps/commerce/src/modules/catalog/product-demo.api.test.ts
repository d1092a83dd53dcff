// Product fields on the seeded demo catalog: card images, every product type, the Loomfront
// fields, per-website prices, special-price windows and display currencies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRecipe } from '../../media/patterns';
import { mediaPathFor } from '../../media/render';
import { buildDemoCatalog } from '../../seed/catalog/index';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const PALLADA = 'LF-PALLADA-JACQUARD-BED-LINEN-SET';
const image = 'url label disabled roles';
const cardQuery = /* GraphQL */ `
  query Card($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        image { ${image} }
        small_image { ${image} }
        thumbnail { ${image} }
        product_thumbnail { ${image} }
        product_hover_image { ${image} }
        vertical_image { ${image} }
        vertical_image_hover { ${image} }
        horizontal_image { ${image} }
        horizontal_image_hover { ${image} }
        media_gallery { url disabled }
      }
    }
  }
`;
const priceQuery = /* GraphQL */ `
  query Price($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        special_price
        special_to_date
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
          }
        }
      }
    }
  }
`;

describe('products of the demo catalog', () => {
  let commerce: TestCommerce;
  const product = async (query: string, sku: string, headers: Record<string, string> = {}) => {
    const { body } = await commerce.gql(query, { sku }, headers);
    expect(body.errors).toBeUndefined();
    expect(body.data!['products'].items).toHaveLength(1);
    return body.data!['products'].items[0];
  };
  const price = async (sku: string, headers: Record<string, string> = {}) => {
    const { special_price, price_range } = await product(priceQuery, sku, headers);
    const { regular_price, final_price } = price_range.minimum_price;
    return { special_price, regular: regular_price, final: final_price };
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers both card layouts from one card-sized file per picture, hidden from the gallery', async () => {
    const demo = buildDemoCatalog().products.find((entry) => entry.sku === PALLADA)!;
    const [main, hover] = demo.images;
    const url = (recipe: ImageRecipe, size: 'gallery' | 'card') =>
      `/media/${mediaPathFor(recipe, size)}`;
    const result = await product(cardQuery, PALLADA);
    expect(result.image).toMatchObject({ url: url(main!.recipe, 'gallery'), disabled: false });
    for (const field of ['small_image', 'thumbnail', 'product_thumbnail', 'vertical_image'])
      expect(result[field], field).toMatchObject({
        url: url(main!.recipe, 'card'),
        disabled: true,
      });
    for (const field of ['product_hover_image', 'vertical_image_hover'])
      expect(result[field], field).toMatchObject({ url: url(hover!.recipe, 'card') });
    expect(result.horizontal_image.url).toBe(url(main!.recipe, 'card'));
    expect(result.horizontal_image_hover.url).toBe(url(hover!.recipe, 'card'));
    expect(hover!.recipe).toEqual({ ...main!.recipe, closeUp: true });
    const gallery = result.media_gallery.map((entry: { url: string }) => entry.url);
    expect(gallery).toContain(url(main!.recipe, 'gallery'));
    expect(gallery).not.toContain(url(main!.recipe, 'card'));
    expect(result.media_gallery.every((entry: { disabled: boolean }) => !entry.disabled)).toBe(
      true,
    );
  });

  it('answers the Loomfront fields of a product page', async () => {
    const result = await product(
      /* GraphQL */ `
        query Page($sku: String!) {
          products(filter: { sku: { eq: $sku } }) {
            items {
              tag_line
              care
              details
              has_size_guide_table
              is_returnable
              product_promo_block_type
              loomfront_color_descriptive
              category_collection_link {
                label
                url_path
                icon_url
              }
              head_description {
                html
              }
              custom_gallery {
                url
                label
                disabled
                roles
              }
              media_gallery {
                __typename
                url
                ... on ProductVideo {
                  preview
                  video_content {
                    media_type
                    video_provider
                    video_url
                    video_title
                  }
                }
              }
            }
          }
        }
      `,
      PALLADA,
    );
    const mediaUrl = expect.stringMatching(/^\/media\/catalog\/[0-9a-f]{2}\/[0-9a-f]+\.webp$/);
    expect(result).toMatchObject({
      tag_line: 'Jacquard damask woven on Italian looms',
      care: '<p>Machine wash at 40 °C inside out. Tumble dry low. Iron at medium heat while slightly damp.</p>',
      details:
        '<ul><li>Sizes: Single 140x200, Double 200x200, King 240x220</li><li>Woven in Italy, sewn in Portugal</li><li>Oeko-Tex Standard 100 certified</li></ul>',
      has_size_guide_table: true,
      is_returnable: true,
      product_promo_block_type: 'bed_linen_set_pallada',
      loomfront_color_descriptive: 'pearl ivory',
      category_collection_link: {
        label: 'Discover the Pallada collection',
        url_path: 'bed-linen/jacquard',
        icon_url: mediaUrl,
      },
      head_description: {
        html: '<p><strong>Woven in Italy, sewn in Portugal</strong>, from the Pallada line.</p>',
      },
      custom_gallery: [
        { url: mediaUrl, label: 'Pallada at home', disabled: true, roles: ['custom_gallery'] },
        { url: mediaUrl, label: 'Pallada, up close', disabled: true, roles: ['custom_gallery'] },
      ],
    });
    const video = result.media_gallery.find(
      (entry: { __typename: string }) => entry.__typename === 'ProductVideo',
    );
    expect(video).toEqual({
      __typename: 'ProductVideo',
      url: mediaUrl,
      preview: video.url,
      video_content: {
        media_type: 'external-video',
        video_provider: 'vimeo',
        video_url: 'https://vimeo.com/76979871',
        video_title: 'Pallada: from loom to bed',
      },
    });
    const duvet = await product(
      'query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { is_returnable product_promo_block_type has_size_guide_table head_description { html } custom_gallery { url } } } }',
      'LF-PALAZZO-DUVET',
    );
    expect(duvet).toMatchObject({
      is_returnable: false,
      product_promo_block_type: 'duvet_palazzo',
    });
  });

  it('answers gift cards as VirtualProduct and e-books as DownloadableProduct, neither returnable', async () => {
    const query =
      'query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { __typename name is_returnable tag_line head_description { html } custom_gallery { url } price_range { minimum_price { final_price { value currency } } } } } }';
    expect(await product(query, 'LF-LOOMFRONT-GIFT-CARD-100-EUR')).toEqual({
      __typename: 'VirtualProduct',
      name: 'Loomfront Gift Card 100 EUR',
      is_returnable: false,
      tag_line: 'Delivered by e-mail',
      head_description: null,
      custom_gallery: [],
      price_range: { minimum_price: { final_price: { value: 100, currency: 'EUR' } } },
    });
    expect(await product(query, 'LF-THE-ART-OF-SLEEP-E-BOOK')).toMatchObject({
      __typename: 'DownloadableProduct',
      is_returnable: false,
      price_range: { minimum_price: { final_price: { value: 12, currency: 'EUR' } } },
    });
  });

  it.each([
    ['default', { value: 399, currency: 'EUR' }],
    ['at', { value: 399, currency: 'EUR' }],
    ['me', { value: 1635, currency: 'AED' }],
    ['sa', { value: 1615, currency: 'SAR' }],
    ['us', { value: 439, currency: 'USD' }],
  ])('answers the %s website its own price list', async (store, expected) => {
    expect((await price(PALLADA, { Store: store })).regular).toEqual(expected);
  });

  it.each([
    ['always on', 'LF-ANTHRACITE-M-PILLOW', 159, 127],
    ['within its dates', 'LF-MARISOL-SATEEN-PILLOWCASE-PAIR', 59, 35],
  ])('applies a special price %s', async (_window, sku, regular, special) => {
    expect(await price(sku)).toEqual({
      special_price: special,
      regular: { value: regular, currency: 'EUR' },
      final: { value: special, currency: 'EUR' },
    });
  });

  it.each([
    ['that has ended', 'LF-CAMEL-THROW', 329],
    ['that has not started yet', 'LF-SILK-PILLOW-PROTECTOR', 49],
  ])('ignores a special price %s', async (_window, sku, regular) => {
    expect(await price(sku)).toEqual({
      special_price: null,
      regular: { value: regular, currency: 'EUR' },
      final: { value: regular, currency: 'EUR' },
    });
  });

  it('converts to the Content-Currency at the stored rate, up to whole dollars', async () => {
    // 35.00 EUR × 1.085 = 37.975 → 38.00 USD; 59.00 × 1.085 = 64.015 → 65.00 (ADR 0028).
    expect(await price('LF-MARISOL-SATEEN-PILLOWCASE-PAIR', { 'Content-Currency': 'USD' })).toEqual(
      {
        special_price: 38,
        regular: { value: 65, currency: 'USD' },
        final: { value: 38, currency: 'USD' },
      },
    );
  });
});

describe('a display currency without a stored rate', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
    await commerce.database.db
      .deleteFrom('currency_rates')
      .where('currency_from', '=', 'EUR')
      .where('currency_to', '=', 'GBP')
      .execute();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('fails a product listing instead of showing base prices as GBP', async () => {
    const { body } = await commerce.gql(
      '{ products(filter: { sku: { eq: "LF-CAMEL-THROW" } }) { items { price_range { minimum_price { final_price { value currency } } } } } }',
      {},
      { 'Content-Currency': 'GBP' },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { category: 'internal', debugMessage: 'Undefined rate from "EUR-GBP".' },
    });
    expect(JSON.stringify(body.data ?? null)).not.toContain('GBP');
  });

  it('fails only the price fields of a product page, and still answers the rest', async () => {
    const { body } = await commerce.gql(
      '{ route(url: "camel-throw") { ... on ProductInterface { sku special_price price_range { minimum_price { final_price { value currency } } } } } currency { exchange_rates { currency_to } } }',
      {},
      { 'Content-Currency': 'GBP' },
    );
    const failures = (body.errors ?? [])
      .map((error) => `${error.path?.join('.')}: ${String(error.extensions?.['debugMessage'])}`)
      .sort();
    expect(failures).toEqual([
      'route.price_range: Undefined rate from "EUR-GBP".',
      'route.special_price: Undefined rate from "EUR-GBP".',
    ]);
    expect(body.data!['route']).toBeNull();
    expect(body.data!['currency'].exchange_rates).toEqual([
      { currency_to: 'EUR' },
      { currency_to: 'USD' },
      { currency_to: 'CHF' },
    ]);
  });
});
