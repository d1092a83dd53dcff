import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper, seriousAccessibilityViolations } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the page-not-found page', () => {
  it('an unknown path answers 404 with an apology and a way back to shopping', async () => {
    const { context, page } = await newShopper(browser);
    try {
      const response = await page.goto('/no-such-page-anywhere');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.getByText(/sorry/i).count()).toBeGreaterThan(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Get Back to Shopping' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it('an unknown path in a regional storefront leads back to that storefront', async () => {
    const { context, page } = await newShopper(browser);
    try {
      const response = await page.goto('/me/no-such-page-anywhere');
      expect(response?.status()).toBe(404);
      await page.getByRole('link', { name: 'Get Back to Shopping' }).click();
      await page.waitForURL((url) => url.pathname === '/me');
    } finally {
      await context.close();
    }
  });

  it('a path that is not valid percent encoding is a page not found, not a server error', async () => {
    const { context, page } = await newShopper(browser);
    try {
      const response = await page.goto('/%E0%A4%A');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
