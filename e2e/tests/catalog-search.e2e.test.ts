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

describe('the search overlay', () => {
  it('opens from the header with the overlay shown and page scrolling locked, and Escape closes it, clearing the term and returning focus', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      const trigger = page.getByRole('button', { name: 'Search', exact: true });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.waitFor();
      expect(await page.getByTestId('header-overlay').count()).toBe(1);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      const input = dialog.getByLabel('Search products and categories');
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      await input.fill('sateen');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await trigger.click();
      expect(await page.getByLabel('Search products and categories').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('keeps Tab inside the open overlay', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.waitFor();
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  it('opens the search page for the term on Enter, keeping the locale prefix', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/us');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByLabel('Search products and categories').fill('merino duvet');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/us/search');
      const url = new URL(page.url());
      expect(url.searchParams.get('term')).toBe('merino duvet');
      // The listing's own default page size: 12 is not one of the page sizes the select offers.
      expect(url.searchParams.get('itemsPerPage')).toBeNull();
      await page.getByRole('heading', { level: 1, name: /merino duvet/ }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      // After a client navigation the new page's <title> follows its content: axe looks once it
      // has come.
      await expect.poll(() => page.title()).toContain('merino duvet');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ['us', '$'],
  ['at', '€'],
])('searching in the %s storefront', (locale, currencySign) => {
  it('shows thumbnails and prices in the overlay and a link to all results', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(`/${locale}`);
      await page
        .getByRole('button', { name: /search|suche/i })
        .first()
        .click();
      await page.getByRole('searchbox').fill('sateen');
      const products = page.getByTestId('search-products');
      await products.getByRole('link').first().waitFor();
      expect(await products.locator('img').count()).toBeGreaterThan(0);
      expect(await products.getByTestId('search-hit-price').first().innerText()).toContain(
        currencySign,
      );
      await page.getByTestId('search-see-all').click();
      await page.waitForURL((url) => url.pathname === `/${locale}/search`);
      expect(new URL(page.url()).searchParams.get('term')).toBe('sateen');
      await page.getByTestId('product-card').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('offers the corrected search for a typo, above the results it still finds', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(`/${locale}/search?term=aurelai`);
      const hint = page.getByTestId('did-you-mean');
      await hint.getByRole('link', { name: 'aurelia' }).click();
      await page.waitForURL((url) => url.searchParams.get('term') === 'aurelia');
      // The new term's results follow their skeleton.
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('did-you-mean').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('fills the page with suggestions instead of empty controls when nothing is found', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`/${locale}/search?term=xylophone`);
      const empty = page.getByTestId('search-no-results');
      await empty.waitFor();
      expect(await page.getByTestId('sort-select').count()).toBe(0);
      expect(await page.getByRole('complementary').count()).toBe(0);
      expect(await empty.getByRole('link').count()).toBeGreaterThan(2);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
