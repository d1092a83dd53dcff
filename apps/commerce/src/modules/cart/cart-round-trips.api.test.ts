// The statements a cart operation sends to the database, counted on the service's own handle:
// each one is a round trip (and on PGlite, work on the event loop), so the storefront's cart read
// and writes keep to a budget (ADR 0057). Settings kept between requests are warm here, as they
// are in a running shop; prices, rules, coupons and stock are read whenever a cart's answer is
// computed, and an unchanged cart's kept answer costs the guard's read alone (ADR 0062).
import { PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type RunningCommerce } from '../../app';
import type { CommerceDatabase } from '../../db/database';
import type { GraphQLResponseBody } from '../../testing/index';
import { openTestDatabase, testCommerceConfig } from '../../testing/index';

/** The statements executed meanwhile, without the mail sender's background polls. */
function statementCounter() {
  const compiler = new PostgresQueryCompiler();
  const sqlOf = new Map<unknown, string>();
  const executed: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      sqlOf.set(args.queryId, compiler.compileQuery(args.node, args.queryId).sql);
      return args.node;
    },
    async transformResult(args) {
      const text = sqlOf.get(args.queryId) ?? '';
      sqlOf.delete(args.queryId);
      if (!/mail_outbox/.test(text)) executed.push(text);
      return args.result;
    },
  };
  return { plugin, executed };
}

// As the storefront asks: prices, coupons, taxes, lines with their products.
const CART_FIELDS = `id total_quantity is_virtual has_out_of_stock_items applied_coupons { code }
  prices { grand_total { value currency } subtotal_including_tax { value currency }
    subtotal_excluding_tax { value currency } discounts { label amount { value currency } }
    applied_taxes { label amount { value currency } } }
  items { uid quantity saleable_qty errors { code message } prices { row_total { value currency } }
    product { sku name url_key stock_status thumbnail { url label }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } } } } }`;
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code } } }`;
const CART = `query ($cartId: String!) { cart(cart_id: $cartId) { ${CART_FIELDS} } }`;
const SHIP = `mutation ($cartId: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
    cart { id shipping_addresses { city country { code label }
      available_shipping_methods { carrier_code method_code amount { value currency } available }
      selected_shipping_method { carrier_code } } } } }`;
const ADDRESS = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: ['Keizersgracht 123'],
  city: 'Amsterdam',
  postcode: '1015 CJ',
  country_code: 'NL',
  telephone: '+31 20 123 4567',
};

describe('database round trips of the cart', () => {
  const counter = statementCounter();
  let database: CommerceDatabase;
  let commerce: RunningCommerce;
  let skus: string[];

  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${commerce.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Store: 'default' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLResponseBody;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const newCart = async () =>
    (await gql('mutation { createGuestCart { cart { id } } }'))['createGuestCart'].cart
      .id as string;
  /** The statements of `operation`, asked once before so per-process settings are warm. */
  const statementsOf = async (operation: () => Promise<unknown>) => {
    counter.executed.length = 0;
    await operation();
    return counter.executed.length;
  };

  beforeAll(async () => {
    const opened = await openTestDatabase({ empty: false });
    database = { ...opened, db: opened.db.withPlugin(counter.plugin) };
    commerce = await startCommerce({
      database,
      migrate: false,
      // The cart purge stays off (testCommerceConfig): its pass would be counted with the operations.
      config: testCommerceConfig(),
    });
    const listed = await gql('{ products(search: "", pageSize: 50) { items { __typename sku } } }');
    skus = (listed['products'].items as Array<{ __typename: string; sku: string }>)
      .filter((item) => item.__typename === 'SimpleProduct')
      .map((item) => item.sku);
  });
  afterAll(async () => {
    await commerce?.close();
    await database?.close();
  });

  it('reads a cart of three lines with prices, coupons and taxes in at most 9 statements', async () => {
    const cartId = await newCart();
    await gql(ADD, { cartId, items: skus.slice(0, 3).map((sku) => ({ sku, quantity: 1 })) });
    // The first read of this version of the cart computes its answer in full.
    expect(await statementsOf(() => gql(CART, { cartId }))).toBeLessThanOrEqual(9);
  });

  it('reads the same cart again, unchanged, in one statement: the guard’s (ADR 0062)', async () => {
    const cartId = await newCart();
    await gql(ADD, { cartId, items: skus.slice(0, 3).map((sku) => ({ sku, quantity: 1 })) });
    const first = await gql(CART, { cartId });
    counter.executed.length = 0;
    expect(await gql(CART, { cartId })).toEqual(first);
    expect(counter.executed).toHaveLength(1);
  });

  it('adds a unit to a cart and answers the priced cart in at most 12 statements', async () => {
    const cartId = await newCart();
    await gql(ADD, { cartId, items: [{ sku: skus[0], quantity: 1 }] });
    const added = () => gql(ADD, { cartId, items: [{ sku: skus[1], quantity: 1 }] });
    expect(await statementsOf(added)).toBeLessThanOrEqual(12);
  });

  it('sets a shipping address again and answers its methods in at most 10 statements', async () => {
    const cartId = await newCart();
    await gql(ADD, { cartId, items: [{ sku: skus[0], quantity: 1 }] });
    await gql(SHIP, { cartId, address: ADDRESS });
    expect(await statementsOf(() => gql(SHIP, { cartId, address: ADDRESS }))).toBeLessThanOrEqual(
      10,
    );
  });
});
