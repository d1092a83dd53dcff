import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newShopper,
  seriousAccessibilityViolations,
  watchPageProblems,
} from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const words = {
  at: { quickView: 'Schnellansicht', details: 'Alle Details ansehen', newest: 'Neueste zuerst' },
  us: { quickView: 'Quick view', details: 'View full details', newest: 'Newest' },
} as const;

describe.each(['at', 'us'] as const)('the quick shop in /%s', (locale) => {
  const text = words[locale];

  it('opens from the keyboard on a quick-shop card, shows the product and its options, and links to the chosen variant', async () => {
    const { context, page } = await newShopper(browser);
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`/${locale}/bed-linen/sateen`);
      expect(await page.getByTestId('category-page').getAttribute('data-quickshop')).toBe('true');
      const card = page.getByTestId('product-card').first();
      const name = await card.getByRole('heading').innerText();
      const opener = card.getByRole('button', { name: `${text.quickView}: ${name}` });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByTestId('product-price').waitFor();
      // The modal dialog holds the focus.
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(
        true,
      );
      expect(await dialog.getByRole('button', { name: /cart|Warenkorb/i }).count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Each option (colour, size): choose its first value that can still be chosen.
      const options = dialog.locator('fieldset');
      expect(await options.count()).toBeGreaterThan(0);
      for (const option of await options.all()) {
        const radio = option.locator('input[type="radio"]:not([disabled])').first();
        await option.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
        expect(await radio.isChecked()).toBe(true);
      }
      const details = dialog.getByRole('link', { name: text.details });
      const href = new URL((await details.getAttribute('href'))!, page.url());
      expect(href.pathname).toMatch(new RegExp(`^/${locale}/`));
      for (const option of await options.all()) {
        const code = (await option.getAttribute('data-testid'))!.replace('option-', '');
        expect(href.searchParams.get(code), code).toMatch(/^\d+$/);
      }

      // Escape closes it and gives the focus back to the card's button.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

      // A click on the backdrop closes it too; the link then opens the product page with the
      // variant chosen.
      await opener.click();
      await dialog.getByTestId('product-price').waitFor();
      await page.mouse.click(5, 5);
      await dialog.waitFor({ state: 'detached' });
      await opener.click();
      await dialog.getByTestId('product-price').waitFor();
      await dialog.getByRole('link', { name: text.details }).click();
      await page.waitForURL((url) => url.pathname === href.pathname);
      await page.getByTestId('product-sku').waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is not offered on a category without quick shop', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`/${locale}/bed-linen`);
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('category-page').getAttribute('data-quickshop')).toBeNull();
      expect(await page.getByTestId('quick-view').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('runs the progress bar while a slow sort change loads, and sorts by Newest', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(`/${locale}/bed-linen`);
      await page.getByTestId('product-card').first().waitFor();
      // The bar listens once the document's islands have hydrated, as a shopper's first choice
      // comes after the page has settled.
      await page.waitForLoadState('networkidle');
      // Hold the new results back, as a slow commerce service would, past the 200 ms throttle.
      await page.route(
        (url) => url.searchParams.get('sort') === 'news_from_date_DESC',
        async (route) => {
          if (route.request().headers()['rsc'] === '1') {
            await new Promise((resolve) => setTimeout(resolve, 1500));
          }
          await route.continue();
        },
      );
      const sort = page.getByTestId('sort-select');
      expect(await sort.locator('option', { hasText: text.newest }).getAttribute('value')).toBe(
        'news_from_date_DESC',
      );
      await sort.selectOption('news_from_date_DESC');
      await page.getByTestId('navigation-progress').waitFor({ state: 'visible', timeout: 1200 });
      expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'news_from_date_DESC');
      await page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
      expect(await sort.inputValue()).toBe('news_from_date_DESC');
    } finally {
      await context.close();
    }
  });
});
