// Wish list items over HTTP, as the storefront and Magento clients call them: Magento's
// addProductsToWishlist, updateProductsInWishlist and removeProductsFromWishlist with their
// user errors, every product type, the bounds, guests, and one customer's wish list and items
// out of another's reach whatever ids are sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import {
  DESCRIPTION_TOO_LONG,
  GUEST_REFUSED,
  ITEM_NOT_SPECIFIED,
  OPTIONS_NOT_AVAILABLE,
  QUANTITY_OUT_OF_RANGE,
  QUANTITY_ZERO,
  WISHLIST_FULL,
  WISHLIST_NOT_FOUND,
} from './rules';

const SIMPLE = 'LF-MARISOL-SATEEN-PILLOWCASE-PAIR';
const CONFIGURABLE = 'LF-AURELIA-SATEEN-BED-LINEN-SET';
const BUNDLE = 'LF-AURELIA-PILLOW-DRESSING-SET';
const GROUPED = 'LF-PILLOW-PROTECTOR-COLLECTION';
const VIRTUAL = 'LF-LOOMFRONT-GIFT-CARD-100-EUR';
const DOWNLOADABLE = 'LF-THE-ART-OF-SLEEP-E-BOOK';

const wishlistFields = /* GraphQL */ `
  fragment WishlistFields on Wishlist {
    id
    items_count
    sharing_code
    updated_at
    items_v2(currentPage: 1, pageSize: 20) {
      items {
        __typename
        id
        quantity
        description
        added_at
        customizable_options {
          label
        }
        product {
          __typename
          sku
          uid
        }
        ... on ConfigurableWishlistItem {
          child_sku
          configurable_options {
            configurable_product_option_uid
            configurable_product_option_value_uid
            id
            option_label
            value_id
            value_label
          }
        }
        ... on BundleWishlistItem {
          bundle_options {
            id
            uid
            label
            type
            values {
              id
              uid
              label
              price
              quantity
            }
          }
        }
        ... on DownloadableWishlistItem {
          links_v2 {
            uid
            title
          }
          samples {
            title
          }
        }
      }
      page_info {
        current_page
        page_size
        total_pages
      }
    }
  }
`;

const add = /* GraphQL */ `
  mutation ($id: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${wishlistFields}
`;
const update = /* GraphQL */ `
  mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) {
    updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${wishlistFields}
`;
const remove = /* GraphQL */ `
  mutation ($id: ID!, $ids: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${wishlistFields}
`;
const read = /* GraphQL */ `
  query ($id: ID!) {
    customer {
      wishlists {
        ...WishlistFields
      }
      wishlist_v2(id: $id) {
        id
        items_count
      }
      wishlist {
        id
        items_count
        items {
          id
          qty
          description
          added_at
          product {
            sku
          }
        }
      }
    }
  }
  ${wishlistFields}
`;

interface Item {
  __typename: string;
  id: string;
  quantity: number;
  description: string | null;
  product: { sku: string };
  child_sku?: string;
  configurable_options?: Array<{
    value_label: string;
    configurable_product_option_value_uid: string;
  }>;
  bundle_options?: Array<{ id: number; values: Array<{ id: number; quantity: number }> }>;
  links_v2?: Array<{ title: string }>;
}
interface Change {
  wishlist: { id: string; items_count: number; items_v2: { items: Item[] } };
  user_errors: Array<{ code: string; message: string }>;
}

describe('wish list items over GraphQL', () => {
  let commerce: TestCommerce;
  let ada: SignedInCustomer;
  let bob: SignedInCustomer;
  let variants: Array<{ sku: string; uids: string[] }>;
  let bundleOptions: Array<{
    option_id: number;
    uid: string;
    type: string;
    options: Array<{ id: number; uid: string; label: string }>;
  }>;

  const change = async (
    who: SignedInCustomer,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Change> => {
    const { body } = await who.gql(query, variables);
    expect(body.errors).toBeUndefined();
    return Object.values(body.data!)[0] as Change;
  };
  const itemsOf = (result: Change) => result.wishlist.items_v2.items;

  beforeAll(async () => {
    commerce = await startTestCommerce();
    [ada, bob] = await Promise.all([signUp(commerce), signUp(commerce)]);
    const { body } = await commerce.gql(
      `query ($skus: [String]) {
        products(filter: { sku: { in: $skus } }) {
          items {
            sku
            ... on ConfigurableProduct {
              variants { product { sku } attributes { uid } }
            }
            ... on BundleProduct {
              items { option_id uid type options { id uid label } }
            }
          }
        }
      }`,
      { skus: [CONFIGURABLE, BUNDLE] },
    );
    const products = body.data!['products'].items as Array<Record<string, unknown>>;
    const configurable = products.find((product) => product['sku'] === CONFIGURABLE)!;
    variants = (
      configurable['variants'] as unknown as Array<{
        product: { sku: string };
        attributes: Array<{ uid: string }>;
      }>
    ).map((variant) => ({
      sku: variant.product.sku,
      uids: variant.attributes.map((attribute) => attribute.uid),
    }));
    bundleOptions = products.find((product) => product['sku'] === BUNDLE)![
      'items'
    ] as unknown as typeof bundleOptions;
    expect(variants.length).toBeGreaterThan(1);
    expect(bundleOptions.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('adds every product type to the default wish list (id 0) and shows each as its own item type', async () => {
    const [first, second] = variants;
    const option = bundleOptions[0]!;
    const selection = option.options[0]!;
    const selectedUid = Buffer.from(`bundle/${option.option_id}/${selection.id}/2`).toString(
      'base64',
    );
    const result = await change(ada, add, {
      id: '0',
      items: [
        { sku: SIMPLE, quantity: 1 },
        { sku: VIRTUAL, quantity: 1 },
        { sku: DOWNLOADABLE, quantity: 1 },
        { sku: GROUPED, quantity: 1 },
        { sku: first!.sku, parent_sku: CONFIGURABLE, quantity: 1 },
        { sku: CONFIGURABLE, selected_options: second!.uids, quantity: 2 },
        { sku: BUNDLE, selected_options: [selectedUid], quantity: 1 },
        { sku: BUNDLE, entered_options: [], quantity: 1 },
      ],
    });
    expect(result.user_errors).toEqual([]);
    expect(result.wishlist.items_count).toBe(8);
    const items = itemsOf(result);
    expect(items.map((item) => [item.__typename, item.product.sku, item.quantity])).toEqual([
      ['SimpleWishlistItem', SIMPLE, 1],
      ['VirtualWishlistItem', VIRTUAL, 1],
      ['DownloadableWishlistItem', DOWNLOADABLE, 1],
      ['GroupedProductWishlistItem', GROUPED, 1],
      ['ConfigurableWishlistItem', CONFIGURABLE, 1],
      ['ConfigurableWishlistItem', CONFIGURABLE, 2],
      ['BundleWishlistItem', BUNDLE, 1],
      ['BundleWishlistItem', BUNDLE, 1],
    ]);
    for (const item of items) {
      expect(item.id).toMatch(/^\d+$/);
      expect(item).toMatchObject({ description: null, customizable_options: [] });
    }
    expect(items[2]!.links_v2!.length).toBeGreaterThan(0);
    expect(items[4]!.child_sku).toBe(first!.sku);
    expect(
      items[4]!
        .configurable_options!.map((chosen) => chosen.configurable_product_option_value_uid)
        .sort(),
    ).toEqual([...first!.uids].sort());
    expect(items[4]!.configurable_options!.every((chosen) => chosen.value_label !== '')).toBe(true);
    expect(items[5]!.child_sku).toBe(second!.sku);
    expect(items[6]!.bundle_options).toEqual([
      {
        id: option.option_id,
        uid: option.uid,
        label: expect.any(String),
        type: option.type,
        values: [
          { id: selection.id, uid: selectedUid, label: selection.label, price: 0, quantity: 2 },
        ],
      },
    ]);
    expect(items[7]!.bundle_options).toEqual([]);

    const { body } = await ada.gql(read, { id: result.wishlist.id });
    expect(body.errors).toBeUndefined();
    const customer = body.data!['customer'];
    expect(customer.wishlists).toEqual([result.wishlist]);
    expect(customer.wishlist_v2).toEqual({ id: result.wishlist.id, items_count: 8 });
    expect(customer.wishlist.items).toHaveLength(8);
    expect(customer.wishlist.items[0]).toEqual({
      id: Number(items[0]!.id),
      qty: 1,
      description: null,
      added_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      product: { sku: SIMPLE },
    });
  });

  it('adds to the quantity of the same item instead of listing it twice, by its own id too', async () => {
    const before = await change(ada, add, { id: '0', items: [] });
    const result = await change(ada, add, {
      id: before.wishlist.id,
      items: [
        { sku: SIMPLE, quantity: 2 },
        { sku: variants[0]!.sku, parent_sku: CONFIGURABLE, quantity: 1 },
        { sku: CONFIGURABLE, selected_options: variants[0]!.uids, quantity: 1 },
      ],
    });
    expect(result.user_errors).toEqual([]);
    expect(result.wishlist.items_count).toBe(before.wishlist.items_count);
    const simple = itemsOf(result).find((item) => item.product.sku === SIMPLE)!;
    expect(simple.quantity).toBe(3);
    const variant = itemsOf(result).find((item) => item.child_sku === variants[0]!.sku)!;
    expect(variant.quantity).toBe(3);
  });

  it('answers each entry it cannot add with Magento’s code and text, and adds the rest', async () => {
    const somebody = await signUp(commerce);
    const bundleUid = Buffer.from(`bundle/${bundleOptions[0]!.option_id}/999999/1`).toString(
      'base64',
    );
    const result = await change(somebody, add, {
      id: '0',
      items: [
        { sku: 'LF-NO-SUCH-THING', quantity: 1 },
        { sku: SIMPLE, quantity: 0 },
        { sku: SIMPLE, quantity: 1.5 },
        { sku: SIMPLE, quantity: -2 },
        { sku: SIMPLE, quantity: 10_001 },
        { sku: SIMPLE, parent_sku: CONFIGURABLE, quantity: 1 },
        { sku: CONFIGURABLE, selected_options: ['bm90LWEtdWlk'], quantity: 1 },
        { sku: BUNDLE, selected_options: [bundleUid], quantity: 1 },
        { sku: SIMPLE, selected_options: [variants[0]!.uids[0]], quantity: 1 },
        { sku: 'x'.repeat(65), quantity: 1 },
        { sku: VIRTUAL, quantity: 1 },
      ],
    });
    expect(result.user_errors).toEqual([
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Could not find a product with SKU "LF-NO-SUCH-THING"',
      },
      { code: 'UNDEFINED', message: QUANTITY_ZERO },
      { code: 'UNDEFINED', message: QUANTITY_OUT_OF_RANGE },
      { code: 'UNDEFINED', message: QUANTITY_OUT_OF_RANGE },
      { code: 'UNDEFINED', message: QUANTITY_OUT_OF_RANGE },
      { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${SIMPLE}"` },
      { code: 'UNDEFINED', message: OPTIONS_NOT_AVAILABLE },
      { code: 'UNDEFINED', message: OPTIONS_NOT_AVAILABLE },
      { code: 'UNDEFINED', message: OPTIONS_NOT_AVAILABLE },
      {
        code: 'PRODUCT_NOT_FOUND',
        message: `Could not find a product with SKU "${'x'.repeat(65)}"`,
      },
    ]);
    expect(itemsOf(result).map((item) => item.product.sku)).toEqual([VIRTUAL]);
  });

  it('keeps one item’s quantity at 10000 at most, summed or not', async () => {
    const somebody = await signUp(commerce);
    await change(somebody, add, { id: '0', items: [{ sku: SIMPLE, quantity: 10_000 }] });
    const result = await change(somebody, add, { id: '0', items: [{ sku: SIMPLE, quantity: 1 }] });
    expect(result.user_errors).toEqual([{ code: 'UNDEFINED', message: QUANTITY_OUT_OF_RANGE }]);
    expect(itemsOf(result)[0]!.quantity).toBe(10_000);
  });

  it('updates quantities and descriptions, and moves a configurable to another variant', async () => {
    const somebody = await signUp(commerce);
    const added = await change(somebody, add, {
      id: '0',
      items: [
        { sku: SIMPLE, quantity: 1 },
        { sku: variants[0]!.sku, parent_sku: CONFIGURABLE, quantity: 1 },
      ],
    });
    const [simple, configurable] = itemsOf(added);
    const result = await change(somebody, update, {
      id: added.wishlist.id,
      items: [
        { wishlist_item_id: simple!.id, quantity: 4, description: 'For the guest room' },
        { wishlist_item_id: configurable!.id, selected_options: variants[1]!.uids },
      ],
    });
    expect(result.user_errors).toEqual([]);
    expect(itemsOf(result)).toMatchObject([
      { id: simple!.id, quantity: 4, description: 'For the guest room' },
      { id: configurable!.id, quantity: 1, child_sku: variants[1]!.sku },
    ]);

    const cleared = await change(somebody, update, {
      id: '0',
      items: [{ wishlist_item_id: simple!.id, description: null }],
    });
    expect(itemsOf(cleared)[0]).toMatchObject({ quantity: 4, description: null });
  });

  it('joins an item reconfigured into one the wish list keeps, summing their quantities', async () => {
    const somebody = await signUp(commerce);
    const added = await change(somebody, add, {
      id: '0',
      items: [
        { sku: variants[0]!.sku, parent_sku: CONFIGURABLE, quantity: 2 },
        { sku: variants[1]!.sku, parent_sku: CONFIGURABLE, quantity: 3 },
      ],
    });
    const [first, second] = itemsOf(added);
    const result = await change(somebody, update, {
      id: '0',
      items: [{ wishlist_item_id: second!.id, selected_options: variants[0]!.uids }],
    });
    expect(result.user_errors).toEqual([]);
    expect(itemsOf(result)).toMatchObject([{ id: first!.id, quantity: 5 }]);
    expect(result.wishlist.items_count).toBe(1);
  });

  it('answers each update it cannot make with a user error and makes the rest', async () => {
    const somebody = await signUp(commerce);
    const added = await change(somebody, add, { id: '0', items: [{ sku: SIMPLE, quantity: 1 }] });
    const id = itemsOf(added)[0]!.id;
    const result = await change(somebody, update, {
      id: '0',
      items: [
        { wishlist_item_id: id, quantity: 0 },
        { wishlist_item_id: id, quantity: 2.5 },
        { wishlist_item_id: '999999999' },
        { wishlist_item_id: 'not-an-id', quantity: 1 },
        { wishlist_item_id: id, selected_options: [variants[0]!.uids[0]] },
        { wishlist_item_id: id, quantity: 6 },
      ],
    });
    expect(result.user_errors).toEqual([
      { code: 'UNDEFINED', message: QUANTITY_ZERO },
      { code: 'UNDEFINED', message: QUANTITY_OUT_OF_RANGE },
      { code: 'UNDEFINED', message: ITEM_NOT_SPECIFIED },
      { code: 'UNDEFINED', message: ITEM_NOT_SPECIFIED },
      { code: 'UNDEFINED', message: OPTIONS_NOT_AVAILABLE },
    ]);
    expect(itemsOf(result)).toMatchObject([{ id, quantity: 6 }]);
  });

  it('removes items, and answers an id that is not among them with Magento’s text', async () => {
    const somebody = await signUp(commerce);
    const added = await change(somebody, add, {
      id: '0',
      items: [
        { sku: SIMPLE, quantity: 1 },
        { sku: VIRTUAL, quantity: 1 },
      ],
    });
    const [simple, virtual] = itemsOf(added);
    const result = await change(somebody, remove, {
      id: added.wishlist.id,
      ids: [simple!.id, '999999999', 'abc'],
    });
    expect(result.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: 'The wishlist item with ID "999999999" does not belong to the wishlist',
      },
      {
        code: 'UNDEFINED',
        message: 'The wishlist item with ID "abc" does not belong to the wishlist',
      },
    ]);
    expect(itemsOf(result).map((item) => item.id)).toEqual([virtual!.id]);
    expect(result.wishlist.items_count).toBe(1);

    const again = await change(somebody, remove, { id: '0', ids: [simple!.id] });
    expect(again.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: `The wishlist item with ID "${simple!.id}" does not belong to the wishlist`,
      },
    ]);
  });

  it('refuses a guest every wish list mutation with graphql-authorization', async () => {
    for (const [query, variables] of [
      [add, { id: '0', items: [{ sku: SIMPLE, quantity: 1 }] }],
      [update, { id: '0', items: [{ wishlist_item_id: '1', quantity: 1 }] }],
      [remove, { id: '0', ids: ['1'] }],
    ] as const) {
      const { body } = await commerce.gql(query, variables);
      expect(firstError(body)).toEqual({
        message: GUEST_REFUSED,
        category: 'graphql-authorization',
      });
    }
  });

  it('keeps A’s wish list and items out of B’s reach whatever ids B sends', async () => {
    const adas = await change(ada, add, { id: '0', items: [] });
    const adasItems = itemsOf(adas);
    const bobs = await change(bob, add, { id: '0', items: [{ sku: SIMPLE, quantity: 1 }] });
    expect(bobs.wishlist.id).not.toBe(adas.wishlist.id);

    // A's wish list id answers exactly like a missing or malformed one.
    for (const id of [adas.wishlist.id, '2000000000', 'abc', '-1', '1.5']) {
      for (const [query, variables] of [
        [add, { id, items: [{ sku: SIMPLE, quantity: 1 }] }],
        [update, { id, items: [{ wishlist_item_id: adasItems[0]!.id, quantity: 9 }] }],
        [remove, { id, ids: [adasItems[0]!.id] }],
      ] as const) {
        const { body } = await bob.gql(query, variables);
        expect(firstError(body)).toEqual({
          message: WISHLIST_NOT_FOUND,
          category: 'graphql-input',
        });
        expect(body.data?.[Object.keys(body.data ?? {})[0] ?? '']).toBeFalsy();
      }
    }
    const { body: read2 } = await bob.gql(read, { id: adas.wishlist.id });
    expect(read2.data!['customer'].wishlist_v2).toBeNull();

    // A's item ids through B's own wish list answer like ids that are not there.
    const updated = await change(bob, update, {
      id: bobs.wishlist.id,
      items: adasItems.map((item) => ({ wishlist_item_id: item.id, quantity: 9 })),
    });
    expect(updated.user_errors).toEqual(
      adasItems.map(() => ({ code: 'UNDEFINED', message: ITEM_NOT_SPECIFIED })),
    );
    const removed = await change(bob, remove, {
      id: '0',
      ids: adasItems.map((item) => item.id),
    });
    expect(removed.user_errors).toEqual(
      adasItems.map((item) => ({
        code: 'UNDEFINED',
        message: `The wishlist item with ID "${item.id}" does not belong to the wishlist`,
      })),
    );
    expect(itemsOf(removed).map((item) => item.product.sku)).toEqual([SIMPLE]);

    const after = await change(ada, add, { id: '0', items: [] });
    expect(itemsOf(after)).toEqual(adasItems);
  });

  it('bounds a request: at most 100 entries and 20 options each, descriptions of 1000 characters', async () => {
    const many = Array.from({ length: 101 }, () => ({ sku: SIMPLE, quantity: 1 }));
    const tooMany = await bob.gql(add, { id: '0', items: many });
    expect(firstError(tooMany.body)).toEqual({
      message: 'A request may list at most 100 items.',
      category: 'graphql-input',
    });
    const manyIds = await bob.gql(remove, {
      id: '0',
      ids: Array.from({ length: 101 }, (_, n) => String(n + 1)),
    });
    expect(firstError(manyIds.body)).toEqual({
      message: 'A request may list at most 100 item ids.',
      category: 'graphql-input',
    });
    const options = await bob.gql(add, {
      id: '0',
      items: [
        { sku: BUNDLE, quantity: 1, selected_options: Array.from({ length: 21 }, () => 'a') },
      ],
    });
    expect(firstError(options.body)).toEqual({
      message: 'A wish list item may choose at most 20 options.',
      category: 'graphql-input',
    });
    const described = await bob.gql(update, {
      id: '0',
      items: [{ wishlist_item_id: '1', description: 'x'.repeat(1001) }],
    });
    expect(firstError(described.body)).toEqual({
      message: DESCRIPTION_TOO_LONG,
      category: 'graphql-input',
    });
  });

  it('keeps at most 100 items in one wish list', async () => {
    const somebody = await signUp(commerce);
    const first = await change(somebody, add, { id: '0', items: [{ sku: SIMPLE, quantity: 1 }] });
    const db = commerce.database.db;
    const products = await db
      .selectFrom('products')
      .select('id')
      .where('sku', 'not in', [SIMPLE, VIRTUAL])
      .orderBy('id')
      .limit(99)
      .execute();
    await db
      .insertInto('wishlist_items')
      .values(
        products.map((product) => ({
          wishlist_id: Number(first.wishlist.id),
          product_id: product.id,
          quantity: 1,
        })),
      )
      .execute();
    const full = await change(somebody, add, {
      id: '0',
      items: [
        { sku: VIRTUAL, quantity: 1 },
        { sku: SIMPLE, quantity: 1 },
      ],
    });
    expect(full.wishlist.items_count).toBe(100);
    // A new product is refused; one the wish list keeps still adds to its quantity.
    expect(full.user_errors).toEqual([{ code: 'UNDEFINED', message: WISHLIST_FULL }]);
    expect(itemsOf(full).find((item) => item.product.sku === SIMPLE)!.quantity).toBe(2);
  });

  it('adds the same product from 10 parallel requests into one item of quantity 10', async () => {
    const somebody = await signUp(commerce);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        change(somebody, add, { id: '0', items: [{ sku: SIMPLE, quantity: 1 }] }),
      ),
    );
    const result = await change(somebody, add, { id: '0', items: [] });
    expect(itemsOf(result).map((item) => [item.product.sku, item.quantity])).toEqual([
      [SIMPLE, 10],
    ]);
  });
});
