// configurable_product_options_selection and the deprecated configurable option fields, as PWA
// Studio's product page asks for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { CatalogIndexer } from './catalog-index';
import { decodeUid } from './uid';

const AURELIA = 'LF-AURELIA-SATEEN-BED-LINEN-SET';

const selectionQuery = /* GraphQL */ `
  query Selection($sku: String!, $uids: [ID!]) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        id
        ... on ConfigurableProduct {
          configurable_options {
            id
            attribute_id
            attribute_id_v2
            attribute_uid
            attribute_code
            product_id
            values {
              uid
              value_index
              label
              swatch_data {
                __typename
                value
              }
            }
          }
          variants {
            product {
              sku
              media_gallery {
                url
              }
            }
            attributes {
              uid
            }
          }
          configurable_product_options_selection(configurableOptionValueUids: $uids) {
            configurable_options {
              attribute_code
              uid
              values {
                uid
                label
                is_available
                is_use_default
                swatch {
                  __typename
                  value
                }
              }
            }
            options_available_for_selection {
              attribute_code
              option_value_uids
            }
            variant {
              sku
            }
            media_gallery {
              url
            }
          }
        }
      }
    }
  }
`;

describe('configurable products as a Magento client reads them', () => {
  let commerce: TestCommerce;
  const select = async (uids: string[] | null) => {
    const { body } = await commerce.gql(selectionQuery, { sku: AURELIA, uids });
    expect(body.errors).toBeUndefined();
    return body.data!.products.items[0];
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('answers the deprecated attribute and value ids behind the uids', async () => {
    const product = await select(null);
    for (const option of product.configurable_options) {
      expect(option.product_id).toBe(product.id);
      expect(option.attribute_id_v2).toBe(decodeUid(option.attribute_uid));
      expect(option.attribute_id).toBe(String(option.attribute_id_v2));
      expect(option.id).toEqual(expect.any(Number));
      for (const value of option.values)
        expect(Buffer.from(value.uid, 'base64').toString()).toBe(
          `configurable/${option.attribute_id}/${value.value_index}`,
        );
    }
  });

  it('serves colour swatches as ColorSwatchData and sizes without a swatch', async () => {
    const product = await select(null);
    const color = product.configurable_options.find(
      (option: { attribute_code: string }) => option.attribute_code === 'color',
    );
    const size = product.configurable_options.find(
      (option: { attribute_code: string }) => option.attribute_code === 'size',
    );
    for (const value of color.values) {
      expect(value.swatch_data.__typename).toBe('ColorSwatchData');
      expect(value.swatch_data.value).toMatch(/^#[0-9a-f]{6}$/i);
    }
    for (const value of size.values) expect(value.swatch_data).toBeNull();
  });

  it('offers every value before a choice and no variant until every option is chosen', async () => {
    const product = await select([]);
    const selection = product.configurable_product_options_selection;
    expect(selection.variant).toBeNull();
    for (const option of selection.configurable_options) {
      expect(option.values.length).toBeGreaterThan(1);
      for (const value of option.values) expect(value.is_available).toBe(true);
    }
    expect(
      selection.options_available_for_selection.map(
        (entry: { option_value_uids: string[] }) => entry.option_value_uids.length,
      ),
    ).toEqual(
      selection.configurable_options.map((option: { values: unknown[] }) => option.values.length),
    );
  });

  it('answers the variant and its images once a value of each option is chosen', async () => {
    const product = await select(null);
    const [variant] = product.variants;
    const uids = variant.attributes.map((attribute: { uid: string }) => attribute.uid);
    const selection = (await select(uids)).configurable_product_options_selection;
    expect(selection.variant).toEqual({ sku: variant.product.sku });
    const expected = variant.product.media_gallery.length
      ? variant.product.media_gallery
      : (await select(null)).configurable_product_options_selection.media_gallery;
    expect(selection.media_gallery).toEqual(expected);
    expect(selection.media_gallery.length).toBeGreaterThan(0);
  });

  it('marks unavailable a value whose only variant with the chosen value is sold out', async () => {
    const product = await select(null);
    const [soldOut] = product.variants;
    const child = await commerce.database.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', soldOut.product.sku)
      .executeTakeFirstOrThrow();
    await commerce.database.db
      .updateTable('inventory')
      .set({ qty: 0 })
      .where('product_id', '=', child.id)
      .execute();
    await new CatalogIndexer(commerce.database.db).reindexProducts([child.id]);
    const [chosen, other] = soldOut.attributes.map((attribute: { uid: string }) => attribute.uid);
    const selection = (await select([chosen])).configurable_product_options_selection;
    const values = selection.configurable_options.flatMap(
      (option: { values: Array<{ uid: string; is_available: boolean }> }) => option.values,
    );
    expect(values.find((value: { uid: string }) => value.uid === other).is_available).toBe(false);
    // The chosen value itself stays available: other variants carry it in stock.
    expect(values.find((value: { uid: string }) => value.uid === chosen).is_available).toBe(true);
    const available = selection.options_available_for_selection.flatMap(
      (entry: { option_value_uids: string[] }) => entry.option_value_uids,
    );
    expect(available).not.toContain(other);
    expect(available).toContain(chosen);
  });
});
