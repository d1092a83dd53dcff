// The header's menus, icons, selectors and progress bar (issue 9, points 4 to 9).
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

const isFocused = (locator: { evaluate: <T>(fn: (el: Element) => T) => Promise<T> }) =>
  locator.evaluate((el) => el === document.activeElement);

describe('the mobile menu', () => {
  it('drills down one level at a time, with Back and focus kept on the way in and out', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/us');
      await page.getByRole('button', { name: 'See catalog' }).click();
      const menu = page.locator('#mobile-menu');
      const bedLinen = menu.getByRole('button', { name: 'Bed Linen', exact: true });
      await bedLinen.click();
      const back = menu.getByRole('button', { name: 'Back to Main menu' });
      await back.waitFor();
      expect(await isFocused(back)).toBe(true);
      expect(await menu.getByRole('heading', { name: 'Bed Linen' }).count()).toBe(1);
      // The CMS's own "All bed linen" entry links the branch, so no second "All of …" is added.
      expect(await menu.getByRole('link', { name: 'All bed linen' }).getAttribute('href')).toBe(
        '/us/bed-linen',
      );
      expect(await menu.getByRole('link', { name: 'All of Bed Linen' }).count()).toBe(0);
      // Only the open level is in the page: the 103-link tree is never shown all at once.
      expect(await menu.getByRole('button', { name: 'Duvets', exact: true }).count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await back.click();
      await bedLinen.waitFor();
      expect(await isFocused(bedLinen)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the desktop mega menu', () => {
  it('fits the viewport in columns and keeps the page behind it still', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 1440, height: 900 } });
    try {
      await page.goto('/us/bed-linen');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'Bed Linen', exact: true }).hover();
      const panel = page.getByTestId('mega-menu').filter({ visible: true });
      await panel.waitFor();
      const box = (await panel.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      expect(
        await panel
          .locator('ul')
          .first()
          .evaluate((el) => getComputedStyle(el).columnCount),
      ).not.toBe('auto');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    } finally {
      await context.close();
    }
  });

  it('renders the external Journal entry as a plain anchor opening a new tab', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      const journal = page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Journal' });
      expect(await journal.getAttribute('href')).toBe('https://journal.loomfront.com/');
      expect(await journal.getAttribute('target')).toBe('_blank');
    } finally {
      await context.close();
    }
  });
});

describe('the header bar', () => {
  it('marks the cart icon as the current page on the cart page only', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/us/cart');
      const cart = page.getByTestId('header-cart');
      expect(await cart.getAttribute('aria-current')).toBe('page');
      expect(await page.getByTestId('header-wishlist').getAttribute('aria-current')).toBeNull();
      await page.goto('/us');
      expect(await page.getByTestId('header-cart').getAttribute('aria-current')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('offers the store switcher and the currency selector on desktop, not on a phone', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto('/');
      const header = page.getByTestId('site-header');
      expect(await header.getByLabel('Region', { exact: true }).isVisible()).toBe(true);
      expect(await header.getByLabel('Prices in', { exact: true }).inputValue()).toBe('EUR');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await header.getByLabel('Region', { exact: true }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('shows the store phone in the Middle East and an external link in the US, neither in Austria', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 1440, height: 900 } });
    try {
      await page.goto('/me');
      expect(await page.getByTestId('header-region-phone').getAttribute('href')).toMatch(
        /^tel:\+?\d+$/,
      );
      await page.goto('/us');
      expect(await page.getByTestId('header-region-link').getAttribute('target')).toBe('_blank');
      await page.goto('/at');
      expect(await page.getByTestId('header-region-phone').count()).toBe(0);
      expect(await page.getByTestId('header-region-link').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the progress bar during a navigation slower than 200 ms and removes it after', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/us');
      await page.route('**/*', async (route) => {
        if (route.request().headers()['rsc'] === '1') await new Promise((r) => setTimeout(r, 900));
        await route.continue();
      });
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Duvets', exact: true })
        .click();
      await page.getByTestId('navigation-progress').waitFor({ state: 'visible' });
      await page.waitForURL((url) => url.pathname === '/us/duvets');
      await page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
