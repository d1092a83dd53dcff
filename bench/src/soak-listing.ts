// The soak's load: category listings as the storefront asks for them (36 items, price range, card
// image, facets, sort fields), each request different in its declared variables (category, page,
// sort, and a price ceiling above every price) so that none is answered from the response cache.
import { listingFields } from './scenarios';

const soakListingQuery = `query SoakListing($uid: String!, $page: Int!, $sort: ProductAttributeSortInput, $priceTo: String) {
  products(filter: { category_uid: { eq: $uid }, price: { from: "0", to: $priceTo } },
    pageSize: 36, currentPage: $page, sort: $sort) { ${listingFields} }
}`;

const sorts = [{ position: 'ASC' }, { price: 'ASC' }, { price: 'DESC' }, { name: 'ASC' }];

export interface ListingCategory {
  uid: string;
  /** Pages of 36 items. */
  pages: number;
}

/** The body of the n-th listing request: deterministic, and never the same variables twice. */
export function soakListingBody(categories: readonly ListingCategory[], n: number): string {
  const category = categories[n % categories.length]!;
  const round = Math.floor(n / categories.length);
  return JSON.stringify({
    query: soakListingQuery,
    variables: {
      uid: category.uid,
      page: 1 + (round % category.pages),
      sort: sorts[round % sorts.length],
      priceTo: String(1_000_000 + n),
    },
  });
}

async function ask<T>(commerceUrl: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: 'default' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors?.length) {
    throw new Error(`soak set-up query failed: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/** Every category the catalog's facets name, with its number of pages of 36. */
export async function listingCategories(commerceUrl: string): Promise<ListingCategory[]> {
  const { products } = await ask<{
    products: {
      aggregations: Array<{ attribute_code: string; options: Array<{ value: string }> }>;
    };
  }>(
    commerceUrl,
    '{ products(filter: {}, pageSize: 1) { aggregations { attribute_code options { value } } } }',
  );
  const uids =
    products.aggregations
      .find((facet) => facet.attribute_code === 'category_uid')
      ?.options.map((option) => option.value) ?? [];
  const categories: ListingCategory[] = [];
  for (const uid of uids) {
    const listed = await ask<{ products: { page_info: { total_pages: number } } }>(
      commerceUrl,
      'query($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 36) { page_info { total_pages } } }',
      { uid },
    );
    const pages = listed.products.page_info.total_pages;
    if (pages >= 1) categories.push({ uid, pages });
  }
  return categories.sort((a, b) => a.uid.localeCompare(b.uid));
}
