// The cart over HTTP, as the storefront and Magento clients call it: guest and customer carts,
// every product type, Magento's user errors, the guard's refusals, isolation between shoppers,
// merging, bounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUid } from '../catalog/uid';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import {
  ADD,
  CART,
  CLEAR,
  CREATE_EMPTY_CART,
  CREATE_GUEST_CART,
  CUSTOMER_CART,
  GUEST_EMAIL,
  MERGE,
  REMOVE,
  UPDATE,
  insertCartFixture,
  setStock,
  type CartFixture,
} from './testing/fixtures';

const STORE = 'default';

describe('the cart', () => {
  let commerce: TestCommerce;
  let fixture: CartFixture;
  let ada: SignedInCustomer;
  let bob: SignedInCustomer;

  const guest = (query: string, variables: Record<string, unknown> = {}, store = STORE) =>
    commerce.gql(query, variables, { Store: store });
  const newGuestCart = async () => {
    const { body } = await guest(CREATE_GUEST_CART);
    expect(body.errors).toBeUndefined();
    return body.data!['createGuestCart'].cart.id as string;
  };
  const add = async (
    id: string,
    items: Array<Record<string, unknown>>,
    as: SignedInCustomer | null = null,
  ) => {
    const { body } = as ? await as.gql(ADD, { id, items }) : await guest(ADD, { id, items });
    return body;
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
    fixture = await insertCartFixture(commerce.database.db);
    ada = await signUp(commerce, STORE);
    bob = await signUp(commerce, STORE);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  describe('creating and reading', () => {
    it('creates a guest cart with a 32-character random id, served whole without checkout data', async () => {
      const id = await newGuestCart();
      expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
      const { body } = await guest(CART, { id });
      expect(body.errors).toBeUndefined();
      expect(body.data!['cart']).toEqual({
        id,
        email: null,
        is_virtual: false,
        total_quantity: 0,
        has_out_of_stock_items: false,
        shipping_addresses: [],
        billing_address: null,
        available_payment_methods: [],
        selected_payment_method: { code: '', title: '', purchase_order_number: null },
        gift_message: null,
        items: [],
      });
    });

    it('creates an empty cart with the id the client chose, once, and only of 32 characters', async () => {
      const chosen = 'x2345678901234567890123456789012';
      expect((await guest(CREATE_EMPTY_CART, { id: chosen })).body.data).toEqual({
        createEmptyCart: chosen,
      });
      expect(firstError((await guest(CREATE_EMPTY_CART, { id: chosen })).body)).toEqual({
        message: `Cart with ID "${chosen}" already exists.`,
        category: 'graphql-already-exists',
      });
      expect(firstError((await guest(CREATE_EMPTY_CART, { id: 'short' })).body)).toEqual({
        message: 'Cart ID length should to be 32 symbols.',
        category: 'graphql-input',
      });
      const random = (await guest(CREATE_EMPTY_CART)).body.data!['createEmptyCart'];
      expect(random).toMatch(/^[A-Za-z0-9]{32}$/);
    });

    it('gives a customer one cart, created on first use, also through createEmptyCart', async () => {
      const carol = await signUp(commerce, STORE);
      const first = await carol.gql(CUSTOMER_CART);
      expect(first.body.errors).toBeUndefined();
      const id = first.body.data!['customerCart'].id as string;
      expect(first.body.data!['customerCart']).toMatchObject({ email: carol.email, items: [] });
      const again = await Promise.all([carol.gql(CUSTOMER_CART), carol.gql(CREATE_EMPTY_CART)]);
      expect(again[0].body.data!['customerCart'].id).toBe(id);
      expect(again[1].body.data!['createEmptyCart']).toBe(id);
      expect(firstError((await carol.gql(CREATE_GUEST_CART)).body)).toEqual({
        message: "Use 'Query.customerCart' for logged in customer.",
        category: 'graphql-already-exists',
      });
    });

    it('asks a guest for customerCart to sign in', async () => {
      expect(firstError((await guest(CUSTOMER_CART)).body).category).toBe('graphql-authorization');
    });
  });

  describe('adding products', () => {
    it('adds a simple product and sums a second add of it into the same line', async () => {
      const id = await newGuestCart();
      const first = await add(id, [{ sku: 'AURELIA-PILLOWCASE', quantity: 2 }]);
      expect(first.errors).toBeUndefined();
      expect(first.data!['addProductsToCart'].user_errors).toEqual([]);
      const again = await add(id, [{ sku: 'AURELIA-PILLOWCASE', quantity: 1 }]);
      const cart = again.data!['addProductsToCart'].cart;
      expect(cart.total_quantity).toBe(3);
      expect(cart.items).toHaveLength(1);
      const [item] = cart.items;
      expect(item).toMatchObject({
        __typename: 'SimpleCartItem',
        quantity: 3,
        saleable_qty: 10,
        is_available: true,
        errors: null,
        product: { sku: 'AURELIA-PILLOWCASE' },
      });
      expect(item.uid).toBe(encodeUid(Number(item.id)));
    });

    it('adds a configurable by its option uids or by the child sku with parent_sku, as one line', async () => {
      const id = await newGuestCart();
      const product = await guest(
        `{ products(filter: { sku: { eq: "AURELIA-SET" } }) { items { ... on ConfigurableProduct {
          configurable_options { attribute_code values { uid label } } } } } }`,
      );
      const options = product.body.data!['products'].items[0].configurable_options as Array<{
        attribute_code: string;
        values: Array<{ uid: string; label: string }>;
      }>;
      const uid = (code: string, label: string) =>
        options.find((o) => o.attribute_code === code)!.values.find((v) => v.label === label)!.uid;
      const byUids = await add(id, [
        {
          sku: 'AURELIA-SET',
          quantity: 1,
          selected_options: [uid('size', '135x200'), uid('color', 'Grey')],
        },
      ]);
      expect(byUids.data!['addProductsToCart'].user_errors).toEqual([]);
      const byChild = await add(id, [
        { sku: 'AURELIA-SET-S-GREY', parent_sku: 'AURELIA-SET', quantity: 2 },
      ]);
      const cart = byChild.data!['addProductsToCart'].cart;
      expect(cart.items).toEqual([
        expect.objectContaining({
          __typename: 'ConfigurableCartItem',
          quantity: 3,
          saleable_qty: 7,
          product: { sku: 'AURELIA-SET' },
          configured_variant: { sku: 'AURELIA-SET-S-GREY' },
          configurable_options: [
            expect.objectContaining({ option_label: 'Size', value_label: '135x200' }),
            expect.objectContaining({ option_label: 'Color', value_label: 'Grey' }),
          ],
        }),
      ]);
      const incomplete = await add(id, [
        { sku: 'AURELIA-SET', quantity: 1, selected_options: [uid('size', '135x200')] },
      ]);
      expect(incomplete.data!['addProductsToCart'].user_errors).toEqual([
        { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
      ]);
      const unknown = await add(id, [
        {
          sku: 'AURELIA-SET',
          quantity: 1,
          selected_options: [uid('size', '155x220'), uid('color', 'Grey')],
        },
      ]);
      expect(unknown.data!['addProductsToCart'].user_errors).toEqual([
        { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' },
      ]);
    });

    it('adds a bundle by selected or entered options, and refuses one without its required option', async () => {
      const id = await newGuestCart();
      const product = await guest(
        `{ products(filter: { sku: { eq: "SLEEP-BUNDLE" } }) { items { ... on BundleProduct {
          items { title required options { uid label } } } } } }`,
      );
      const items = product.body.data!['products'].items[0].items as Array<{
        title: string;
        options: Array<{ uid: string }>;
      }>;
      const pillowUid = items.find((item) => item.title === 'Pillowcase')!.options[0]!.uid;
      const selected = await add(id, [
        { sku: 'SLEEP-BUNDLE', quantity: 1, selected_options: [pillowUid] },
      ]);
      expect(selected.data!['addProductsToCart'].user_errors).toEqual([]);
      const [, option, selection] = Buffer.from(pillowUid, 'base64').toString().split('/');
      const entered = await add(id, [
        {
          sku: 'SLEEP-BUNDLE',
          quantity: 1,
          entered_options: [{ uid: encodeUid(`bundle/${option}/${selection}`), value: '2' }],
        },
      ]);
      const cart = entered.data!['addProductsToCart'].cart;
      expect(cart.items).toEqual([
        expect.objectContaining({
          __typename: 'BundleCartItem',
          quantity: 2,
          product: { sku: 'SLEEP-BUNDLE' },
          bundle_options: [
            {
              label: 'Pillowcase',
              type: 'select',
              values: [{ label: 'Aurelia Sateen Pillowcase', quantity: 2, price: 39 }],
            },
          ],
        }),
      ]);
      const none = await add(id, [{ sku: 'SLEEP-BUNDLE', quantity: 1 }]);
      expect(none.data!['addProductsToCart'].user_errors).toEqual([
        { code: 'UNDEFINED', message: 'Please select all required options.' },
      ]);
    });

    it("adds a grouped product's children one entry each, and refuses the grouped sku alone", async () => {
      const id = await newGuestCart();
      const body = await add(id, [
        { sku: 'TOWEL-A', quantity: 2 },
        { sku: 'TOWEL-B', quantity: 1 },
        { sku: 'TOWEL-COLLECTION', quantity: 1 },
      ]);
      const result = body.data!['addProductsToCart'];
      expect(result.user_errors).toEqual([
        { code: 'UNDEFINED', message: 'Please specify the quantity of product(s).' },
      ]);
      expect(
        result.cart.items.map((item: { product: { sku: string } }) => item.product.sku),
      ).toEqual(['TOWEL-A', 'TOWEL-B']);
    });

    it('adds virtual and downloadable products; a cart of only those is virtual', async () => {
      const id = await newGuestCart();
      const body = await add(id, [
        { sku: 'CARE-GUIDE-CONSULT', quantity: 1 },
        { sku: 'CARE-GUIDE-PDF', quantity: 1 },
      ]);
      const cart = body.data!['addProductsToCart'].cart;
      expect(cart.is_virtual).toBe(true);
      expect(cart.items.map((item: { __typename: string }) => item.__typename)).toEqual([
        'VirtualCartItem',
        'DownloadableCartItem',
      ]);
      expect(cart.items[1]).toMatchObject({ links: [{ title: 'Care guide (PDF)' }], samples: [] });
      const mixed = await add(id, [{ sku: 'TOWEL-A', quantity: 1 }]);
      expect(mixed.data!['addProductsToCart'].cart.is_virtual).toBe(false);
    });

    it("answers each entry it cannot add with Magento's code and text, and adds the rest", async () => {
      const id = await newGuestCart();
      const body = await add(id, [
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: 'AURELIA-DISABLED', quantity: 1 },
        { sku: 'WOOLUX-MERINO-DUVET', quantity: 1 },
        { sku: 'AURELIA-PILLOWCASE', quantity: 11 },
        { sku: 'TOWEL-A', quantity: 100 },
        { sku: 'TOWEL-A', quantity: 1.5 },
        { sku: 'TOWEL-A', quantity: 0 },
        { sku: 'AURELIA-SET', quantity: 1 },
        { sku: 'TOWEL-B', quantity: 1 },
      ]);
      const result = body.data!['addProductsToCart'];
      expect(result.user_errors).toEqual([
        { code: 'PRODUCT_NOT_FOUND', message: "The product that was requested doesn't exist" },
        {
          code: 'PRODUCT_NOT_FOUND',
          message: "The product that was requested doesn't exist",
        },
        { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
        {
          code: 'INSUFFICIENT_STOCK',
          message: 'Your desired amount of the product is not available at this time',
        },
        {
          code: 'INSUFFICIENT_STOCK',
          message: 'The requested qty exceeds the maximum qty allowed in shopping cart',
        },
        { code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' },
        { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
        { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
      ]);
      expect(result.cart.items).toEqual([
        expect.objectContaining({ quantity: 1, product: { sku: 'TOWEL-B' } }),
      ]);
    });

    it('never lets a line grow past the stock over several adds', async () => {
      const id = await newGuestCart();
      await add(id, [{ sku: 'AURELIA-PILLOWCASE', quantity: 8 }]);
      const more = await add(id, [{ sku: 'AURELIA-PILLOWCASE', quantity: 3 }]);
      expect(more.data!['addProductsToCart'].user_errors).toEqual([
        {
          code: 'INSUFFICIENT_STOCK',
          message: 'Your desired amount of the product is not available at this time',
        },
      ]);
      expect(more.data!['addProductsToCart'].cart.total_quantity).toBe(8);
    });

    it('refuses oversized requests before reading anything', async () => {
      const id = await newGuestCart();
      const many = Array.from({ length: 51 }, () => ({ sku: 'TOWEL-A', quantity: 1 }));
      expect(firstError(await add(id, many))).toEqual({
        message: 'At most 50 items can be added to the cart at once.',
        category: 'graphql-input',
      });
      expect(firstError(await add(id, [{ sku: 'X'.repeat(65), quantity: 1 }])).message).toBe(
        'A SKU has at most 64 characters.',
      );
      const options = Array.from({ length: 21 }, () => encodeUid('configurable/1/1'));
      expect(
        firstError(await add(id, [{ sku: 'AURELIA-SET', quantity: 1, selected_options: options }]))
          .message,
      ).toBe('An item takes at most 20 options.');
      expect((await guest(CART, { id })).body.data!['cart'].items).toEqual([]);
    });

    it('holds at most 100 different lines', async () => {
      const id = await newGuestCart();
      const db = commerce.database.db;
      const cart = await db
        .selectFrom('carts')
        .select('id')
        .where('masked_id', '=', id)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('cart_items')
        .values(
          Array.from({ length: 100 }, (_, index) => ({
            cart_id: cart.id,
            product_id: fixture.products.towelA,
            product_type: 'simple' as const,
            variant_product_id: null,
            quantity: 1,
            options: '{}',
            // The first is TOWEL-A's own line; the others stand for lines of other options.
            options_key: index === 0 ? '' : `filler:${index}`,
          })),
        )
        .execute();
      const body = await add(id, [
        { sku: 'TOWEL-B', quantity: 1 },
        { sku: 'TOWEL-A', quantity: 1 },
      ]);
      expect(body.data!['addProductsToCart'].user_errors).toEqual([
        { code: 'UNDEFINED', message: 'A shopping cart holds at most 100 different items.' },
      ]);
      // TOWEL-A joins its existing line; TOWEL-B would be a 101st line.
      expect(body.data!['addProductsToCart'].cart.total_quantity).toBe(101);
    });

    it('marks a line whose stock fell below its quantity, and the cart with it', async () => {
      const id = await newGuestCart();
      await add(id, [{ sku: 'TOWEL-B', quantity: 5 }]);
      await setStock(commerce.database.db, fixture.products.towelB, 3);
      try {
        const cart = (await guest(CART, { id })).body.data!['cart'];
        expect(cart.has_out_of_stock_items).toBe(true);
        expect(cart.items[0]).toMatchObject({
          quantity: 5,
          saleable_qty: 3,
          is_available: false,
          errors: [
            {
              code: 'ITEM_QTY',
              message: 'Your desired amount of the product is not available at this time',
            },
          ],
        });
      } finally {
        await setStock(commerce.database.db, fixture.products.towelB, 20);
      }
    });
  });

  describe('changing and removing lines', () => {
    it('sets quantities, removes a line at quantity 0, and refuses what cannot be sold', async () => {
      const id = await newGuestCart();
      const added = await add(id, [
        { sku: 'TOWEL-A', quantity: 1 },
        { sku: 'TOWEL-B', quantity: 1 },
      ]);
      const [a, b] = added.data!['addProductsToCart'].cart.items as Array<{ uid: string }>;
      const updated = await guest(UPDATE, {
        id,
        items: [
          { cart_item_uid: a!.uid, quantity: 4 },
          { cart_item_uid: b!.uid, quantity: 0 },
        ],
      });
      expect(updated.body.errors).toBeUndefined();
      expect(updated.body.data!['updateCartItems'].cart.items).toEqual([
        expect.objectContaining({ uid: a!.uid, quantity: 4 }),
      ]);
      const refusals: Array<[number, string]> = [
        [21, 'Your desired amount of the product is not available at this time'],
        [100, 'The requested qty exceeds the maximum qty allowed in shopping cart'],
        [-1, 'The product quantity should be greater than 0'],
        [2.5, 'You cannot use decimal quantity for this product.'],
      ];
      for (const [quantity, message] of refusals) {
        const refused = await guest(UPDATE, { id, items: [{ cart_item_uid: a!.uid, quantity }] });
        expect(firstError(refused.body)).toEqual({ message, category: 'graphql-input' });
      }
      expect((await guest(CART, { id })).body.data!['cart'].total_quantity).toBe(4);
    });

    it('changes nothing when one of several changes is refused', async () => {
      const id = await newGuestCart();
      const added = await add(id, [
        { sku: 'TOWEL-A', quantity: 1 },
        { sku: 'TOWEL-B', quantity: 1 },
      ]);
      const [a, b] = added.data!['addProductsToCart'].cart.items as Array<{ uid: string }>;
      const refused = await guest(UPDATE, {
        id,
        items: [
          { cart_item_uid: a!.uid, quantity: 2 },
          { cart_item_uid: b!.uid, quantity: 50 },
        ],
      });
      expect(firstError(refused.body).message).toBe(
        'Your desired amount of the product is not available at this time',
      );
      const cart = (await guest(CART, { id })).body.data!['cart'];
      expect(cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([1, 1]);
    });

    it('removes a line and clears the cart, which stays usable', async () => {
      const id = await newGuestCart();
      const added = await add(id, [
        { sku: 'TOWEL-A', quantity: 1 },
        { sku: 'TOWEL-B', quantity: 2 },
      ]);
      const [a] = added.data!['addProductsToCart'].cart.items as Array<{ uid: string }>;
      const removed = await guest(REMOVE, { id, uid: a!.uid });
      expect(removed.body.data!['removeItemFromCart'].cart.items).toEqual([
        expect.objectContaining({ quantity: 2, product: { sku: 'TOWEL-B' } }),
      ]);
      expect(firstError((await guest(REMOVE, { id, uid: a!.uid })).body)).toEqual({
        message: "The cart doesn't contain the item",
        category: 'graphql-no-such-entity',
      });
      const cleared = await guest(CLEAR, { id });
      expect(cleared.body.data!['clearCart']).toMatchObject({
        cart: { id, items: [], total_quantity: 0 },
        errors: null,
      });
      expect(
        (await add(id, [{ sku: 'TOWEL-A', quantity: 1 }])).data!['addProductsToCart'].cart
          .total_quantity,
      ).toBe(1);
    });
  });

  describe('the guard', () => {
    it('answers an unknown id, a malformed one and an empty one as Magento does', async () => {
      const unknown = 'A'.repeat(32);
      expect(firstError((await guest(CART, { id: unknown })).body)).toEqual({
        message: `Could not find a cart with ID "${unknown}"`,
        category: 'graphql-no-such-entity',
      });
      expect(firstError((await guest(CART, { id: "1' or '1'='1" })).body).message).toBe(
        `Could not find a cart with ID "1' or '1'='1"`,
      );
      expect(firstError((await guest(CART, { id: '' })).body)).toEqual({
        message: 'Required parameter "cart_id" is missing',
        category: 'graphql-input',
      });
    });

    it("refuses a cart of another store view with Magento's text", async () => {
      const id = await newGuestCart();
      expect(firstError((await guest(CART, { id }, 'at')).body)).toEqual({
        message: `Wrong store code specified for cart "${id}"`,
        category: 'graphql-no-such-entity',
      });
    });

    it("answers another customer's cart, or a guest cart used by a customer, exactly as a missing one", async () => {
      const adaCart = (await ada.gql(CUSTOMER_CART)).body.data!['customerCart'].id as string;
      await add(adaCart, [{ sku: 'TOWEL-A', quantity: 1 }], ada);
      const guestCart = await newGuestCart();
      const missing = (id: string) => ({
        message: `Could not find a cart with ID "${id}"`,
        category: 'graphql-no-such-entity',
      });
      const operations: Array<[string, Record<string, unknown>]> = [
        [CART, { id: adaCart }],
        [ADD, { id: adaCart, items: [{ sku: 'TOWEL-A', quantity: 1 }] }],
        [UPDATE, { id: adaCart, items: [{ cart_item_id: 1, quantity: 2 }] }],
        [REMOVE, { id: adaCart, uid: encodeUid(1) }],
        [CLEAR, { id: adaCart }],
      ];
      for (const [query, variables] of operations) {
        expect(firstError((await bob.gql(query, variables)).body)).toEqual(missing(adaCart));
        expect(firstError((await guest(query, variables)).body)).toEqual(missing(adaCart));
      }
      expect(
        firstError((await guest(GUEST_EMAIL, { id: adaCart, email: 'x@example.com' })).body),
      ).toEqual(missing(adaCart));
      expect(firstError((await bob.gql(CART, { id: guestCart })).body)).toEqual(missing(guestCart));
      const untouched = (await ada.gql(CART, { id: adaCart })).body.data!['cart'];
      expect(untouched.total_quantity).toBe(1);
    });

    it("never reaches another cart's line through one's own cart", async () => {
      const mine = await newGuestCart();
      const theirs = await newGuestCart();
      await add(mine, [{ sku: 'TOWEL-A', quantity: 1 }]);
      const other = await add(theirs, [{ sku: 'TOWEL-B', quantity: 1 }]);
      const theirItem = other.data!['addProductsToCart'].cart.items[0] as {
        id: string;
        uid: string;
      };
      expect(firstError((await guest(REMOVE, { id: mine, uid: theirItem.uid })).body).message).toBe(
        "The cart doesn't contain the item",
      );
      expect(
        firstError(
          (
            await guest(UPDATE, {
              id: mine,
              items: [{ cart_item_uid: theirItem.uid, quantity: 3 }],
            })
          ).body,
        ).message,
      ).toBe(`Could not find cart item with id: ${theirItem.id}.`);
      expect((await guest(CART, { id: theirs })).body.data!['cart'].total_quantity).toBe(1);
    });
  });

  describe('merging carts', () => {
    it("moves a guest cart's lines into the customer's, summing equal lines, and deactivates it", async () => {
      const dana = await signUp(commerce, STORE);
      const target = (await dana.gql(CUSTOMER_CART)).body.data!['customerCart'].id as string;
      await add(target, [{ sku: 'TOWEL-A', quantity: 2 }], dana);
      const source = await newGuestCart();
      await add(source, [
        { sku: 'TOWEL-A', quantity: 3 },
        { sku: 'AURELIA-PILLOWCASE', quantity: 8 },
      ]);
      await add(target, [{ sku: 'AURELIA-PILLOWCASE', quantity: 5 }], dana);
      const merged = await dana.gql(MERGE, { source, destination: target });
      expect(merged.body.errors).toBeUndefined();
      const cart = merged.body.data!['mergeCarts'];
      expect(cart.id).toBe(target);
      const quantities = Object.fromEntries(
        cart.items.map((item: { product: { sku: string }; quantity: number }) => [
          item.product.sku,
          item.quantity,
        ]),
      );
      // 5 + 8 pillowcases would be more than the 10 in stock: the line stops at 10.
      expect(quantities).toEqual({ 'TOWEL-A': 5, 'AURELIA-PILLOWCASE': 10 });
      expect(firstError((await guest(CART, { id: source })).body)).toEqual({
        message: "The cart isn't active.",
        category: 'graphql-no-such-entity',
      });
      expect(firstError((await dana.gql(MERGE, { source, destination: target })).body)).toEqual({
        message: "The cart isn't active.",
        category: 'graphql-no-such-entity',
      });
    });

    it("merges into the customer's own cart when no destination is named", async () => {
      const erin = await signUp(commerce, STORE);
      const source = await newGuestCart();
      await add(source, [{ sku: 'TOWEL-B', quantity: 2 }]);
      const merged = await erin.gql(MERGE, { source });
      const own = (await erin.gql(CUSTOMER_CART)).body.data!['customerCart'];
      expect(merged.body.data!['mergeCarts'].id).toBe(own.id);
      expect(own.total_quantity).toBe(2);
    });

    it("refuses another customer's cart as source or destination, and a guest caller", async () => {
      const adaCart = (await ada.gql(CUSTOMER_CART)).body.data!['customerCart'].id as string;
      const bobCart = (await bob.gql(CUSTOMER_CART)).body.data!['customerCart'].id as string;
      const source = await newGuestCart();
      expect(
        firstError((await bob.gql(MERGE, { source: adaCart, destination: bobCart })).body),
      ).toEqual({
        message: `Could not find a cart with ID "${adaCart}"`,
        category: 'graphql-no-such-entity',
      });
      expect(firstError((await bob.gql(MERGE, { source, destination: adaCart })).body)).toEqual({
        message: `Could not find a cart with ID "${adaCart}"`,
        category: 'graphql-no-such-entity',
      });
      expect(firstError((await guest(MERGE, { source, destination: adaCart })).body).category).toBe(
        'graphql-authorization',
      );
      expect((await guest(CART, { id: source })).body.errors).toBeUndefined();
    });
  });

  describe("the guest's e-mail", () => {
    it("sets it on a guest cart, with Magento's refusals", async () => {
      const id = await newGuestCart();
      const set = await guest(GUEST_EMAIL, { id, email: 'guest@example.com' });
      expect(set.body.data!['setGuestEmailOnCart'].cart).toEqual({
        id,
        email: 'guest@example.com',
      });
      expect(firstError((await guest(GUEST_EMAIL, { id, email: 'not-an-email' })).body)).toEqual({
        message: 'Invalid email format',
        category: 'graphql-input',
      });
      expect(firstError((await guest(GUEST_EMAIL, { id, email: '' })).body).message).toBe(
        'Required parameter "email" is missing',
      );
      expect(firstError((await ada.gql(GUEST_EMAIL, { id, email: 'a@example.com' })).body)).toEqual(
        {
          message: 'The request is not allowed for logged in customers',
          category: 'graphql-authorization',
        },
      );
    });
  });
});
