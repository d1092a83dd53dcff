// What a new customer's Customer fields of other domains answer before checkout, wish list items
// and compare lists exist: orders (sales), wishlist/wishlists/wishlist_v2 (wishlist), compare_list
// (compare) and reviews (review), each a whole Magento type with true values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, signUp } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const customerFields = /* GraphQL */ `
  {
    customer {
      orders(pageSize: 10) {
        items {
          id
          number
        }
        page_info {
          current_page
          page_size
          total_pages
        }
        total_count
      }
      wishlist {
        id
        items_count
        sharing_code
        updated_at
        items {
          id
        }
        items_v2(pageSize: 5) {
          items {
            id
          }
          page_info {
            current_page
            page_size
            total_pages
          }
        }
      }
      wishlists {
        id
      }
      compare_list {
        uid
      }
      reviews {
        items {
          text
        }
        page_info {
          current_page
          page_size
          total_pages
        }
      }
    }
  }
`;
const wishlistById = /* GraphQL */ `
  query ($id: ID!) {
    customer {
      wishlist_v2(id: $id) {
        id
      }
    }
  }
`;

describe('a new customer’s orders, wish list, compare list and reviews', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers an empty order page, one empty wish list, no compare list and no reviews', async () => {
    const ada = await signUp(commerce);
    const { body } = await ada.gql(customerFields);
    expect(body.errors).toBeUndefined();
    const customer = body.data!['customer'];
    expect(customer.orders).toEqual({
      items: [],
      page_info: { current_page: 1, page_size: 10, total_pages: 0 },
      total_count: 0,
    });
    expect(customer.wishlist).toMatchObject({
      items_count: 0,
      items: [],
      items_v2: { items: [], page_info: { current_page: 1, page_size: 5, total_pages: 0 } },
    });
    expect(customer.wishlist.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    expect(customer.wishlists).toEqual([{ id: customer.wishlist.id }]);
    expect(customer.compare_list).toBeNull();
    expect(customer.reviews).toEqual({
      items: [],
      page_info: { current_page: 1, page_size: 20, total_pages: 0 },
    });
  });

  it('answers another customer’s wish list id as a missing one', async () => {
    const ada = await signUp(commerce);
    const bob = await signUp(commerce);
    const adas = await ada.gql(customerFields);
    const adasId = adas.body.data!['customer'].wishlist.id as string;
    expect((await ada.gql(wishlistById, { id: adasId })).body.data).toEqual({
      customer: { wishlist_v2: { id: adasId } },
    });
    expect((await bob.gql(wishlistById, { id: adasId })).body.data).toEqual({
      customer: { wishlist_v2: null },
    });
  });

  it('refuses a guest', async () => {
    const { body } = await commerce.gql(customerFields);
    expect(firstError(body)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });
});
