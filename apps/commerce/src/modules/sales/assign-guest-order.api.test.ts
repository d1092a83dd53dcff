// assignGuestOrderToCustomer (ADR 0060): a guest order joins the account made with its e-mail
// address, and every other ask is answered as the guest order lookups answer a missing order.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { NOT_AUTHORIZED } from '../auth/service';
import { insertPricesFixture } from '../sales-rule/testing/fixtures';
import { GUEST_ORDER_NOT_FOUND } from './service';
import {
  ADD,
  CUSTOMER_ORDERS,
  GUEST_EMAIL,
  PLACE_ORDER,
  checkOut,
  type Gql,
} from './testing/fixtures';

const CREATE_GUEST_CART = `mutation { createGuestCart { cart { id } } }`;
const ASSIGN = /* GraphQL */ `
  mutation ($token: String!) {
    assignGuestOrderToCustomer(input: { order_token: $token }) {
      order {
        number
        email
        token
      }
    }
  }
`;

interface PlacedOrder {
  number: string;
  token: string;
}

describe('assigning a guest order to the customer made with it', () => {
  let commerce: TestCommerce;
  const as =
    (store: string): Gql =>
    (query, variables = {}) =>
      commerce.gql(query, variables, { Store: store });
  const newEmail = () => `guest-${randomBytes(6).toString('hex')}@example.com`;

  /** A guest order of `store` placed with `email`. */
  async function guestOrder(store: string, email: string): Promise<PlacedOrder> {
    const gql = as(store);
    const id = (await gql(CREATE_GUEST_CART)).body.data!['createGuestCart'].cart.id as string;
    await gql(ADD, { id, items: [{ sku: 'CR-SHEET', quantity: 1 }] });
    await gql(GUEST_EMAIL, { id, email });
    await checkOut(gql, id, store);
    const { body } = await gql(PLACE_ORDER, { id });
    expect(body.errors).toBeUndefined();
    return body.data!['placeOrder'].orderV2 as PlacedOrder;
  }

  const assign = (customer: SignedInCustomer, token: string, store?: string) =>
    customer.gql(ASSIGN, { token }, store);

  const orderNumbersOf = async (customer: SignedInCustomer) =>
    (
      (await customer.gql(CUSTOMER_ORDERS, { pageSize: 20 })).body.data!['customer'].orders
        .items as Array<{ number: string }>
    ).map((order) => order.number);

  const ownerOf = async (number: string) =>
    commerce.database.db
      .selectFrom('orders')
      .select(['customer_id', 'customer_firstname', 'customer_lastname'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();

  const missing = { message: GUEST_ORDER_NOT_FOUND, category: 'graphql-no-such-entity' };

  beforeAll(async () => {
    commerce = await startTestCommerce({
      config: { rateLimits: { search: null, mutations: null, login: null } },
    });
    await insertPricesFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('gives the order to the customer whose e-mail it was placed with, and lists it in their orders', async () => {
    const email = newEmail();
    const placed = await guestOrder('default', email.toUpperCase());
    const ada = await signUp(commerce, 'default', email);
    const { body } = await assign(ada, placed.token);
    expect(body.errors).toBeUndefined();
    expect(body.data!['assignGuestOrderToCustomer'].order).toMatchObject({
      number: placed.number,
      token: placed.token,
    });
    expect(await orderNumbersOf(ada)).toEqual([placed.number]);
    expect(await ownerOf(placed.number)).toMatchObject({
      customer_firstname: 'Ada',
      customer_lastname: 'Weaver',
    });
    expect((await ownerOf(placed.number)).customer_id).not.toBeNull();
  });

  it('answers the same customer asking again with the same order, changing nothing', async () => {
    const email = newEmail();
    const placed = await guestOrder('default', email);
    const ada = await signUp(commerce, 'default', email);
    await assign(ada, placed.token);
    const owner = await ownerOf(placed.number);
    const again = await assign(ada, placed.token);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data!['assignGuestOrderToCustomer'].order.number).toBe(placed.number);
    expect(await ownerOf(placed.number)).toEqual(owner);
    expect(await orderNumbersOf(ada)).toEqual([placed.number]);
  });

  it('refuses a shopper who is not signed in, as Magento refuses a guest', async () => {
    const placed = await guestOrder('default', newEmail());
    const { body } = await as('default')(ASSIGN, { token: placed.token });
    expect(firstError(body)).toEqual({
      message: NOT_AUTHORIZED,
      category: 'graphql-authorization',
    });
    expect((await ownerOf(placed.number)).customer_id).toBeNull();
  });

  it('answers an order placed with another e-mail address as a missing order', async () => {
    const placed = await guestOrder('default', newEmail());
    const mallory = await signUp(commerce, 'default');
    expect(firstError((await assign(mallory, placed.token)).body)).toEqual(missing);
    expect((await ownerOf(placed.number)).customer_id).toBeNull();
    expect(await orderNumbersOf(mallory)).toEqual([]);
  });

  it('answers an order of another website as a missing order, even with the same e-mail address', async () => {
    const email = newEmail();
    const placed = await guestOrder('at', email);
    const ada = await signUp(commerce, 'default', email);
    expect(firstError((await assign(ada, placed.token)).body)).toEqual(missing);
    expect((await ownerOf(placed.number)).customer_id).toBeNull();
  });

  it('answers an order another customer already owns as a missing order', async () => {
    const email = newEmail();
    const placed = await guestOrder('default', email);
    const ada = await signUp(commerce, 'default', email);
    await assign(ada, placed.token);
    const owner = await ownerOf(placed.number);
    // Ada moves to another address; a new account takes the order's address.
    const moved = await ada.gql(
      `mutation ($email: String!, $password: String!) {
        updateCustomerEmail(email: $email, password: $password) { customer { email } }
      }`,
      { email: newEmail(), password: PASSWORD },
    );
    expect(moved.body.errors).toBeUndefined();
    const carol = await signUp(commerce, 'default', email);
    expect(firstError((await assign(carol, placed.token)).body)).toEqual(missing);
    expect(await ownerOf(placed.number)).toEqual(owner);
    expect(await orderNumbersOf(carol)).toEqual([]);
  });

  it('answers an unknown token, one of the wrong length and an unbounded one as a missing order', async () => {
    const ada = await signUp(commerce, 'default');
    for (const token of ['A'.repeat(43), 'A'.repeat(42), 'A'.repeat(100_000)]) {
      expect(firstError((await assign(ada, token)).body)).toEqual(missing);
    }
    expect(firstError((await assign(ada, '  ')).body)).toEqual({
      message: 'Required parameter "order_token" is missing.',
      category: 'graphql-input',
    });
  });
});
