// mergeCarts as Magento's Quote::merge: besides the lines (cart.api.test.ts), each line's gift
// wrapping and the guest cart's coupon come across, the coupon re-checked for the customer;
// addresses stay behind. Coupons and gift wrapping are the demo ones (en: €4.90 per wrapped piece).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { berlin, SET_BILLING, SET_SHIPPING } from '../checkout/testing/fixtures';
import {
  ADD,
  APPLY,
  CREATE_GUEST_CART,
  CUSTOMER_CART,
  insertPricesFixture,
  WRAP,
} from '../sales-rule/testing/fixtures';

const STORE = 'default';

const MERGED_FIELDS = /* GraphQL */ `
  fragment Merged on Cart {
    id
    applied_coupons {
      code
    }
    shipping_addresses {
      firstname
    }
    billing_address {
      firstname
    }
    items {
      uid
      quantity
      is_gift_wrap_applied
      product {
        sku
      }
    }
    prices {
      gift_wrap {
        value
      }
      discounts {
        label
      }
    }
  }
`;
const MERGE = `mutation ($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ...Merged }
} ${MERGED_FIELDS}`;
const CART = `query ($id: String!) { cart(cart_id: $id) { ...Merged } } ${MERGED_FIELDS}`;

type Items = Array<{ sku: string; quantity: number }>;
interface MergedItem {
  uid: string;
  quantity: number;
  is_gift_wrap_applied: boolean;
  product: { sku: string };
}

describe('mergeCarts carries what the shopper chose', () => {
  let commerce: TestCommerce;

  const guest = (query: string, variables: Record<string, unknown>) =>
    commerce.gql(query, variables, { Store: STORE });
  const guestCartWith = async (items: Items) => {
    const created = await guest(CREATE_GUEST_CART, {});
    const id = created.body.data!['createGuestCart'].cart.id as string;
    const added = await guest(ADD, { id, items });
    expect(added.body.data!['addProductsToCart'].user_errors).toEqual([]);
    return id;
  };
  const customerCartWith = async (customer: SignedInCustomer, items: Items) => {
    const id = (await customer.gql(CUSTOMER_CART)).body.data!['customerCart'].id as string;
    if (items.length > 0) {
      const added = await customer.gql(ADD, { id, items });
      expect(added.body.data!['addProductsToCart'].user_errors).toEqual([]);
    }
    return id;
  };
  /** The cart's line uids by sku. */
  const uidsOf = async (id: string, as: SignedInCustomer | null = null) => {
    const { body } = as ? await as.gql(CART, { id }) : await guest(CART, { id });
    return Object.fromEntries(
      (body.data!['cart'].items as MergedItem[]).map((item) => [item.product.sku, item.uid]),
    );
  };
  const merge = async (customer: SignedInCustomer, source: string, destination?: string) => {
    const { body } = await customer.gql(MERGE, { source, destination });
    expect(body.errors).toBeUndefined();
    return body.data!['mergeCarts'];
  };
  const wrapping = (cart: { items: MergedItem[] }) =>
    Object.fromEntries(cart.items.map((item) => [item.product.sku, item.is_gift_wrap_applied]));

  beforeAll(async () => {
    commerce = await startTestCommerce();
    await insertPricesFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  describe('is_gift_wrap_applied', () => {
    it('keeps each line’s gift wrapping: wrapped lines come across wrapped, the others not', async () => {
      const customer = await signUp(commerce, STORE);
      const destination = await customerCartWith(customer, []);
      const source = await guestCartWith([
        { sku: 'CR-SHEET', quantity: 1 },
        { sku: 'CR-TOWEL', quantity: 2 },
      ]);
      const uids = await uidsOf(source);
      const wrapped = await guest(WRAP, { id: source, uids: [uids['CR-TOWEL']] });
      expect(wrapped.body.errors).toBeUndefined();

      const cart = await merge(customer, source, destination);
      expect(wrapping(cart)).toEqual({ 'CR-SHEET': false, 'CR-TOWEL': true });
      // Two wrapped towels at €4.90 each.
      expect(cart.prices.gift_wrap).toEqual({ value: 9.8 });
    });

    it('wraps a line summed into one the customer had when either of them was wrapped', async () => {
      const customer = await signUp(commerce, STORE);
      const destination = await customerCartWith(customer, [
        { sku: 'CR-SHEET', quantity: 1 },
        { sku: 'CR-TOWEL', quantity: 1 },
      ]);
      const own = await uidsOf(destination, customer);
      expect(
        (await customer.gql(WRAP, { id: destination, uids: [own['CR-SHEET']] })).body.errors,
      ).toBeUndefined();
      const source = await guestCartWith([
        { sku: 'CR-SHEET', quantity: 1 },
        { sku: 'CR-TOWEL', quantity: 1 },
      ]);
      const theirs = await uidsOf(source);
      expect(
        (await guest(WRAP, { id: source, uids: [theirs['CR-TOWEL']] })).body.errors,
      ).toBeUndefined();

      const cart = await merge(customer, source, destination);
      expect(cart.items.map((item: MergedItem) => item.quantity)).toEqual([2, 2]);
      expect(wrapping(cart)).toEqual({ 'CR-SHEET': true, 'CR-TOWEL': true });
    });
  });

  describe('applied_coupons', () => {
    it('carries the guest cart’s coupon into a customer cart that has none', async () => {
      const customer = await signUp(commerce, STORE);
      const destination = await customerCartWith(customer, [{ sku: 'CR-TOWEL', quantity: 1 }]);
      const source = await guestCartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const applied = await guest(APPLY, { id: source, code: 'WELCOME10' });
      expect(applied.body.errors).toBeUndefined();

      const cart = await merge(customer, source, destination);
      expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
      expect(cart.prices.discounts).toHaveLength(1);
      // Still there when read again: the coupon is stored on the customer's cart.
      const read = await customer.gql(CART, { id: destination });
      expect(read.body.data!['cart'].applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    });

    it('keeps the customer’s own coupon when both carts have one', async () => {
      const customer = await signUp(commerce, STORE);
      const destination = await customerCartWith(customer, [{ sku: 'CR-SHEET', quantity: 2 }]);
      expect(
        (await customer.gql(APPLY, { id: destination, code: 'EACH5' })).body.errors,
      ).toBeUndefined();
      const source = await guestCartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      expect((await guest(APPLY, { id: source, code: 'WELCOME10' })).body.errors).toBeUndefined();

      const cart = await merge(customer, source);
      expect(cart.id).toBe(destination);
      expect(cart.applied_coupons).toEqual([{ code: 'EACH5' }]);
    });

    it('drops silently a coupon not valid for the customer, and the merge still succeeds', async () => {
      const customer = await signUp(commerce, STORE);
      const db = commerce.database.db;
      // The customer used the once-per-customer welcome code before.
      const coupon = await db
        .selectFrom('sales_rule_coupons')
        .where('code', '=', 'WELCOME10')
        .select('id')
        .executeTakeFirstOrThrow();
      const customerId = await sql<{
        id: number;
      }>`select id from customers where email = ${customer.email}`
        .execute(db)
        .then((result) => result.rows[0]!.id);
      await db
        .insertInto('sales_rule_coupon_usage')
        .values({ coupon_id: coupon.id, customer_id: customerId, times_used: 1 })
        .execute();
      const destination = await customerCartWith(customer, []);
      const source = await guestCartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      expect((await guest(APPLY, { id: source, code: 'WELCOME10' })).body.errors).toBeUndefined();

      const cart = await merge(customer, source, destination);
      expect(cart.items.map((item: MergedItem) => item.product.sku)).toEqual(['CR-SHEET']);
      expect(cart.applied_coupons).toEqual([]);
      expect(cart.prices.discounts).toEqual([]);
      // Dropped, not only hidden: the cart holds no coupon at all.
      const stored = await db
        .selectFrom('cart_coupons as cc')
        .innerJoin('carts as c', 'c.id', 'cc.cart_id')
        .where('c.masked_id', '=', destination)
        .select('cc.coupon_id')
        .execute();
      expect(stored).toEqual([]);
    });
  });

  describe('shipping_addresses and billing_address', () => {
    it('leaves the guest cart’s addresses behind, as Magento does', async () => {
      const customer = await signUp(commerce, STORE);
      const destination = await customerCartWith(customer, []);
      const source = await guestCartWith([{ sku: 'CR-SHEET', quantity: 1 }]);
      const shipping = await guest(SET_SHIPPING, { id: source, addresses: [{ address: berlin }] });
      expect(shipping.body.errors).toBeUndefined();
      const billing = await guest(SET_BILLING, { id: source, billing: { address: berlin } });
      expect(billing.body.errors).toBeUndefined();

      const cart = await merge(customer, source, destination);
      expect(cart.items).toHaveLength(1);
      expect(cart.shipping_addresses).toEqual([]);
      expect(cart.billing_address).toBeNull();
    });
  });

  describe('the guard', () => {
    it('answers another customer’s cart named as the source as a missing cart, and moves nothing', async () => {
      const owner = await signUp(commerce, STORE);
      const stranger = await signUp(commerce, STORE);
      const owners = await customerCartWith(owner, [{ sku: 'CR-TOWEL', quantity: 1 }]);
      const strangers = await customerCartWith(stranger, []);
      const { body } = await stranger.gql(MERGE, { source: owners, destination: strangers });
      expect(firstError(body)).toEqual({
        message: `Could not find a cart with ID "${owners}"`,
        category: 'graphql-no-such-entity',
      });
      expect(Object.keys(await uidsOf(owners, owner))).toEqual(['CR-TOWEL']);
      expect(await uidsOf(strangers, stranger)).toEqual({});
    });
  });
});
