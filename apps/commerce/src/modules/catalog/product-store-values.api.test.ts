import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { CatalogIndexer } from './catalog-index';

const productQuery = /* GraphQL */ `
  query Product($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        sku
        name
        url_key
        meta_title
        meta_description
        tag_line
        care
        fabric
        badges {
          label
        }
        short_description {
          html
        }
        description {
          html
        }
        head_description {
          html
        }
        ... on ConfigurableProduct {
          variants {
            product {
              name
              loomfront_color_descriptive
            }
          }
        }
        ... on BundleProduct {
          items {
            title
            options {
              label
            }
          }
        }
        ... on DownloadableProduct {
          downloadable_product_links {
            title
          }
        }
        media_gallery {
          label
          ... on ProductVideo {
            video_content {
              video_title
              video_description
            }
          }
        }
      }
    }
  }
`;

const searchQuery = /* GraphQL */ `
  query Search($search: String!) {
    products(search: $search, pageSize: 48) {
      total_count
      items {
        sku
        name
      }
      suggestions {
        search
      }
    }
  }
`;

interface ProductAnswer {
  sku: string;
  name: string;
  url_key: string;
  meta_title: string;
  meta_description: string;
  tag_line: string;
  care: string;
  fabric: string[];
  badges: Array<{ label: string }>;
  short_description: { html: string };
  description: { html: string };
  head_description: { html: string } | null;
  variants?: Array<{ product: { name: string; loomfront_color_descriptive: string } }>;
  items?: Array<{ title: string; options: Array<{ label: string }> }>;
  media_gallery: Array<{
    label: string;
    video_content?: { video_title: string; video_description: string };
  }>;
  downloadable_product_links?: Array<{ title: string }>;
}

interface SearchAnswer {
  total_count: number;
  items: Array<{ sku: string; name: string }>;
  suggestions: Array<{ search: string }>;
}

describe('product names and texts per store view', () => {
  let commerce: TestCommerce;
  const product = async (sku: string, store: string): Promise<ProductAnswer> => {
    const { body } = await commerce.gql(productQuery, { sku }, { Store: store });
    expect(body.errors).toBeUndefined();
    return (body.data!['products'] as { items: ProductAnswer[] }).items[0]!;
  };
  const search = async (text: string, store: string): Promise<SearchAnswer> => {
    const { body } = await commerce.gql(searchQuery, { search: text }, { Store: store });
    expect(body.errors).toBeUndefined();
    return body.data!['products'] as SearchAnswer;
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers the same product with its German name and texts in the store view at', async () => {
    const set = await product('LF-VERANDA-PERCALE-BED-LINEN-SET', 'at');
    expect(set).toMatchObject({
      name: 'Veranda Bettwäsche-Set Perkal',
      url_key: 'veranda-percale-bed-linen-set',
      meta_title: 'Veranda Bettwäsche-Set Perkal | Loomfront',
      tag_line: 'Knackiges Perkal aus langstapeliger Baumwolle',
      badges: [{ label: 'Bestseller' }],
      fabric: ['100 % langstapelige Baumwolle', 'Fadendichte 300', 'Perkalbindung eins über eins'],
    });
    expect(set.short_description.html).toMatch(/^<p>Veranda ist das Perkal, in dem wir/);
    expect(set.description.html).toContain('von Hand fertiggestellt');
    expect(set.head_description?.html).toContain('aus der Kollektion Veranda');
    expect(set.care).toContain('Bei 60 °C in der Maschine waschen');
    expect(set.meta_description).toContain('Knackiges Perkal');
    expect(set.media_gallery.map((image) => image.label)).toEqual([
      'Veranda in Reinweiß',
      'Veranda in Reinweiß, aus der Nähe',
      'Veranda zu Hause',
    ]);
    expect(set.variants?.[0]?.product).toMatchObject({
      name: 'Veranda Bettwäsche-Set Perkal Einzelbett 140x200 reinweiß',
      loomfront_color_descriptive: 'reinweiß',
    });
  });

  it('answers the same product in English in the default store view', async () => {
    const set = await product('LF-VERANDA-PERCALE-BED-LINEN-SET', 'default');
    expect(set).toMatchObject({
      name: 'Veranda Percale Bed Linen Set',
      meta_title: 'Veranda Percale Bed Linen Set | Loomfront',
      tag_line: 'Crisp long-staple cotton percale',
    });
    expect(set.short_description.html).toMatch(/^<p>Veranda is the percale we sleep in/);
    expect(set.media_gallery[0]?.label).toBe('Veranda in optic white');
    expect(set.variants?.[0]?.product.name).toBe(
      'Veranda Percale Bed Linen Set Single 140x200 optic white',
    );
  });

  it('titles the options of a bundle and names their pieces in the store view', async () => {
    const trio = await product('LF-BATH-MAT-TRIO', 'at');
    expect(trio.name).toBe('Badematten-Trio');
    expect(trio.items?.[0]?.title).toBe('Badematten');
    expect(trio.items?.[0]?.options.map((option) => option.label)).toEqual([
      'Badematte Schlinge',
      'Badematte Rippe',
      'Badematte Kiesel',
    ]);
  });

  it('titles and describes a product video in the store view', async () => {
    const pallada = await product('LF-PALLADA-JACQUARD-BED-LINEN-SET', 'at');
    expect(pallada.media_gallery.find((entry) => entry.video_content)).toEqual({
      label: 'Pallada: So entsteht es',
      video_content: {
        video_title: 'Pallada: vom Webstuhl ins Bett',
        video_description: 'Ein Besuch in der Weberei, in der Pallada gewebt wird.',
      },
    });
  });

  it('titles the files of a downloadable product in the store view', async () => {
    const book = await product('LF-THE-ART-OF-SLEEP-E-BOOK', 'at');
    expect(book.name).toBe('E-Book Die Kunst des Schlafens');
    expect(book.downloadable_product_links).toEqual([
      { title: 'Die Kunst des Schlafens (EPUB)' },
      { title: 'Die Kunst des Schlafens (PDF)' },
    ]);
    const english = await product('LF-THE-ART-OF-SLEEP-E-BOOK', 'default');
    expect(english.downloadable_product_links?.[0]?.title).toBe('The Art of Sleep (EPUB)');
  });

  it('falls back to the default value for each text the store view leaves empty', async () => {
    const db = commerce.database.db;
    const { id } = await db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', 'LF-LUMEN-PERCALE-FLAT-SHEET')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('product_store_values')
      .set({ name: null, tag_line: null })
      .where('product_id', '=', id)
      .execute();
    await new CatalogIndexer(db).reindexProducts([id]);

    const sheet = await product('LF-LUMEN-PERCALE-FLAT-SHEET', 'at');
    expect(sheet.name).toBe('Lumen Percale Flat Sheet');
    expect(sheet.tag_line).toBe('Crisp long-staple cotton percale');
    expect(sheet.short_description.html).toMatch(/^<p>Lumen ist ein reinweißes Perkal/);
    // The listing and search index read the same fallback.
    const found = await search('lumen', 'at');
    expect(found.items.map((item) => item.name)).toContain('Lumen Percale Flat Sheet');
  });

  it('finds products by their German name in the store view at', async () => {
    const found = await search('Bettwäsche Perkal', 'at');
    expect(found.items.map((item) => item.name)).toEqual(
      expect.arrayContaining([
        'Veranda Bettwäsche-Set Perkal',
        'Lumen Bettwäsche-Set Perkal',
        'Norda Bettwäsche-Set Perkal',
        'Brisa Bettwäsche-Set Perkal',
      ]),
    );
    expect(found.items.every((item) => /Perkal/.test(item.name))).toBe(true);
    const towels = await search('Badetuch', 'at');
    expect(towels.items.map((item) => item.sku)).toContain('LF-SORRENTO-TOWEL');
  });

  it('searches only the texts of its own store view, as Magento keeps one index per store', async () => {
    // "Egyptian" is in English texts only (not in any SKU); "ägyptischer" in German ones only.
    expect((await search('egyptian', 'default')).total_count).toBeGreaterThan(0);
    expect((await search('egyptian', 'at')).total_count).toBe(0);
    expect((await search('ägyptischer', 'at')).total_count).toBeGreaterThan(0);
    expect((await search('ägyptischer', 'default')).total_count).toBe(0);
  });

  it('suggests the German name word a mistyped search word in at meant', async () => {
    const answer = await search('kopfkisen', 'at');
    expect(answer.suggestions).toEqual([{ search: 'kopfkissen' }]);
    expect(answer.items.map((item) => item.name)).toContain('Sovereign Kopfkissen');
    expect((await search('kopfkisen', 'default')).suggestions).toEqual([]);
  });
});
