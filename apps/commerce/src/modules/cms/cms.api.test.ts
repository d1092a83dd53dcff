// CMS pages as a Magento client reads them through route(): heading, keywords and layout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const pageQuery = /* GraphQL */ `
  query Page($url: String!) {
    route(url: $url) {
      __typename
      ... on CmsPage {
        identifier
        title
        content_heading
        meta_keywords
        page_layout
      }
    }
  }
`;

describe('CMS pages as a Magento client reads them', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
    await commerce.database.db
      .insertInto('cms_pages')
      .values([
        {
          identifier: 'care-guide',
          title: 'Care guide',
          content: '<p>Wash at 40 °C.</p>',
          content_heading: 'Caring for your linen',
          meta_keywords: 'care, washing, linen',
          page_layout: 'cms-full-width',
        },
        { identifier: 'delivery', title: 'Delivery', content: '<p>Free delivery.</p>' },
      ])
      .execute();
  });

  afterAll(async () => {
    await commerce?.close();
  });

  it('answers the page’s heading, keywords and layout', async () => {
    const { body } = await commerce.gql(pageQuery, { url: 'care-guide' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.route).toEqual({
      __typename: 'CmsPage',
      identifier: 'care-guide',
      title: 'Care guide',
      content_heading: 'Caring for your linen',
      meta_keywords: 'care, washing, linen',
      page_layout: 'cms-full-width',
    });
  });

  it('gives a page without its own layout Magento’s default one column, and no heading', async () => {
    const { body } = await commerce.gql(pageQuery, { url: 'delivery' });
    expect(body.data!.route).toMatchObject({
      content_heading: null,
      meta_keywords: null,
      page_layout: '1column',
    });
  });
});
