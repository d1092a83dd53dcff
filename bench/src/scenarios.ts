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

async function ask<T>(commerceUrl: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: 'default' },
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

export async function buildScenarios(commerceUrl: string): Promise<Scenario[]> {
  const scenarios = [
    graphql('storeConfig', storeConfigQuery),
    page('home /', '/'),
    page('home /', '/', 'uncached'),
  ];
  const ids = await catalogIds(commerceUrl).catch(() => null);
  if (!ids) {
    console.warn('[bench] no catalog found: catalog scenarios skipped');
    return scenarios;
  }
  const listing = 'products (category, 36, aggregations)';
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
  ];
}
