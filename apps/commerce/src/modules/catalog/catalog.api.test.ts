import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { insertContentFixture } from './testing/content-fixture';
import { insertCatalogFixture, type CatalogFixture } from './testing/fixtures';
import { encodeUid } from './uid';

describe('categories and routes', () => {
  let commerce: TestCommerce;
  let fixture: CatalogFixture;
  const data = async (query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await commerce.gql(query, variables);
    expect(body.errors).toBeUndefined();
    return body.data!;
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
    fixture = await insertCatalogFixture(commerce.database.db);
    await insertContentFixture(commerce.database.db, fixture);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('categoryList without filters answers the store root with its tree of children by position', async () => {
    const result = await data(
      '{ categoryList { name level children { name url_path url_suffix product_count children { name url_path } } } }',
    );
    expect(result['categoryList']).toEqual([
      {
        name: 'Root Catalog',
        level: 1,
        children: [
          {
            name: 'Bed Linen',
            url_path: 'bed-linen',
            url_suffix: '',
            // Its own bundle plus the set and pillowcase of Sateen; the disabled sheet is left out.
            product_count: 3,
            children: [{ name: 'Sateen', url_path: 'bed-linen/sateen' }],
          },
          { name: 'Duvets', url_path: 'duvets', url_suffix: '', product_count: 2, children: [] },
        ],
      },
    ]);
  });

  it.each([
    [
      'category_uid eq',
      () => ({ category_uid: { eq: encodeUid(fixture.categories.sateen) } }),
      ['Sateen'],
    ],
    [
      'category_uid in',
      () => ({
        category_uid: {
          in: [encodeUid(fixture.categories.duvets), encodeUid(fixture.categories.sateen)],
        },
      }),
      ['Duvets', 'Sateen'],
    ],
    ['url_key eq', () => ({ url_key: { eq: 'duvets' } }), ['Duvets']],
    ['url_key in', () => ({ url_key: { in: ['duvets', 'bed-linen'] } }), ['Bed Linen', 'Duvets']],
    ['url_path eq', () => ({ url_path: { eq: 'bed-linen/sateen' } }), ['Sateen']],
    [
      'parent_uid eq',
      () => ({ parent_uid: { eq: encodeUid(fixture.categories.root) } }),
      ['Bed Linen', 'Duvets'],
    ],
    [
      'parent_category_uid in',
      () => ({ parent_category_uid: { in: [encodeUid(fixture.categories.bedLinen)] } }),
      ['Sateen'],
    ],
    ['name match', () => ({ name: { match: 'sat' } }), ['Sateen']],
    ['name match, which never finds the store root', () => ({ name: { match: 'Root' } }), []],
    ['ids in (numeric)', () => ({ ids: { in: [String(fixture.categories.sateen)] } }), ['Sateen']],
    [
      'ids eq together with category_uid (both must hold)',
      () => ({
        ids: { eq: String(fixture.categories.duvets) },
        category_uid: { eq: encodeUid(fixture.categories.sateen) },
      }),
      [],
    ],
    [
      'parent_id eq (numeric)',
      () => ({ parent_id: { eq: String(fixture.categories.bedLinen) } }),
      ['Sateen'],
    ],
    ['a non-numeric id', () => ({ ids: { eq: 'one' } }), []],
    ['an unknown uid', () => ({ category_uid: { eq: 'bm9wZQ==' } }), []],
  ])('categoryList filters by %s', async (_name, filters, names) => {
    const result = await data(
      'query($filters: CategoryFilterInput) { categoryList(filters: $filters, pageSize: 99) { name } }',
      { filters: filters() },
    );
    expect(result['categoryList'].map((category: { name: string }) => category.name)).toEqual(
      names,
    );
  });

  it('categoryList answers the category fields, breadcrumbs and its image URL under the media base', async () => {
    const result = await data(
      '{ categoryList(filters: { url_path: { eq: "bed-linen/sateen" } }) { uid name url_key display_mode is_quickshop custom_class description meta_title image level breadcrumbs { category_name category_url_path category_level } } }',
    );
    expect(result['categoryList'][0]).toEqual({
      uid: encodeUid(fixture.categories.sateen),
      name: 'Sateen',
      url_key: 'sateen',
      display_mode: 'PRODUCTS',
      is_quickshop: false,
      custom_class: null,
      description: 'Sateen description',
      meta_title: 'Sateen | Loomfront',
      image: '/media/category/sateen.webp',
      level: 3,
      breadcrumbs: [
        { category_name: 'Bed Linen', category_url_path: 'bed-linen', category_level: 2 },
      ],
    });
  });

  it('categories pages its results and reports totals', async () => {
    const query =
      'query($page: Int) { categories(filters: { parent_uid: { eq: "' +
      encodeUid(fixture.categories.root) +
      '" } }, pageSize: 1, currentPage: $page) { total_count page_info { current_page page_size total_pages } items { name } } }';
    expect((await data(query, { page: 2 }))['categories']).toEqual({
      total_count: 2,
      page_info: { current_page: 2, page_size: 1, total_pages: 2 },
      items: [{ name: 'Duvets' }],
    });
  });

  it.each([
    ['pageSize: 0', 'pageSize value must be greater than 0.'],
    ['currentPage: 0', 'currentPage value must be greater than 0.'],
    // Magento checks currentPage first.
    ['currentPage: 0, pageSize: 0', 'currentPage value must be greater than 0.'],
    [
      'currentPage: 5, filters: { url_key: { eq: "duvets" } }',
      'currentPage value 5 specified is greater than the 1 page(s) available.',
    ],
    ['filters: { name: { match: "sa" } }', 'Invalid match filter. Minimum length is 3.'],
    ['filters: { name: { match: "  sa  " } }', 'Invalid match filter. Minimum length is 3.'],
    ['filters: { name: { match: "" } }', 'Invalid match filter. Minimum length is 3.'],
  ])('categories rejects %s with a graphql-input error', async (args, message) => {
    const { body } = await commerce.gql(`{ categories(${args}) { total_count } }`);
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it('categories accepts pageSize up to GRAPHQL_MAX_PAGE_SIZE (Magento sets no bound)', async () => {
    const result = await data(
      `{ categories(filters: { parent_uid: { eq: "${encodeUid(fixture.categories.root)}" } }, pageSize: 100) { total_count page_info { page_size total_pages } } }`,
    );
    expect(result['categories']).toEqual({
      total_count: 2,
      page_info: { page_size: 100, total_pages: 1 },
    });
  });

  it.each([
    [
      '/bed-linen',
      { __typename: 'CategoryTree', type: 'CATEGORY', relative_url: 'bed-linen', redirect_code: 0 },
    ],
    [
      'bed-linen/sateen/',
      {
        __typename: 'CategoryTree',
        type: 'CATEGORY',
        relative_url: 'bed-linen/sateen',
        redirect_code: 0,
      },
    ],
    [
      '/aurelia-sateen-pillowcase',
      {
        __typename: 'SimpleProduct',
        type: 'PRODUCT',
        relative_url: 'aurelia-sateen-pillowcase',
        redirect_code: 0,
      },
    ],
    [
      '/aurelia-set?utm_source=x',
      {
        __typename: 'ConfigurableProduct',
        type: 'PRODUCT',
        relative_url: 'aurelia-set',
        redirect_code: 0,
      },
    ],
    [
      '/old-pillowcase',
      {
        __typename: 'SimpleProduct',
        type: 'PRODUCT',
        relative_url: 'aurelia-sateen-pillowcase',
        redirect_code: 301,
      },
    ],
    [
      '/sateen-sale',
      {
        __typename: 'CategoryTree',
        type: 'CATEGORY',
        relative_url: 'bed-linen/sateen',
        redirect_code: 302,
      },
    ],
    [
      '/about-us',
      { __typename: 'CmsPage', type: 'CMS_PAGE', relative_url: 'about-us', redirect_code: 0 },
    ],
  ])('route resolves %s', async (url, expected) => {
    const result = await data(
      'query($url: String!) { route(url: $url) { __typename type relative_url redirect_code } }',
      { url },
    );
    expect(result['route']).toEqual(expected);
  });

  it.each([
    '/no-such-page',
    '/',
    "/x' or '1'='1",
    '/aurelia-disabled',
    // A configurable's variant: not visible individually, so no page of its own.
    '/aurelia-set-s-ivory',
  ])('route answers null for %s', async (url) => {
    expect(
      (await data('query($url: String!) { route(url: $url) { type } }', { url }))['route'],
    ).toBeNull();
  });

  it('urlResolver answers the entity uid and id, type, redirect code and canonical URL', async () => {
    const result = await data(
      '{ urlResolver(url: "/old-pillowcase") { entity_uid id type relative_url canonical_url redirectCode } }',
    );
    expect(result['urlResolver']).toEqual({
      entity_uid: encodeUid(fixture.products.pillowcase),
      id: fixture.products.pillowcase,
      type: 'PRODUCT',
      relative_url: 'aurelia-sateen-pillowcase',
      canonical_url: 'aurelia-sateen-pillowcase',
      redirectCode: 301,
    });
  });

  it('urlResolver answers a CMS page and null for a variant', async () => {
    const page = await data('{ urlResolver(url: "about-us") { type relative_url redirectCode } }');
    expect(page['urlResolver']).toEqual({
      type: 'CMS_PAGE',
      relative_url: 'about-us',
      redirectCode: 0,
    });
    const variant = await data('{ urlResolver(url: "aurelia-set-s-ivory") { type } }');
    expect(variant['urlResolver']).toBeNull();
  });

  describe('with a second tree outside the store root', () => {
    beforeAll(async () => {
      const db = commerce.database.db;
      const outlet = await db
        .insertInto('categories')
        .values({ name: 'Outlet Root', url_key: '', url_path: '', level: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const child = await db
        .insertInto('categories')
        .values({
          name: 'Outlet Sateen',
          url_key: 'outlet-sateen',
          url_path: 'outlet-sateen',
          parent_id: outlet.id,
          level: 2,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('categories')
        .set({ path: String(outlet.id) })
        .where('id', '=', outlet.id)
        .execute();
      await db
        .updateTable('categories')
        .set({ path: `${outlet.id}/${child.id}` })
        .where('id', '=', child.id)
        .execute();
    });

    it('finds only categories under the store root', async () => {
      const result = await data(
        '{ categoryList(filters: { name: { match: "sateen" } }) { name } byKey: categoryList(filters: { url_key: { eq: "outlet-sateen" } }) { name } }',
      );
      expect(result['categoryList']).toEqual([{ name: 'Sateen' }]);
      expect(result['byKey']).toEqual([]);
    });

    it('does not route to a category outside the store root', async () => {
      expect((await data('{ route(url: "outlet-sateen") { type } }'))['route']).toBeNull();
    });
  });
});
