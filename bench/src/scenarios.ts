// Load scenarios. Catalog scenarios look up real ids (a category uid, a product url_key) through
// GraphQL first, so they measure what a shopper's page asks for on whatever catalog is seeded.
export interface Scenario {
  name: string;
  target: 'commerce' | 'storefront';
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** The body of the n-th request. */
  body?: (n: number) => string;
  /** The path of the n-th request, when it differs from `path`. */
  pathOf?: (n: number) => string;
  /** Connections of its own, instead of BENCH_CONNECTIONS. */
  connections?: number;
  /** At most this many requests, warm-up included (each one spends something prepared). */
  maxRequests?: number;
  /** A 200 answer that still failed (a GraphQL error): counted with the failures. */
  failed?: (body: string) => boolean;
}

/**
 * A GraphQL request as the storefront sends it. `cached`: the same request every time, as a
 * warm shop serves it (from the response cache); otherwise each request selects `__typename`
 * under an alias of its own, so every document differs, misses the cache (whose key is the
 * normalised document and its declared variables) and measures the full resolution.
 */
const graphql = (
  name: string,
  query: string,
  variables: object = {},
  cache: 'cached' | 'uncached' = 'cached',
): Scenario => ({
  name: `graphql ${name}${cache === 'uncached' ? ', uncached' : ''}`,
  target: 'commerce',
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', Store: 'default' },
  body:
    cache === 'cached'
      ? () => JSON.stringify({ query, variables })
      : (n) => JSON.stringify({ query: query.replace('{', `{ bench${n}: __typename `), variables }),
});

/**
 * A page as a shopper's browser asks for it. `cached`: the same address every time, as a warm
 * shop serves it (from the page cache); otherwise each request adds a tracking parameter the page
 * ignores, so every one is rendered.
 */
const page = (name: string, path: string, cache: 'cached' | 'uncached' = 'cached'): Scenario => ({
  name: `SSR ${name}${cache === 'uncached' ? ', uncached' : ''}`,
  target: 'storefront',
  method: 'GET',
  path,
  ...(cache === 'uncached'
    ? { pathOf: (n: number) => `${path}${path.includes('?') ? '&' : '?'}utm_content=bench${n}` }
    : {}),
});

const storeConfigQuery = `query StoreConfig {
  storeConfig { store_code website_code locale base_currency_code default_display_currency_code
    available_currency_codes store_information { phone } }
  currency { available_currency_codes default_display_currency_code }
}`;

export const listingFields = `items { __typename uid sku name url_key stock_status
    price_range { minimum_price { regular_price { value currency } final_price { value currency } }
      maximum_price { regular_price { value currency } final_price { value currency } } }
    small_image { url label } }
  aggregations { attribute_code label count options { label value count } }
  sort_fields { default options { label value } }
  page_info { current_page page_size total_pages } total_count`;

const listingQuery = `query CategoryListing($uid: String!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 36, currentPage: 1) { ${listingFields} }
}`;

const searchQuery = `query Search($term: String!) {
  products(search: $term, pageSize: 36, currentPage: 1) { ${listingFields} }
}`;

const productQuery = `query ProductByUrlKey($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items { __typename uid sku name url_key stock_status description { html }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } } }
      media_gallery { url label position }
      ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label } }
        variants { product { sku stock_status } attributes { code value_index } } } }
  }
}`;

async function ask<T>(
  commerceUrl: string,
  query: string,
  variables: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: 'default', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors?.length) {
    throw new Error(`bench set-up query failed: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

interface CatalogIds {
  categoryUid: string;
  categoryPath: string;
  productUrlKey: string;
  searchTerm: string;
}

async function catalogIds(commerceUrl: string): Promise<CatalogIds | null> {
  const { categoryList } = await ask<{
    categoryList: Array<{ uid: string; url_path: string }> | null;
  }>(commerceUrl, `{ categoryList(filters: { url_key: { eq: "bed-linen" } }) { uid url_path } }`);
  const category = categoryList?.[0];
  if (!category) return null;
  const { products } = await ask<{ products: { items: Array<{ url_key: string }> } }>(
    commerceUrl,
    `query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 1) { items { url_key } } }`,
    { uid: category.uid },
  );
  const productUrlKey = products.items[0]?.url_key;
  if (!productUrlKey) return null;
  return {
    categoryUid: category.uid,
    categoryPath: `/${category.url_path}`,
    productUrlKey,
    searchTerm: 'sateen',
  };
}

const signInMutation = `mutation SignIn($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token refresh_token }
}`;

const customerQuery = `query Customer {
  customer { firstname lastname email date_of_birth gender is_subscribed
    default_billing default_shipping addresses { id street city postcode country_code } }
}`;

/**
 * A customer of the bench's own, and a token of theirs: sign-in measures the deliberately slow
 * password check (scrypt, ADR 0042), `customer` a signed-in request, which never meets the
 * response cache.
 */
async function accountScenarios(commerceUrl: string): Promise<Scenario[]> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-password-1';
  await ask(
    commerceUrl,
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, password, firstname: 'Bench', lastname: 'Shopper' } },
  );
  const { generateCustomerToken } = await ask<{ generateCustomerToken: { token: string } }>(
    commerceUrl,
    signInMutation,
    { email, password },
  );
  return [
    // Each sign-in costs one scrypt hash (about 65 ms of CPU): at two connections, one per core,
    // as sign-ins arrive in a shop; at BENCH_CONNECTIONS they queue behind each other's hashes.
    {
      ...graphql('generateCustomerToken', signInMutation, { email, password }),
      name: 'graphql generateCustomerToken, 2 connections',
      connections: 2,
    },
    graphql('generateCustomerToken', signInMutation, { email, password }),
    {
      ...graphql('customer (signed in)', customerQuery),
      headers: {
        'content-type': 'application/json',
        Store: 'default',
        Authorization: `Bearer ${generateCustomerToken.token}`,
      },
    },
  ];
}

// With the prices, coupons and taxes, as the storefront's cart asks for them.
const cartFields = `id total_quantity is_virtual has_out_of_stock_items applied_coupons { code }
  prices { grand_total { value currency } subtotal_including_tax { value currency }
    subtotal_excluding_tax { value currency } discounts { label amount { value currency } }
    applied_taxes { label amount { value currency } } }
  items { uid quantity saleable_qty errors { code message } prices { row_total { value currency } }
    product { sku name url_key stock_status thumbnail { url label }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } } } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } } }`;

const addToCartMutation = `mutation AddToCart($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${cartFields} } user_errors { code message } }
}`;

const cartQuery = `query Cart($cartId: String!) { cart(cart_id: $cartId) { ${cartFields} } }`;

/** Guest carts made for the add-to-cart scenario: each request adds one unit to the next one. */
const BENCH_CARTS = 2_000;

/**
 * Add to cart and the cart as the storefront reads it. Adds rotate over many guest carts and the
 * simple products with the most stock, so lines stay far below the 99 per line and the stock
 * while the scenario runs (each cart receives a unit of a different product each round).
 */
/** The category's simple products (and configurable variants) with the most stock, at most 20. */
async function sellableSkus(
  commerceUrl: string,
  categoryUid: string,
): Promise<Array<{ sku: string; parent_sku?: string }>> {
  type Sellable = { __typename: string; sku: string; saleable_qty: number | null };
  const { products } = await ask<{
    products: { items: Array<Sellable & { variants?: Array<{ product: Sellable }> }> };
  }>(
    commerceUrl,
    `query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 100) {
      items { __typename sku saleable_qty
        ... on ConfigurableProduct { variants { product { __typename sku saleable_qty } } } } } }`,
    { uid: categoryUid },
  );
  // Simple products, and configurable variants added by child sku with parent_sku.
  const entries = products.items
    .flatMap((item): Array<Sellable & { parent_sku?: string }> =>
      item.__typename === 'ConfigurableProduct'
        ? (item.variants ?? []).map(({ product }) => ({ ...product, parent_sku: item.sku }))
        : [item],
    )
    .filter((item) => item.__typename === 'SimpleProduct' && (item.saleable_qty ?? 0) >= 20)
    .sort((a, b) => (b.saleable_qty ?? 0) - (a.saleable_qty ?? 0))
    .slice(0, 20)
    .map(({ sku, parent_sku }) => (parent_sku ? { sku, parent_sku } : { sku }));
  return entries;
}

async function cartScenarios(
  commerceUrl: string,
  skus: Array<{ sku: string; parent_sku?: string }>,
): Promise<Scenario[]> {
  if (skus.length === 0) return [];
  const carts: string[] = [];
  const create = `mutation { createGuestCart { cart { id } } }`;
  while (carts.length < BENCH_CARTS) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, () =>
        ask<{ createGuestCart: { cart: { id: string } } }>(commerceUrl, create),
      ),
    );
    carts.push(...batch.map((answer) => answer.createGuestCart.cart.id));
  }
  // The cart read: one cart with three lines.
  const [shown] = carts.splice(0, 1);
  await ask(commerceUrl, addToCartMutation, {
    cartId: shown,
    items: skus.slice(0, 3).map((entry) => ({ ...entry, quantity: 1 })),
  });
  const add = graphql('addProductsToCart', addToCartMutation);
  return [
    {
      ...add,
      body: (n) =>
        JSON.stringify({
          query: addToCartMutation,
          variables: {
            cartId: carts[n % carts.length],
            items: [{ ...skus[Math.floor(n / carts.length) % skus.length], quantity: 1 }],
          },
        }),
    },
    graphql('cart', cartQuery, { cartId: shown }),
  ];
}

/** Carts made ready for `placeOrder`: each request places the next one. */
const BENCH_ORDERS = 1_500;
/** Carts whose shipping address the address scenario sets again and again, in turn. */
const BENCH_ADDRESS_CARTS = 200;

const shippingAddress = {
  firstname: 'Bench',
  lastname: 'Shopper',
  street: ['Keizersgracht 123'],
  city: 'Amsterdam',
  postcode: '1015 CJ',
  country_code: 'NL',
  telephone: '+31 20 123 4567',
};

// As the storefront's shipping step asks: the address and the methods it offers.
const setShippingAddressMutation = `mutation SetShipping($cartId: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
    cart { id shipping_addresses { firstname lastname street city postcode telephone
      country { code label } region { code label }
      available_shipping_methods { carrier_code method_code carrier_title method_title available
        amount { value currency } error_message }
      selected_shipping_method { carrier_code method_code amount { value currency } } } }
  }
}`;

const placeOrderMutation = `mutation PlaceOrder($cartId: String!) {
  placeOrder(input: { cart_id: $cartId }) { order { order_number } errors { code message } }
}`;

const graphQLFailed = (body: string) => body.includes('"errors":[{');

/**
 * The checkout's two busiest writes: setting the shipping address (answering the methods it
 * offers) and placing the order. Guest carts are prepared first with one unit of a product with
 * plenty of stock, an e-mail, a Dutch address, the cheapest method and check / money order, so
 * each placeOrder places a real order; a request that answers a GraphQL error counts as failed.
 */
async function checkoutScenarios(commerceUrl: string, skus: Array<{ sku: string }>) {
  const prepareCart = async (items: Array<{ sku: string; quantity: number }>) => {
    const { createGuestCart } = await ask<{ createGuestCart: { cart: { id: string } } }>(
      commerceUrl,
      `mutation { createGuestCart { cart { id } } }`,
    );
    const cartId = createGuestCart.cart.id;
    await ask(commerceUrl, addToCartMutation, { cartId, items });
    const set = await ask<{
      setShippingAddressesOnCart: {
        cart: {
          shipping_addresses: Array<{
            available_shipping_methods: Array<{
              carrier_code: string;
              method_code: string;
              available: boolean;
            }>;
          }>;
        };
      };
    }>(commerceUrl, setShippingAddressMutation, { cartId, address: shippingAddress });
    const method =
      set.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods.find(
        (entry) => entry.available,
      );
    if (!method) throw new Error('bench set-up: no shipping method for the Dutch address');
    await ask(
      commerceUrl,
      `mutation ($cartId: String!, $email: String!, $carrier: String!, $method: String!,
        $address: CartAddressInput!) {
        setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } }
        setShippingMethodsOnCart(input: { cart_id: $cartId,
          shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } }
        setBillingAddressOnCart(input: { cart_id: $cartId,
          billing_address: { address: $address } }) { cart { id } }
        setPaymentMethodOnCart(input: { cart_id: $cartId,
          payment_method: { code: "checkmo" } }) { cart { id } }
      }`,
      {
        cartId,
        email: `bench-${cartId.slice(0, 8)}@example.com`,
        carrier: method.carrier_code,
        method: method.method_code,
        address: shippingAddress,
      },
    );
    return cartId;
  };
  const ready: string[] = [];
  while (ready.length < BENCH_ORDERS) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        prepareCart([{ ...skus[(ready.length + index) % skus.length]!, quantity: 1 }]),
      ),
    );
    ready.push(...batch);
  }
  const addressCarts = ready.splice(0, BENCH_ADDRESS_CARTS);
  const address = graphql('setShippingAddressesOnCart', setShippingAddressMutation);
  const place = graphql('placeOrder', placeOrderMutation);
  return [
    {
      ...address,
      failed: graphQLFailed,
      body: (n: number) =>
        JSON.stringify({
          query: setShippingAddressMutation,
          variables: { cartId: addressCarts[n % addressCarts.length], address: shippingAddress },
        }),
    },
    {
      ...place,
      maxRequests: ready.length,
      failed: graphQLFailed,
      body: (n: number) =>
        JSON.stringify({ query: placeOrderMutation, variables: { cartId: ready[n] } }),
    },
  ];
}

export async function buildScenarios(commerceUrl: string): Promise<Scenario[]> {
  const scenarios = [
    graphql('storeConfig', storeConfigQuery),
    // The floor of a request resolved in full: the lightest query, from settings kept in memory.
    graphql('storeConfig', storeConfigQuery, {}, 'uncached'),
    ...(await accountScenarios(commerceUrl)),
    page('home /', '/'),
    page('home /', '/', 'uncached'),
  ];
  const ids = await catalogIds(commerceUrl).catch(() => null);
  if (!ids) {
    console.warn('[bench] no catalog found: catalog scenarios skipped');
    return scenarios;
  }
  const listing = 'products (category, 36, aggregations)';
  const skus = await sellableSkus(commerceUrl, ids.categoryUid);
  const search = `products (search "${ids.searchTerm}")`;
  return [
    ...scenarios,
    graphql(listing, listingQuery, { uid: ids.categoryUid }),
    graphql(listing, listingQuery, { uid: ids.categoryUid }, 'uncached'),
    graphql(search, searchQuery, { term: ids.searchTerm }),
    graphql(search, searchQuery, { term: ids.searchTerm }, 'uncached'),
    graphql('product by url_key', productQuery, { urlKey: ids.productUrlKey }),
    graphql('product by url_key', productQuery, { urlKey: ids.productUrlKey }, 'uncached'),
    page(`category ${ids.categoryPath}`, ids.categoryPath),
    page(`category ${ids.categoryPath}`, ids.categoryPath, 'uncached'),
    page(`product /${ids.productUrlKey}`, `/${ids.productUrlKey}`),
    page(`product /${ids.productUrlKey}`, `/${ids.productUrlKey}`, 'uncached'),
    page(`search ${ids.searchTerm}`, `/search?term=${ids.searchTerm}`),
    page(`search ${ids.searchTerm}`, `/search?term=${ids.searchTerm}`, 'uncached'),
    ...(await cartScenarios(commerceUrl, skus)),
    ...(skus.length > 0 ? await checkoutScenarios(commerceUrl, skus) : []),
  ];
}
