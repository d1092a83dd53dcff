import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper, seriousAccessibilityViolations } from '../src/browser';

const storefronts = [
  { name: 'International', path: '/', prefix: '', currency: 'EUR', lang: 'en' },
  { name: 'Austria', path: '/at', prefix: '/at', currency: 'EUR', lang: 'en-AT' },
  { name: 'Middle East', path: '/me', prefix: '/me', currency: 'AED', lang: 'en-AE' },
  { name: 'Saudi Arabia', path: '/sa', prefix: '/sa', currency: 'SAR', lang: 'en-SA' },
  { name: 'United States', path: '/us', prefix: '/us', currency: 'USD', lang: 'en-US' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the five regional storefronts', () => {
  for (const storefront of storefronts) {
    it(`the ${storefront.name} storefront renders in ${storefront.currency} with its own footer`, async () => {
      const { context, page } = await newShopper(browser);
      try {
        const response = await page.goto(storefront.path);
        expect(response?.status()).toBe(200);
        await expect
          .poll(() => page.getByTestId('current-currency').textContent())
          .toContain(storefront.currency);
        const footer = page.getByRole('contentinfo');
        const privacy = footer.getByRole('link', { name: 'Privacy Policy' });
        expect(await privacy.getAttribute('href')).toBe(
          `${storefront.prefix}/customer-care/privacy-policy`,
        );
        const terms = footer.getByRole('link', { name: 'Terms & Conditions' });
        expect(await terms.count()).toBe(storefront.prefix === '/at' ? 0 : 1);
        const telegram = footer.getByRole('link', { name: /Telegram/ });
        expect(await telegram.count()).toBe(storefront.prefix === '/at' ? 1 : 0);
        expect(await footer.getByRole('link', { name: /YouTube/ }).count()).toBe(1);
        expect(await footer.getByText(String(new Date().getFullYear())).count()).toBeGreaterThan(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('the international storefront also answers under /en', async () => {
    const { context, page } = await newShopper(browser);
    try {
      const response = await page.goto('/en');
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/en');
      await expect.poll(() => page.getByTestId('current-currency').textContent()).toContain('EUR');
    } finally {
      await context.close();
    }
  });
});

describe('switching store and currency', () => {
  it('choosing the United States store loads the same page in the US storefront, in dollars', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      const storeSelect = page.getByLabel('Store', { exact: true });
      await storeSelect.selectOption({ label: 'United States' });
      await page.waitForURL((url) => url.pathname === '/us');
      await expect.poll(() => page.getByTestId('current-currency').textContent()).toContain('USD');
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect(cookies.locale).toBe('us');
      expect(cookies.store).toBe('us');
      expect(cookies.currency).toBe('USD');
    } finally {
      await context.close();
    }
  });

  it('choosing another currency stores it and reloads the page in that currency', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      await expect.poll(() => page.getByTestId('current-currency').textContent()).toContain('EUR');
      await Promise.all([
        page.waitForEvent('load'),
        page.getByLabel('Currency', { exact: true }).selectOption('USD'),
      ]);
      await expect.poll(() => page.getByTestId('current-currency').textContent()).toContain('USD');
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect(cookies.currency).toBe('USD');
      await page.goto('/');
      await expect.poll(() => page.getByTestId('current-currency').textContent()).toContain('USD');
    } finally {
      await context.close();
    }
  });

  it('stores with a single currency show no currency switcher', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/us');
      await page.getByLabel('Store', { exact: true }).waitFor();
      expect(await page.getByLabel('Currency', { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
