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

describe('the storefront header', () => {
  it('links the account icon to login/register, the cart icon to /cart and the menu entries to the six main categories', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      const header = page.getByTestId('site-header');
      expect(
        await header.getByRole('link', { name: 'Sign in or register' }).getAttribute('href'),
      ).toBe('/customer/login-register');
      expect(await header.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
      // One navigation row on desktop: the mega menu's entries are the main-category shortcuts.
      expect(await header.getByRole('navigation', { name: 'Main categories' }).count()).toBe(0);
      const entries = header.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
      expect(
        await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(
        expect.arrayContaining([
          '/bed-linen',
          '/duvets',
          '/pillows',
          '/bath',
          '/accessories',
          '/kids',
        ]),
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the six main-category shortcuts as the one navigation row on a phone', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/');
      const header = page.getByTestId('site-header');
      const shortcuts = header
        .getByRole('navigation', { name: 'Main categories' })
        .getByRole('link');
      expect(
        await shortcuts.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(['/bed-linen', '/duvets', '/pillows', '/bath', '/accessories', '/kids']);
      expect(await header.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the locale prefix in header links of a regional storefront', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/me');
      const header = page.getByTestId('site-header');
      expect(await header.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe(
        '/me/cart',
      );
      expect(
        await header.getByRole('link', { name: 'Duvets', exact: true }).getAttribute('href'),
      ).toBe('/me/duvets');
    } finally {
      await context.close();
    }
  });

  it('is transparent at the top of home, hides on scroll down after becoming active and shows on scroll up', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 1280, height: 320 } });
    try {
      await page.goto('/');
      const header = page.getByTestId('site-header');
      expect(await header.getAttribute('data-transparent')).toBe('true');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="site-header"]')?.getAttribute('data-active') ===
          'true',
      );
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="site-header"]')?.getAttribute('data-hidden') ===
          'true',
      );
      expect(await header.getAttribute('data-transparent')).toBe('false');
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="site-header"]')?.getAttribute('data-hidden') ===
          'false',
      );
    } finally {
      await context.close();
    }
  });
  it("opens the mobile menu from 'See catalog' and closes it when the logo goes home", async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/bed-linen');
      const toggle = page.getByRole('button', { name: 'See catalog' });
      await toggle.click();
      const menu = page.locator('#mobile-menu');
      await menu.getByRole('button', { name: 'Bed Linen', exact: true }).click();
      await menu.getByRole('button', { name: 'Sateen', exact: true }).waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('link', { name: 'Loomfront home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForFunction(() =>
        document.querySelector('#mobile-menu')?.hasAttribute('hidden'),
      );
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('closes the mobile menu when the logo is clicked on the home page itself', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'See catalog' });
      await toggle.click();
      await page.locator('#mobile-menu').getByRole('link').first().waitFor();
      await page.getByRole('link', { name: 'Loomfront home' }).click();
      await page.waitForFunction(() =>
        document.querySelector('#mobile-menu')?.hasAttribute('hidden'),
      );
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it("gives focus back to 'See catalog' when Escape closes the mobile menu", async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/bed-linen');
      const toggle = page.getByRole('button', { name: 'See catalog' });
      await toggle.click();
      const menu = page.locator('#mobile-menu');
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() =>
        document.querySelector('#mobile-menu')?.hasAttribute('hidden'),
      );
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows the hidden header again when focus moves into it', async () => {
    const { context, page } = await newShopper(browser, { viewport: { width: 1280, height: 320 } });
    try {
      await page.goto('/bed-linen');
      const hidden = () => page.getByTestId('site-header').getAttribute('data-hidden');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="site-header"]')?.getAttribute('data-active') ===
          'true',
      );
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(hidden).toBe('true');
      await page.getByTestId('header-cart').focus();
      await expect.poll(hidden).toBe('false');
    } finally {
      await context.close();
    }
  });
});
