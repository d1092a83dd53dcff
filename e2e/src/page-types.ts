// One page of each type the storefront serves, for checks that must hold on every page type.
import { inject } from 'vitest';

export interface PageType {
  name: string;
  /** Path without locale prefix. */
  path: string;
  /** The status the page answers with. */
  status: number;
}

interface CatalogItem {
  __typename: string;
  url_key: string;
}

/** The demo products' url keys by __typename (the first of each type), read from commerce. */
async function firstProductOfEachType(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // Pages of 100, the largest page size commerce accepts (ADR 0024).
  for (let currentPage = 1; currentPage <= 5; currentPage += 1) {
    const answer = await fetch(`${inject('commerceUrl')}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'default' },
      body: JSON.stringify({
        query: `query Catalog($page: Int!) { products(filter: { price: { from: "0" } }, pageSize: 100, currentPage: $page) { items { __typename url_key } page_info { total_pages } } }`,
        variables: { page: currentPage },
      }),
    });
    const body = (await answer.json()) as {
      data: { products: { items: CatalogItem[]; page_info: { total_pages: number } } };
    };
    for (const item of body.data.products.items) {
      if (!found.has(item.__typename)) found.set(item.__typename, item.url_key);
    }
    if (currentPage >= body.data.products.page_info.total_pages) break;
  }
  return found;
}

/** Home, a category, a product of each type the demo catalog has, search and a 404. */
export async function pageTypes(): Promise<PageType[]> {
  const products = [...(await firstProductOfEachType()).entries()].sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return [
    { name: 'home', path: '/', status: 200 },
    { name: 'category', path: '/bed-linen', status: 200 },
    ...products.map(([type, urlKey]) => ({ name: type, path: `/${urlKey}`, status: 200 })),
    { name: 'search', path: '/search?term=linen', status: 200 },
    { name: '404', path: '/no-such-page-here', status: 404 },
  ];
}

/** `path` in a storefront: unprefixed for en, `/{locale}…` otherwise. */
export function inStorefront(locale: string, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
