// Between the wish list and the cart over HTTP: Magento's addWishlistItemsToCart and our
// moveCartItemsToWishlist, each product type there and back, the refusals, and one customer's
// wish list and cart out of another's reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { GUEST_REFUSED, WISHLIST_NOT_FOUND } from './rules';

const SIMPLE = 'LF-MARISOL-SATEEN-PILLOWCASE-PAIR';
const CONFIGURABLE = 'LF-AURELIA-SATEEN-BED-LINEN-SET';
const BUNDLE = 'LF-AURELIA-PILLOW-DRESSING-SET';
const GROUPED = 'LF-PILLOW-PROTECTOR-COLLECTION';
const VIRTUAL = 'LF-LOOMFRONT-GIFT-CARD-100-EUR';
const DOWNLOADABLE = 'LF-THE-ART-OF-SLEEP-E-BOOK';

const wishlistFields = /* GraphQL */ `
  fragment ListFields on Wishlist {
    id
    items_count
    items_v2 {
      items {
        id
        quantity
        product {
          sku
        }
        ... on ConfigurableWishlistItem {
          child_sku
        }
        ... on BundleWishlistItem {
          bundle_options {
            id
            values {
              id
              quantity
            }
          }
        }
      }
    }
  }
`;
const cartFields = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    total_quantity
    items {
      uid
      quantity
      product {
        sku
      }
      ... on ConfigurableCartItem {
        configured_variant {
          sku
        }
      }
      ... on BundleCartItem {
        bundle_options {
          id
          values {
            id
            quantity
          }
        }
      }
    }
  }
`;
const addToWishlist = /* GraphQL */ `
  mutation ($items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: "0", wishlistItems: $items) {
      wishlist {
        ...ListFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${wishlistFields}
`;
const toCart = /* GraphQL */ `
  mutation ($id: ID!, $ids: [ID!]) {
    addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
      status
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistId
        wishlistItemId
      }
      wishlist {
        ...ListFields
      }
    }
  }
  ${wishlistFields}
`;
const toWishlist = /* GraphQL */ `
  mutation ($cartId: String!, $uids: [ID!]) {
    moveCartItemsToWishlist(cartId: $cartId, cartItemUids: $uids) {
      cart {
        ...CartFields
      }
      wishlist {
        ...ListFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${cartFields}
  ${wishlistFields}
`;
const customerCart = /* GraphQL */ `
  {
    customerCart {
      ...CartFields
    }
  }
  ${cartFields}
`;
const addToCart = /* GraphQL */ `
  mutation ($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      user_errors {
        code
        message
      }
    }
  }
`;

interface ListItem {
  id: string;
  quantity: number;
  product: { sku: string };
  child_sku?: string;
  bundle_options?: Array<{ id: number; values: Array<{ id: number; quantity: number }> }>;
}
interface List {
  id: string;
  items_count: number;
  items_v2: { items: ListItem[] };
}
interface CartLine {
  uid: string;
  quantity: number;
  product: { sku: string };
  configured_variant?: { sku: string };
  bundle_options?: Array<{ id: number; values: Array<{ id: number; quantity: number }> }>;
}
interface Cart {
  id: string;
  total_quantity: number;
  items: CartLine[];
}

describe('moving items between the wish list and the cart', () => {
  let commerce: TestCommerce;
  let variantSku: string;
  let bundleChoice: string[];

  const data = async (who: SignedInCustomer, query: string, variables = {}) => {
    const { body } = await who.gql(query, variables);
    expect(body.errors).toBeUndefined();
    return Object.values(body.data!)[0];
  };
  const cartOf = async (who: SignedInCustomer) => (await data(who, customerCart)) as Cart;
  const fill = async (who: SignedInCustomer, items: unknown[]) => {
    const result = (await data(who, addToWishlist, { items })) as {
      wishlist: List;
      user_errors: unknown[];
    };
    expect(result.user_errors).toEqual([]);
    return result.wishlist;
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
    const { body } = await commerce.gql(
      `query ($skus: [String]) {
        products(filter: { sku: { in: $skus } }) {
          items {
            sku
            ... on ConfigurableProduct { variants { product { sku stock_status } } }
            ... on BundleProduct { items { option_id required options { id } } }
          }
        }
      }`,
      { skus: [CONFIGURABLE, BUNDLE] },
    );
    const products = body.data!['products'].items as Array<{
      sku: string;
      variants?: Array<{ product: { sku: string; stock_status: string } }>;
      items?: Array<{ option_id: number; required: boolean; options: Array<{ id: number }> }>;
    }>;
    const configurable = products.find((product) => product.sku === CONFIGURABLE)!;
    variantSku = configurable.variants!.find(
      (variant) => variant.product.stock_status === 'IN_STOCK',
    )!.product.sku;
    // One unit of the first selection of every option.
    bundleChoice = products
      .find((product) => product.sku === BUNDLE)!
      .items!.map((option) =>
        Buffer.from(`bundle/${option.option_id}/${option.options[0]!.id}/1`).toString('base64'),
      );
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('adds every wish list item to the customer’s cart and takes it off the wish list', async () => {
    const ada = await signUp(commerce);
    const list = await fill(ada, [
      { sku: SIMPLE, quantity: 2 },
      { sku: VIRTUAL, quantity: 1 },
      { sku: DOWNLOADABLE, quantity: 1 },
      { sku: variantSku, parent_sku: CONFIGURABLE, quantity: 1 },
      { sku: BUNDLE, selected_options: bundleChoice, quantity: 1 },
      { sku: GROUPED, quantity: 1 },
    ]);
    const result = (await data(ada, toCart, { id: list.id })) as {
      status: boolean;
      add_wishlist_items_to_cart_user_errors: unknown[];
      wishlist: List;
    };
    expect(result.add_wishlist_items_to_cart_user_errors).toEqual([]);
    expect(result.status).toBe(true);
    expect(result.wishlist).toMatchObject({ id: list.id, items_count: 0, items_v2: { items: [] } });

    const cart = await cartOf(ada);
    const skus = cart.items.map((line) => line.product.sku);
    expect(skus.slice(0, 5)).toEqual([SIMPLE, VIRTUAL, DOWNLOADABLE, CONFIGURABLE, BUNDLE]);
    // A grouped set arrives as its parts.
    expect(skus.length).toBeGreaterThan(5);
    expect(cart.items[0]!.quantity).toBe(2);
    expect(cart.items[3]!.configured_variant!.sku).toBe(variantSku);
    expect(cart.items[4]!.bundle_options!.length).toBe(bundleChoice.length);
  });

  it('keeps an item the cart refuses on the wish list, with the cart’s error and the item’s ids', async () => {
    const ada = await signUp(commerce);
    const list = await fill(ada, [
      { sku: CONFIGURABLE, quantity: 1 },
      { sku: SIMPLE, quantity: 1 },
    ]);
    const [unchosen, simple] = list.items_v2.items;
    const result = (await data(ada, toCart, { id: '0', ids: [unchosen!.id, simple!.id] })) as {
      status: boolean;
      add_wishlist_items_to_cart_user_errors: unknown[];
      wishlist: List;
    };
    expect(result.status).toBe(false);
    expect(result.add_wishlist_items_to_cart_user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: 'You need to choose options for your item.',
        wishlistId: list.id,
        wishlistItemId: unchosen!.id,
      },
    ]);
    expect(result.wishlist.items_v2.items.map((item) => item.id)).toEqual([unchosen!.id]);
    expect((await cartOf(ada)).items.map((line) => line.product.sku)).toEqual([SIMPLE]);
  });

  it('refuses unknown item ids, another customer’s wish list and guests, moving nothing', async () => {
    const ada = await signUp(commerce);
    const bob = await signUp(commerce);
    const adas = await fill(ada, [{ sku: SIMPLE, quantity: 1 }]);
    const item = adas.items_v2.items[0]!;

    const unknown = await ada.gql(toCart, { id: adas.id, ids: [item.id, '999999999'] });
    expect(firstError(unknown.body)).toEqual({
      message: 'The wishlist item ids "999999999" were not found.',
      category: 'graphql-input',
    });
    for (const id of [adas.id, '2000000000', 'abc']) {
      const other = await bob.gql(toCart, { id, ids: [item.id] });
      expect(firstError(other.body)).toEqual({
        message: WISHLIST_NOT_FOUND,
        category: 'graphql-input',
      });
    }
    // Ada's item id through Bob's own wish list is one his list does not hold.
    await fill(bob, [{ sku: VIRTUAL, quantity: 1 }]);
    const through = await bob.gql(toCart, { id: '0', ids: [item.id] });
    expect(firstError(through.body).message).toBe(
      `The wishlist item ids "${item.id}" were not found.`,
    );
    const guest = await commerce.gql(toCart, { id: adas.id });
    expect(firstError(guest.body)).toEqual({
      message: GUEST_REFUSED,
      category: 'graphql-authorization',
    });
    expect((await cartOf(ada)).items).toEqual([]);
    expect((await cartOf(bob)).items).toEqual([]);
    const after = (await data(ada, addToWishlist, { items: [] })) as { wishlist: List };
    expect(after.wishlist.items_v2.items).toEqual([item]);
  });

  it('moves cart lines to the wish list, each product type there and back keeping its choices', async () => {
    const ada = await signUp(commerce);
    const cart = await cartOf(ada);
    const added = (await data(ada, addToCart, {
      cartId: cart.id,
      items: [
        { sku: SIMPLE, quantity: 3 },
        { sku: variantSku, parent_sku: CONFIGURABLE, quantity: 1 },
        { sku: BUNDLE, selected_options: bundleChoice, quantity: 1 },
        { sku: DOWNLOADABLE, quantity: 1 },
      ],
    })) as { user_errors: unknown[] };
    expect(added.user_errors).toEqual([]);
    const before = await cartOf(ada);

    // One line, then the rest (no uids: every line).
    const first = (await data(ada, toWishlist, {
      cartId: cart.id,
      uids: [before.items[0]!.uid],
    })) as { cart: Cart; wishlist: List; user_errors: unknown[] };
    expect(first.user_errors).toEqual([]);
    expect(first.cart.items.map((line) => line.uid)).toEqual(
      before.items.slice(1).map((line) => line.uid),
    );
    expect(first.wishlist.items_v2.items).toMatchObject([
      { quantity: 3, product: { sku: SIMPLE } },
    ]);

    const rest = (await data(ada, toWishlist, { cartId: cart.id })) as {
      cart: Cart;
      wishlist: List;
      user_errors: unknown[];
    };
    expect(rest.user_errors).toEqual([]);
    expect(rest.cart).toMatchObject({ total_quantity: 0, items: [] });
    const kept = rest.wishlist.items_v2.items;
    expect(kept.map((item) => item.product.sku)).toEqual([
      SIMPLE,
      CONFIGURABLE,
      BUNDLE,
      DOWNLOADABLE,
    ]);
    expect(kept[1]!.child_sku).toBe(variantSku);
    expect(kept[2]!.bundle_options).toEqual(before.items[2]!.bundle_options);

    // And back: the cart holds what it held.
    const back = (await data(ada, toCart, { id: rest.wishlist.id })) as { status: boolean };
    expect(back.status).toBe(true);
    const again = await cartOf(ada);
    expect(again.items.map(({ uid: _uid, ...line }) => line)).toEqual(
      before.items.map(({ uid: _uid, ...line }) => line),
    );
  });

  it('adds a moved line to the same wish list item, and keeps lines the wish list cannot take in the cart', async () => {
    const ada = await signUp(commerce);
    await fill(ada, [{ sku: SIMPLE, quantity: 9_999 }]);
    const cart = await cartOf(ada);
    await data(ada, addToCart, {
      cartId: cart.id,
      items: [
        { sku: SIMPLE, quantity: 2 },
        { sku: VIRTUAL, quantity: 1 },
      ],
    });
    const result = (await data(ada, toWishlist, { cartId: cart.id })) as {
      cart: Cart;
      wishlist: List;
      user_errors: unknown[];
    };
    expect(result.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: 'The quantity of a wish list item must be a whole number from 1 to 10000.',
      },
    ]);
    expect(result.cart.items).toMatchObject([{ quantity: 2, product: { sku: SIMPLE } }]);
    expect(result.wishlist.items_v2.items).toMatchObject([
      { quantity: 9_999, product: { sku: SIMPLE } },
      { quantity: 1, product: { sku: VIRTUAL } },
    ]);
  });

  it('refuses guests, another customer’s cart and uids the cart does not hold, moving nothing', async () => {
    const ada = await signUp(commerce);
    const bob = await signUp(commerce);
    const cart = await cartOf(ada);
    await data(ada, addToCart, { cartId: cart.id, items: [{ sku: SIMPLE, quantity: 1 }] });
    const line = (await cartOf(ada)).items[0]!;

    const guest = await commerce.gql(toWishlist, { cartId: cart.id });
    expect(firstError(guest.body)).toEqual({
      message: GUEST_REFUSED,
      category: 'graphql-authorization',
    });
    const other = await bob.gql(toWishlist, { cartId: cart.id, uids: [line.uid] });
    expect(firstError(other.body)).toEqual({
      message: `Could not find a cart with ID "${cart.id}"`,
      category: 'graphql-no-such-entity',
    });
    // Ada's line through Bob's own cart is one his cart does not hold.
    const bobsCart = await cartOf(bob);
    const through = await bob.gql(toWishlist, { cartId: bobsCart.id, uids: [line.uid] });
    expect(firstError(through.body)).toEqual({
      message: "The cart doesn't contain the item",
      category: 'graphql-no-such-entity',
    });
    const unknown = await ada.gql(toWishlist, { cartId: cart.id, uids: [line.uid, 'OTk5OTk5'] });
    expect(firstError(unknown.body).message).toBe("The cart doesn't contain the item");

    expect((await cartOf(ada)).items).toEqual([line]);
    for (const who of [ada, bob]) {
      const list = (await data(who, addToWishlist, { items: [] })) as { wishlist: List };
      expect(list.wishlist.items_count).toBe(0);
    }
  });
});
