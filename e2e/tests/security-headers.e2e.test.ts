import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopper, watchPageProblems } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const storefront = (path: string) => new URL(path, inject('storefrontUrl')).toString();

/** The path of the first demo product of a type, or with a video, read from the commerce service. */
async function demoProduct(matches: (item: CatalogItem) => boolean): Promise<string> {
  // Pages of 100, the largest page size commerce accepts (ADR 0024).
  for (let currentPage = 1; currentPage <= 5; currentPage += 1) {
    const answer = await fetch(`${inject('commerceUrl')}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'default' },
      body: JSON.stringify({
        query: `query Catalog($page: Int!) { products(filter: { price: { from: "0" } }, pageSize: 100, currentPage: $page) { items { __typename url_key media_gallery { __typename } } page_info { total_pages } } }`,
        variables: { page: currentPage },
      }),
    });
    const body = (await answer.json()) as {
      data: { products: { items: CatalogItem[]; page_info: { total_pages: number } } };
    };
    const found = body.data.products.items.find(matches);
    if (found) return `/${found.url_key}`;
    if (currentPage >= body.data.products.page_info.total_pages) break;
  }
  throw new Error('no such demo product');
}

interface CatalogItem {
  __typename: string;
  url_key: string;
  media_gallery: { __typename: string }[];
}

function expectSecurityHeaders(headers: Headers | Record<string, string>) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] ?? null);
  const policy = get('content-security-policy') ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(/base-uri '(?:self|none)'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('permissions-policy')).toContain('camera=()');
}

/** Opens the pages in one shopper's browser; the headers and nonce of each, and what Chromium reported. */
async function browse(paths: string[]) {
  const { context, page } = await newShopper(browser);
  const problems = await watchPageProblems(page);
  const nonces: string[] = [];
  try {
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      const headers = await response!.allHeaders();
      expectSecurityHeaders(headers);
      nonces.push(/'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '');
      // Let hydration and the client islands run.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      expect(await problems(), path).toEqual([]);
    }
    return nonces;
  } finally {
    await context.close();
  }
}

describe('security headers', () => {
  const pages: Record<string, () => Promise<string>> = {
    home: async () => '/',
    category: async () => '/duvets',
    'configurable product': async () => '/aurelia-sateen-bed-linen-set',
    'simple product': () => demoProduct((item) => item.__typename === 'SimpleProduct'),
    'bundle product': () => demoProduct((item) => item.__typename === 'BundleProduct'),
    search: async () => '/search?q=linen',
    'Austrian category': async () => '/at/duvets',
  };
  for (const [name, path] of Object.entries(pages)) {
    it(`serves the ${name} page with a nonce policy, and Chromium reports no violation`, async () => {
      const [nonce] = await browse([await path()]);
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    });
  }

  it('gives a page replayed from the cache a fresh nonce that its scripts carry', async () => {
    const nonces = await browse(['/bath', '/bath', '/bath']);
    expect(new Set(nonces).size).toBe(3);
  });

  it('serves the not-found page with the headers and no violation', async () => {
    const { context, page } = await newShopper(browser);
    const problems = await watchPageProblems(page);
    try {
      const response = await page.goto('/no-such-page-at-all', { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      expectSecurityHeaders(await response!.allHeaders());
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets the product video frame load from its provider under the policy', async () => {
    const path = await demoProduct((item) =>
      item.media_gallery.some((entry) => entry.__typename === 'ProductVideo'),
    );
    const { context, page } = await newShopper(browser);
    const problems = await watchPageProblems(page);
    const providerRequests: string[] = [];
    await context.route(/vimeo\.com|youtube/, (route) => {
      providerRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' });
    });
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      const gallery = page.getByTestId('product-gallery');
      await gallery.getByRole('button', { name: /^Show video \d+ of \d+$/ }).click();
      await gallery.getByRole('button', { name: /^Play video: / }).click();
      await gallery.locator('iframe').waitFor();
      await expect.poll(() => providerRequests.length).toBeGreaterThan(0);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a page frame Stripe and call its API for card payments, and no other Stripe address', async () => {
    const { context, page } = await newShopper(browser);
    const problems = await watchPageProblems(page);
    const reached: string[] = [];
    // Nothing leaves the machine: the Stripe addresses answer here.
    await context.route(/stripe\.com/, (route) => {
      reached.push(new URL(route.request().url()).origin);
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        headers: { 'access-control-allow-origin': '*' },
        body: '<!doctype html><title>stand-in</title>',
      });
    });
    try {
      const response = await page.goto('/', { waitUntil: 'load' });
      const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
      expect(policy).toMatch(
        /frame-src [^;]*https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/,
      );
      expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com(;|$)/);
      await page.evaluate(async () => {
        for (const src of ['https://js.stripe.com/frame', 'https://hooks.stripe.com/3ds']) {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.title = 'stand-in';
          document.body.append(frame);
        }
        await fetch('https://api.stripe.com/v1/ping').catch(() => undefined);
        await fetch('https://m.stripe.com/6').catch(() => undefined);
      });
      await expect
        .poll(() => [...new Set(reached)].sort())
        .toEqual(['https://api.stripe.com', 'https://hooks.stripe.com', 'https://js.stripe.com']);
      // The one address the policy does not name is refused, and reported.
      expect((await problems()).filter((problem) => problem.startsWith('CSP'))).toEqual([
        expect.stringMatching(/^CSP connect-src: https:\/\/m\.stripe\.com/),
      ]);
    } finally {
      await context.close();
    }
  });

  it('puts the headers on API answers, media and errors too', async () => {
    const api = await fetch(storefront('/api/magento/storeConfig'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(200);
    expectSecurityHeaders(api.headers);
    for (const path of ['/media/catalog/no-such-image.webp', '/media/%c0%ae%c0%ae/x']) {
      expectSecurityHeaders((await fetch(storefront(path))).headers);
    }
  });
});
