// The external checkout (commerce-core §7, ADR 0054): a storefront started with
// EXTERNAL_CHECKOUT_URL sends the shopper from /checkout to that address with the customer token
// (empty for a guest) and the cart id in the path, the address's query kept; never from a cache.
// This file starts its own storefront (the suite's commerce behind it) and a small local server
// standing in for the external checkout, and stops both after; nothing leaves the machine.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopper, watchPageProblems } from '../src/browser';
import {
  addPillowFromProductPage,
  checkoutStorefronts,
  registerAustrianCustomerWithAddress,
  storefrontPath,
  uniqueEmail,
  type CheckoutStorefront,
} from '../src/checkout-steps';
import { startStorefrontProcess, type RunningProcess } from '../src/processes';

/** Every address the external checkout was asked for (path and query). */
const visits: string[] = [];
let external: Server;
let externalUrl = '';
let storefront: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  external = createServer((request, response) => {
    visits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>External checkout</title>' +
        '<link rel="icon" href="data:,"></head><body><main><h1>External checkout</h1></main></body></html>',
    );
  });
  await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
  externalUrl = `http://127.0.0.1:${(external.address() as AddressInfo).port}`;
  storefront = await startStorefrontProcess(inject('commerceUrl'), {
    env: { EXTERNAL_CHECKOUT_URL: `${externalUrl}/pay/?source=loomfront` },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
  await new Promise<void>((resolve) => (external ? external.close(() => resolve()) : resolve()));
});

async function cookie(context: BrowserContext, name: string): Promise<string> {
  const found = (await context.cookies()).find((entry) => entry.name === name);
  expect(found, `the ${name} cookie`).toBeDefined();
  return decodeURIComponent(found!.value);
}

/**
 * From the cart page's "proceed to checkout" to the external checkout; answers the address the
 * shopper arrived at and the storefront's answer to /checkout.
 */
async function proceedToCheckout(
  page: Page,
  code: CheckoutStorefront,
): Promise<{ arrived: URL; cacheControl: string }> {
  await page.goto(storefrontPath(code, '/cart'));
  const entry = page.waitForResponse(
    (response) => new URL(response.url()).pathname === storefrontPath(code, '/checkout'),
  );
  await page.getByTestId('proceed-to-checkout').click();
  const response = await entry;
  await page.waitForURL((url) => url.origin === externalUrl);
  await page.getByRole('heading', { name: 'External checkout' }).waitFor();
  return { arrived: new URL(page.url()), cacheControl: response.headers()['cache-control'] ?? '' };
}

describe('the external checkout', () => {
  it('sends a guest from the checkout to the external address with an empty token and the cart id, never from a cache', async () => {
    const first = await newShopper(browser, {
      baseURL: storefront.url,
      locale: checkoutStorefronts.us.language,
    });
    const second = await newShopper(browser, {
      baseURL: storefront.url,
      locale: checkoutStorefronts.us.language,
    });
    try {
      const arrivals: URL[] = [];
      for (const { context, page } of [first, second]) {
        const problems = await watchPageProblems(page);
        await addPillowFromProductPage(page, 'us');
        const cartId = await cookie(context, 'cart');
        const { arrived, cacheControl } = await proceedToCheckout(page, 'us');
        expect(cacheControl).not.toMatch(/public|s-maxage/);
        expect(arrived.pathname).toBe(`/pay//${encodeURIComponent(cartId)}`);
        expect(arrived.searchParams.get('source')).toBe('loomfront');
        expect(visits).toContain(`${arrived.pathname}${arrived.search}`);
        arrivals.push(arrived);
        expect(await problems()).toEqual([]);
      }
      // Each shopper is sent with their own cart: no answer was kept for the next one.
      expect(arrivals[0]!.pathname).not.toBe(arrivals[1]!.pathname);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('sends a signed-in customer with their token and cart id', async () => {
    const { context, page } = await newShopper(browser, {
      baseURL: storefront.url,
      locale: checkoutStorefronts.at.language,
    });
    const problems = await watchPageProblems(page);
    try {
      await registerAustrianCustomerWithAddress(page, {
        firstname: 'Lena',
        lastname: 'Gruber',
        email: uniqueEmail('external'),
        street: ['Landstraßer Hauptstraße 7'],
      });
      await addPillowFromProductPage(page, 'at');
      const token = await cookie(context, 'customer');
      const cartId = await cookie(context, 'cart');
      const { arrived } = await proceedToCheckout(page, 'at');
      expect(arrived.pathname).toBe(
        `/pay/${encodeURIComponent(token)}/${encodeURIComponent(cartId)}`,
      );
      expect(arrived.searchParams.get('source')).toBe('loomfront');
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a shopper with an empty cart to the cart, not to the external checkout', async () => {
    const { context, page } = await newShopper(browser, {
      baseURL: storefront.url,
      locale: checkoutStorefronts.us.language,
    });
    try {
      const before = visits.length;
      await page.goto(storefrontPath('us', '/checkout'));
      await page.waitForURL((url) => url.pathname === storefrontPath('us', '/cart'));
      expect(visits.length).toBe(before);
    } finally {
      await context.close();
    }
  });
});
