// Categories as a Magento client (PWA Studio's category page, older integrations) asks for them:
// the deprecated and secondary CategoryInterface fields answer true values from the demo catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { decodeUid } from './uid';

const categoryQuery = /* GraphQL */ `
  query MagentoCategory($path: String!, $pageSize: Int, $currentPage: Int) {
    categoryList(filters: { url_path: { eq: $path } }) {
      id
      uid
      name
      path
      url_path
      include_in_menu
      is_anchor
      created_at
      updated_at
      available_sort_by
      default_sort_by
      path_in_store
      canonical_url
      cms_block {
        identifier
      }
      landing_page
      filter_price_range
      custom_layout_update_file
      breadcrumbs {
        category_id
        category_uid
        category_name
      }
      product_count
      products(pageSize: $pageSize, currentPage: $currentPage, sort: { name: ASC }) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          sku
          name
        }
      }
    }
  }
`;

describe('categories as a Magento client reads them', () => {
  let commerce: TestCommerce;
  const category = async (variables: Record<string, unknown>) => {
    const { body } = await commerce.gql(categoryQuery, variables);
    expect(body.errors).toBeUndefined();
    expect(body.data!.categoryList).toHaveLength(1);
    return body.data!.categoryList[0];
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('answers id with the entity id behind uid, and its menu, anchor and date fields', async () => {
    const sateen = await category({ path: 'bed-linen/sateen' });
    expect(sateen.id).toBe(decodeUid(sateen.uid));
    expect(sateen).toMatchObject({
      include_in_menu: 1,
      is_anchor: 1,
      available_sort_by: ['position', 'name', 'price', 'news_from_date'],
      default_sort_by: 'position',
      cms_block: null,
      landing_page: null,
      filter_price_range: null,
      custom_layout_update_file: null,
    });
    expect(sateen.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sateen.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('gives path_in_store as the ids below the store root, nearest first, and breadcrumbs with ids', async () => {
    const sateen = await category({ path: 'bed-linen/sateen' });
    const bedLinen = await category({ path: 'bed-linen' });
    expect(sateen.path).toBe(`1/2/${bedLinen.id}/${sateen.id}`);
    expect(sateen.path_in_store).toBe(`${sateen.id},${bedLinen.id}`);
    expect(sateen.breadcrumbs).toEqual([
      { category_id: bedLinen.id, category_uid: bedLinen.uid, category_name: 'Bed Linen' },
    ]);
  });

  it('pages the category’s products through products(), with Magento’s arguments', async () => {
    const first = await category({ path: 'bed-linen', pageSize: 4, currentPage: 1 });
    const second = await category({ path: 'bed-linen', pageSize: 4, currentPage: 2 });
    expect(first.products.total_count).toBe(first.product_count);
    expect(first.products.page_info).toEqual({
      current_page: 1,
      page_size: 4,
      total_pages: Math.ceil(first.product_count / 4),
    });
    expect(first.products.items).toHaveLength(4);
    expect(second.products.page_info.current_page).toBe(2);
    const { body } = await commerce.gql(
      `query Listing($uid: String!) {
        products(filter: { category_uid: { eq: $uid } }, pageSize: 8, sort: { name: ASC }) { items { sku } }
      }`,
      { uid: first.uid },
    );
    expect([...first.products.items, ...second.products.items].map((item) => item.sku)).toEqual(
      body.data!.products.items.map((item: { sku: string }) => item.sku),
    );
  });

  it('answers canonical_url only while the store uses canonical links for categories, as Magento', async () => {
    expect((await category({ path: 'bed-linen/sateen' })).canonical_url).toBeNull();
    await commerce.database.db
      .updateTable('config_values')
      .set({ value: '1' })
      .where('path', '=', 'catalog/seo/category_canonical_tag')
      .execute();
    commerce.settingsChanged();
    const { body } = await commerce.gql(
      '{ categoryList(filters: { url_path: { eq: "bed-linen/sateen" } }) { canonical_url } }',
    );
    expect(body.data!.categoryList[0].canonical_url).toBe('bed-linen/sateen');
  });
});
