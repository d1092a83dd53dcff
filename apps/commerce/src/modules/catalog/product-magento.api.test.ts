// Products as a Magento client (PWA Studio, older Luma-era integrations) asks for them: the
// deprecated and secondary ProductInterface fields answer true values from the demo catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { decodeUid } from './uid';

const AURELIA = 'LF-AURELIA-SATEEN-BED-LINEN-SET';
const PALLADA = 'LF-PALLADA-JACQUARD-BED-LINEN-SET';
const MARISOL = 'LF-MARISOL-SATEEN-PILLOWCASE-PAIR';
const BUNDLE = 'LF-AURELIA-PILLOW-DRESSING-SET';
const GROUPED = 'LF-PILLOW-PROTECTOR-COLLECTION';
const GIFT_CARD = 'LF-LOOMFRONT-GIFT-CARD-100-EUR';

const magentoProductQuery = /* GraphQL */ `
  query MagentoProduct($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        __typename
        id
        uid
        sku
        type_id
        attribute_set_id
        created_at
        updated_at
        country_of_manufacture
        options_container
        canonical_url
        climate
        erin_recommends
        manufacturer
        url_path
        gift_message_available
        special_from_date
        special_to_date
        tier_price
        tier_prices {
          value
        }
        price_tiers {
          quantity
        }
        price {
          regularPrice {
            amount {
              value
              currency
            }
            adjustments {
              code
            }
          }
          minimalPrice {
            amount {
              value
              currency
            }
          }
          maximalPrice {
            amount {
              value
              currency
            }
          }
        }
        price_range {
          minimum_price {
            regular_price {
              value
              currency
            }
            final_price {
              value
            }
            fixed_product_taxes {
              label
            }
          }
          maximum_price {
            final_price {
              value
            }
          }
        }
        media_gallery {
          url
        }
        media_gallery_entries {
          id
          uid
          file
          label
          position
          disabled
          media_type
          types
        }
        related_products {
          sku
        }
        upsell_products {
          sku
        }
        crosssell_products {
          sku
        }
        product_links {
          sku
          link_type
          linked_product_sku
          linked_product_type
          position
        }
        websites {
          id
          code
          name
          is_default
          default_group_id
        }
        ... on PhysicalProductInterface {
          weight
        }
        ... on CustomizableProductInterface {
          options {
            uid
          }
        }
        ... on DownloadableProduct {
          links_purchased_separately
          links_title
          downloadable_product_links {
            id
            uid
            title
            sort_order
            price
            sample_url
          }
          downloadable_product_samples {
            title
          }
        }
        ... on BundleProduct {
          dynamic_sku
          dynamic_weight
          price_view
          ship_bundle_items
          items {
            option_id
            uid
            options {
              id
              uid
              qty
              quantity
              price
              price_type
            }
          }
        }
      }
    }
  }
`;

describe('products as a Magento client reads them', () => {
  let commerce: TestCommerce;
  const product = async (sku: string, headers: Record<string, string> = {}) => {
    const { body } = await commerce.gql(magentoProductQuery, { sku }, headers);
    expect(body.errors).toBeUndefined();
    expect(body.data!['products'].items).toHaveLength(1);
    return body.data!['products'].items[0];
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('answers id with the entity id behind uid, and the product type and timestamps', async () => {
    const item = await product(AURELIA);
    const row = await commerce.database.db
      .selectFrom('products')
      .select(['id', 'created_at'])
      .where('sku', '=', AURELIA)
      .executeTakeFirstOrThrow();
    expect(item.id).toBe(decodeUid(item.uid));
    expect(item.id).toBe(row.id);
    expect(item).toMatchObject({
      __typename: 'ConfigurableProduct',
      type_id: 'configurable',
      attribute_set_id: 4,
      created_at: '2025-01-01 00:00:00',
      updated_at: '2025-01-01 00:00:00',
      options_container: 'container2',
      country_of_manufacture: 'PT',
      weight: 1.4,
      options: [],
    });
  });

  it('answers null for Luma sample-data attributes and empty lists for tier prices', async () => {
    expect(await product(AURELIA)).toMatchObject({
      climate: null,
      erin_recommends: null,
      manufacturer: null,
      url_path: null,
      gift_message_available: null,
      tier_price: null,
      tier_prices: [],
      price_tiers: [],
    });
  });

  it('computes the deprecated price from the same index as price_range', async () => {
    for (const [sku, headers] of [
      [AURELIA, {}],
      [MARISOL, {}],
      [BUNDLE, {}],
      [AURELIA, { Store: 'us' }],
      [MARISOL, { 'Content-Currency': 'USD' }],
    ] as const) {
      const item = await product(sku, headers);
      const { minimum_price: minimum, maximum_price: maximum } = item.price_range;
      expect(item.price.regularPrice.amount).toEqual(minimum.regular_price);
      expect(item.price.minimalPrice.amount.value).toBe(minimum.final_price.value);
      expect(item.price.maximalPrice.amount.value).toBe(maximum.final_price.value);
      expect(item.price.minimalPrice.amount.currency).toBe(minimum.regular_price.currency);
      expect(item.price.regularPrice.adjustments).toEqual([]);
      expect(minimum.fixed_product_taxes).toEqual([]);
    }
  });

  it('shows a special price below the regular one in the deprecated price too', async () => {
    const item = await product(MARISOL);
    expect(item.price.minimalPrice.amount.value).toBeLessThan(item.price.regularPrice.amount.value);
    expect(item.special_from_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists in media_gallery_entries the files media_gallery shows, hidden ones flagged disabled', async () => {
    const item = await product(PALLADA);
    const shown = item.media_gallery_entries.filter(
      (entry: { disabled: boolean }) => !entry.disabled,
    );
    const mediaBase = item.media_gallery[0].url.replace(/catalog\/.*$/, '');
    expect(shown.map((entry: { file: string }) => mediaBase + entry.file.slice(1))).toEqual(
      item.media_gallery.map((entry: { url: string }) => entry.url),
    );
    expect(item.media_gallery_entries.some((entry: { disabled: boolean }) => entry.disabled)).toBe(
      true,
    );
    expect(
      item.media_gallery_entries.map((entry: { media_type: string }) => entry.media_type),
    ).toContain('external-video');
    for (const entry of item.media_gallery_entries) expect(decodeUid(entry.uid)).toBe(entry.id);
    expect(
      item.media_gallery_entries.find((entry: { types: string[] }) =>
        entry.types.includes('image'),
      ),
    ).toBeDefined();
  });

  it('lists related and up-sell links in product_links, with the linked products’ skus and types', async () => {
    const item = await product(AURELIA);
    const related = item.product_links.filter(
      (link: { link_type: string }) => link.link_type === 'related',
    );
    const upsell = item.product_links.filter(
      (link: { link_type: string }) => link.link_type === 'upsell',
    );
    expect(related.map((link: { linked_product_sku: string }) => link.linked_product_sku)).toEqual(
      item.related_products.map((linked: { sku: string }) => linked.sku),
    );
    expect(upsell.map((link: { linked_product_sku: string }) => link.linked_product_sku)).toEqual(
      item.upsell_products.map((linked: { sku: string }) => linked.sku),
    );
    expect(item.product_links.length).toBeGreaterThan(0);
    for (const link of item.product_links) {
      expect(link.sku).toBe(AURELIA);
      expect(link.linked_product_type).toMatch(
        /^(simple|configurable|bundle|grouped|virtual|downloadable)$/,
      );
    }
    expect(item.crosssell_products).toEqual([]);
  });

  it('lists the websites a product is sold in', async () => {
    const item = await product(AURELIA);
    const codes = item.websites.map((website: { code: string }) => website.code);
    expect(codes).toEqual(
      expect.arrayContaining(['loomfront_int_website', 'loomfront_at_website']),
    );
    const main = item.websites.find(
      (website: { code: string }) => website.code === 'loomfront_int_website',
    );
    expect(main.is_default).toBe(true);
    expect(main.default_group_id).toMatch(/^\d+$/);
  });

  it('answers canonical_url only while the store uses canonical links for products, as Magento', async () => {
    expect((await product(AURELIA)).canonical_url).toBeNull();
    await commerce.database.db
      .updateTable('config_values')
      .set({ value: '1' })
      .where('path', '=', 'catalog/seo/product_canonical_tag')
      .execute();
    commerce.settingsChanged();
    const { body } = await commerce.gql(
      '{ products(filter: { sku: { eq: "LF-AURELIA-SATEEN-BED-LINEN-SET" } }) { items { url_key canonical_url } } }',
    );
    const [item] = body.data!.products.items;
    expect(item.canonical_url).toBe(item.url_key);
  });

  it('serves Magento’s bundle settings and the deprecated ids of its items', async () => {
    const item = await product(BUNDLE);
    expect(item).toMatchObject({
      __typename: 'BundleProduct',
      dynamic_sku: true,
      dynamic_weight: true,
      weight: null,
      price_view: 'PRICE_RANGE',
      ship_bundle_items: 'TOGETHER',
    });
    for (const bundleItem of item.items) {
      expect(Buffer.from(bundleItem.uid, 'base64').toString()).toBe(
        `bundle/${bundleItem.option_id}`,
      );
      for (const option of bundleItem.options) {
        expect(Buffer.from(option.uid, 'base64').toString()).toMatch(
          new RegExp(`^bundle/${bundleItem.option_id}/${option.id}/`),
        );
        expect(option.qty).toBe(option.quantity);
        expect(option).toMatchObject({ price: 0, price_type: 'FIXED' });
      }
    }
  });

  it('gives grouped products no weight of their own and virtual products no weight at all', async () => {
    expect((await product(GROUPED)).weight).toBeNull();
    const giftCard = await product(GIFT_CARD);
    expect(giftCard.__typename).toBe('VirtualProduct');
    expect(giftCard.weight).toBeUndefined();
    expect(giftCard.country_of_manufacture).toBeNull();
  });

  it('lists the files a downloadable product delivers, sold with it rather than one by one', async () => {
    const ebook = await product('LF-THE-ART-OF-SLEEP-E-BOOK');
    expect(ebook).toMatchObject({
      __typename: 'DownloadableProduct',
      links_purchased_separately: 0,
      links_title: 'Links',
      downloadable_product_samples: [],
    });
    expect(ebook.downloadable_product_links).toEqual([
      expect.objectContaining({ title: 'The Art of Sleep (EPUB)', sort_order: 1, price: 0 }),
      expect.objectContaining({ title: 'The Art of Sleep (PDF)', sort_order: 2, price: 0 }),
    ]);
    for (const link of ebook.downloadable_product_links)
      expect(Buffer.from(link.uid, 'base64').toString()).toBe(`downloadable/${link.id}`);
  });
});
