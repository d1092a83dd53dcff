import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopper } from '../src/browser';
import { freePort, startStorefrontProcess } from '../src/processes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const load = async (path: string, cookie = '', base = inject('storefrontUrl')) => {
  const response = await fetch(new URL(path, base), {
    headers: cookie ? { cookie } : {},
  });
  await response.arrayBuffer();
  return response.headers.get('x-page-cache');
};

/** What the next shopper receives, the body as sent (Node's fetch would undo gzip). */
const raw = async (path: string, headers: Record<string, string>) => {
  const response = await fetch(new URL(path, inject('storefrontUrl')), { headers });
  const text = await response.text();
  return {
    cache: response.headers.get('x-page-cache'),
    encoding: response.headers.get('content-encoding'),
    text,
  };
};

describe('the page cache', () => {
  it('serves a page rendered once from memory to the next anonymous shopper', async () => {
    const path = '/pillows?itemsPerPage=24';
    expect(await load(path)).toBe('MISS');
    expect(await load(path)).toBe('HIT');
  });

  it('keeps every currency apart: a shopper in dollars never gets the page rendered in euros', async () => {
    expect(await load('/duvets')).toMatch(/MISS|HIT/);
    expect(await load('/duvets')).toBe('HIT');
    const { context, page } = await newShopper(browser);
    try {
      await context.addCookies([
        { name: 'currency', value: 'USD', url: inject('storefrontUrl') },
        { name: 'store', value: 'default', url: inject('storefrontUrl') },
      ]);
      await page.goto('/duvets');
      await expect.poll(() => page.getByTestId('current-currency').textContent()).toContain('USD');
      expect(await page.getByTestId('price').first().textContent()).toContain('$');
    } finally {
      await context.close();
    }
  });

  it('answers a shopper whose only personal cookie is a cart from the cache, and never /cart', async () => {
    await load('/bath');
    expect(await load('/bath')).toBe('HIT');
    expect(await load('/bath', `cart=${'a'.repeat(32)}`)).toBe('HIT');
    expect(await load('/cart', `cart=${'a'.repeat(32)}`)).toBe('BYPASS');
  });

  it('never answers a shopper with a pending message from the cache', async () => {
    await load('/bath');
    expect(await load('/bath', 'message=Welcome')).toBe('BYPASS');
  });

  it('keeps the home page, a category and a product page for the next shopper', async () => {
    for (const path of ['/', '/bed-linen', '/aurelia-sateen-bed-linen-set']) {
      await load(path);
      expect(await load(path), path).toBe('HIT');
    }
  });

  it('gives a euro shopper euros after another sent pounds with a spaced duplicate cookie', async () => {
    const path = '/pillows?itemsPerPage=12';
    const eur = 'currency=EUR; store=default';
    const tricked = await raw(path, { cookie: 'currency=GBP; currency =EUR; store=default' });
    expect(tricked.text).toContain('£');
    const next = await raw(path, { cookie: eur });
    expect(next.text).toContain('€');
    expect(next.text).not.toContain('£');
  });

  it('never redirects a shopper to the cached home page of another locale', async () => {
    await load('/');
    const response = await fetch(new URL('/', inject('storefrontUrl')), {
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
      redirect: 'manual',
    });
    expect([response.status, response.headers.get('location')]).toEqual([
      307,
      expect.stringMatching(/\/at$/),
    ]);
    const byCookie = await fetch(new URL('/', inject('storefrontUrl')), {
      headers: { cookie: 'locale=me' },
      redirect: 'manual',
    });
    expect(byCookie.status).toBe(307);
  });

  it('never keeps a page rendered while commerce is down', async () => {
    const deadCommerce = `http://127.0.0.1:${await freePort()}`;
    const storefront = await startStorefrontProcess(deadCommerce);
    try {
      const path = `/duvets?outage=${Date.now()}`;
      expect(await load(path, '', storefront.url)).toBe('MISS');
      expect(await load(path, '', storefront.url)).toBe('MISS');
    } finally {
      await storefront.stop();
    }
  });
});
