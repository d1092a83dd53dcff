// Categories and routes on the seeded demo catalog (the data the storefront and e2e tests see),
// where the store root, store-view texts and display modes live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { encodeUid } from './uid';

const MAIN = ['Bed Linen', 'Duvets', 'Pillows', 'Bath', 'Accessories', 'Kids'];

describe('categories and routes of the demo catalog', () => {
  let commerce: TestCommerce;
  const data = async (
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => {
    const { body } = await commerce.gql(query, variables, headers);
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const names = (list: Array<{ name: string }>) => list.map((category) => category.name);

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it("categoryList without filters answers the store group's root, Default Category, with the six main categories", async () => {
    const result = await data(
      '{ categoryList { uid name level children { name url_path level } } categories { total_count items { name } } }',
    );
    const [root] = result['categoryList'];
    expect(root).toMatchObject({ uid: encodeUid(2), name: 'Default Category', level: 1 });
    expect(names(root.children)).toEqual(MAIN);
    expect(root.children.map((child: { level: number }) => child.level)).toEqual(MAIN.map(() => 2));
    expect(result['categories']).toEqual({ total_count: 1, items: [{ name: 'Default Category' }] });
  });

  it('a name match never answers Root Catalog or Default Category', async () => {
    const result = await data(
      '{ cat: categoryList(filters: { name: { match: "cat" } }, pageSize: 99) { name } linen: categoryList(filters: { name: { match: "linen" } }, pageSize: 99) { name } }',
    );
    expect(result['cat']).toEqual([]);
    expect(names(result['linen'])).toEqual(['Bed Linen', 'Kids Bed Linen', 'Stonewashed Linen']);
  });

  it('answers the Austria store view its German names, descriptions and meta titles', async () => {
    const query =
      '{ categoryList(filters: { parent_uid: { eq: "Mg==" } }) { name meta_title description } }';
    const austria = (await data(query, {}, { Store: 'at' }))['categoryList'];
    expect(names(austria)).toEqual([
      'Bettwäsche',
      'Bettdecken',
      'Kopfkissen',
      'Bad',
      'Accessoires',
      'Kinder',
    ]);
    expect(austria[0].meta_title).toBe('Bettwäsche | Loomfront');
    expect(austria[0].description).toContain('Bettwäsche aus langstapeliger Baumwolle');
    const international = (await data(query))['categoryList'];
    expect(names(international)).toEqual(MAIN);
  });

  it('matches names in the store view language', async () => {
    const result = await data(
      '{ categoryList(filters: { name: { match: "wäsche" } }, pageSize: 99) { name url_path } }',
      {},
      { Store: 'at' },
    );
    expect(result['categoryList']).toEqual([
      { name: 'Bettwäsche', url_path: 'bed-linen' },
      { name: 'Kinderbettwäsche', url_path: 'kids/kids-bed-linen' },
    ]);
  });

  it("counts in product_count what products(category_uid) lists: the subcategories' products too", async () => {
    const { categoryList } = await data(
      '{ categoryList { children { uid url_path product_count children { uid url_path product_count } } } }',
    );
    const categories = categoryList[0].children.flatMap(
      (main: { children: unknown[] }) => [main, ...main.children] as never[],
    ) as Array<{ uid: string; url_path: string; product_count: number }>;
    for (const category of categories) {
      const listed = await data(
        'query($uid: String) { products(filter: { category_uid: { eq: $uid } }, pageSize: 1) { total_count } }',
        { uid: category.uid },
      );
      expect(category.product_count, category.url_path).toBe(listed['products'].total_count);
    }
    const duvets = categories.find((category) => category.url_path === 'duvets')!;
    const subcategories = categories.filter((category) => category.url_path.startsWith('duvets/'));
    expect(duvets.product_count).toBe(
      subcategories.reduce((sum, category) => sum + category.product_count, 0),
    );
  });

  it('has a PAGE category with content and no products, and PRODUCTS_AND_PAGE categories with content', async () => {
    const result = await data(
      '{ categoryList(filters: { url_path: { in: ["duvets/duvet-guide", "accessories/gifts", "bed-linen", "duvets"] } }) { url_path display_mode product_count description } }',
    );
    const byPath = Object.fromEntries(
      result['categoryList'].map((category: { url_path: string }) => [category.url_path, category]),
    );
    expect(byPath['duvets/duvet-guide']).toMatchObject({ display_mode: 'PAGE', product_count: 0 });
    expect(byPath['duvets/duvet-guide'].description).toContain('<h2>Which filling?</h2>');
    expect(byPath['accessories/gifts'].display_mode).toBe('PRODUCTS_AND_PAGE');
    expect(byPath['accessories/gifts'].product_count).toBeGreaterThan(0);
    expect(byPath['accessories/gifts'].description).toContain('<h2>Our gift service</h2>');
    expect(byPath['bed-linen'].display_mode).toBe('PRODUCTS_AND_PAGE');
    expect(byPath['duvets'].display_mode).toBe('PRODUCTS');
  });

  it('gives breadcrumbs from the main category down, and product categories without the root', async () => {
    const result = await data(
      '{ categoryList(filters: { url_path: { eq: "bed-linen/sateen" } }) { breadcrumbs { category_name category_level } } products(filter: { sku: { eq: "LF-AURELIA-SATEEN-BED-LINEN-SET" } }) { items { categories { name level } } } }',
    );
    expect(result['categoryList'][0].breadcrumbs).toEqual([
      { category_name: 'Bed Linen', category_level: 2 },
    ]);
    expect(result['products'].items[0].categories).toEqual([
      { name: 'Bed Linen', level: 2 },
      { name: 'Sateen', level: 3 },
    ]);
  });

  it('routes a product page, and no page for a configurable variant', async () => {
    const query =
      'query($url: String!) { route(url: $url) { __typename type relative_url } urlResolver(url: $url) { type } }';
    const product = await data(query, { url: '/aurelia-sateen-bed-linen-set' });
    expect(product['route']).toEqual({
      __typename: 'ConfigurableProduct',
      type: 'PRODUCT',
      relative_url: 'aurelia-sateen-bed-linen-set',
    });
    const variant = await data(query, {
      url: '/lf-aurelia-sateen-bed-linen-set-king-240x220-navy',
    });
    expect(variant).toEqual({ route: null, urlResolver: null });
  });

  it("answers a renamed category's old path with a permanent redirect to its new one", async () => {
    const result = await data(
      'query($url: String!) { route(url: $url) { type relative_url redirect_code } urlResolver(url: $url) { type relative_url redirectCode } }',
      { url: '/bed-linen/satin' },
    );
    expect(result).toEqual({
      route: { type: 'CATEGORY', relative_url: 'bed-linen/sateen', redirect_code: 301 },
      urlResolver: { type: 'CATEGORY', relative_url: 'bed-linen/sateen', redirectCode: 301 },
    });
  });

  it('answers no url_rewrites for variants, and the rewrite for their parent', async () => {
    const result = await data(
      '{ products(filter: { sku: { eq: "LF-AURELIA-SATEEN-BED-LINEN-SET" } }) { items { url_rewrites { url } ... on ConfigurableProduct { variants { product { sku url_key url_rewrites { url } } } } } } }',
    );
    const [set] = result['products'].items;
    expect(set.url_rewrites).toEqual([{ url: 'aurelia-sateen-bed-linen-set' }]);
    const navy = set.variants.find(
      (variant: { product: { sku: string } }) =>
        variant.product.sku === 'LF-AURELIA-SATEEN-BED-LINEN-SET-KING-240X220-NAVY',
    );
    expect(navy.product).toMatchObject({
      url_key: 'lf-aurelia-sateen-bed-linen-set-king-240x220-navy',
      url_rewrites: [],
    });
  });
});
