import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopper, seriousAccessibilityViolations } from '../src/browser';

const english = { privacy: 'Privacy Policy', terms: 'Terms & Conditions' };
const storefronts = [
  { name: 'International', path: '/', prefix: '', currency: 'EUR', lang: 'en', ...english },
  {
    name: 'Austria',
    path: '/at',
    prefix: '/at',
    currency: 'EUR',
    lang: 'de-AT',
    privacy: 'Datenschutzerklärung',
    terms: 'AGB',
  },
  { name: 'Middle East', path: '/me', prefix: '/me', currency: 'AED', lang: 'en-AE', ...english },
  { name: 'Saudi Arabia', path: '/sa', prefix: '/sa', currency: 'SAR', lang: 'en-SA', ...english },
  { name: 'United States', path: '/us', prefix: '/us', currency: 'USD', lang: 'en-US', ...english },
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
        expect(await page.locator('html').getAttribute('lang')).toBe(storefront.lang);
        const footer = page.getByRole('contentinfo');
        const privacy = footer.getByRole('link', { name: storefront.privacy });
        expect(await privacy.getAttribute('href')).toBe(
          `${storefront.prefix}/customer-care/privacy-policy`,
        );
        const terms = footer.getByRole('link', { name: storefront.terms });
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

describe('a currency cookie the store does not allow', () => {
  for (const currency of ['XYZ', 'JPY']) {
    it(`a shopper with a stale ${currency} cookie still sees categories and products in the store default currency`, async () => {
      const { context, page } = await newShopper(browser);
      try {
        const url = inject('storefrontUrl');
        await context.addCookies([
          { name: 'store', value: 'default', url, sameSite: 'Lax' },
          { name: 'currency', value: currency, url, sameSite: 'Lax' },
        ]);
        const category = await page.goto('/bed-linen');
        expect(category?.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: 'Bed Linen' }).waitFor();
        const card = page.getByTestId('product-card').first();
        expect(await card.getByTestId('price').innerText()).toContain('€');
        await expect
          .poll(() => page.getByTestId('current-currency').textContent())
          .toContain('EUR');
        expect(await page.getByLabel('Currency', { exact: true }).inputValue()).toBe('EUR');

        await card.getByRole('link').click();
        await page.getByTestId('product-page').waitFor();
        expect(await page.getByTestId('product-price').innerText()).toContain('€');
      } finally {
        await context.close();
      }
    });
  }
});

describe('switchers with the keyboard', () => {
  it('arrowing through the currency select does not reload; Enter applies the choice', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      const select = page.getByLabel('Currency', { exact: true });
      await expect.poll(() => select.inputValue()).toBe('EUR');
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const chosen = await select.inputValue();
      expect(chosen).not.toBe('EUR');
      const apply = page.getByRole('button', { name: 'Apply' });
      await apply.waitFor();
      await page.waitForTimeout(500);
      expect(loads).toBe(0);
      expect((await context.cookies()).find((c) => c.name === 'currency')).toBeUndefined();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await expect.poll(() => page.getByTestId('current-currency').textContent()).toContain(chosen);
    } finally {
      await context.close();
    }
  });
});
