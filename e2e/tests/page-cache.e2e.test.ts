import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopper } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const load = async (path: string, cookie = '') => {
  const response = await fetch(new URL(path, inject('storefrontUrl')), {
    headers: cookie ? { cookie } : {},
  });
  await response.arrayBuffer();
  return response.headers.get('x-page-cache');
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

  it('never answers a shopper with a pending message from the cache', async () => {
    await load('/bath');
    expect(await load('/bath', 'message=Welcome')).toBe('BYPASS');
  });
});
