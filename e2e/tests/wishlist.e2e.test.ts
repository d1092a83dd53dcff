// The wish list in the browser (issue 11, "Wishlist"): the toggles on a listing card and on the
// product page (pointer and keyboard), the header's count and sidebar, the wish list page in grid
// and list view with remove and move to cart, and a guest's message — in the US (English, desktop)
// and Austrian (German, phone) storefronts, with axe. Screenshots of the page and the sidebar are
// kept in a temporary folder (printed) for a person to see.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newShopper,
  seriousAccessibilityViolations,
  watchPageProblems,
} from '../src/browser';
import { horizontalOverflow } from '../src/page-checks';
import { messageText, storefrontMessages } from '../src/messages';

const messages = storefrontMessages;
const storefronts = {
  us: { prefix: '/us', texts: messages('en'), language: 'en-US', width: 1440 },
  at: { prefix: '/at', texts: messages('de'), language: 'de-AT', width: 390 },
} as const;
type Storefront = keyof typeof storefronts;

/** A message of the storefront's language by its dotted path, with its {values} filled in. */
function text(storefront: Storefront, path: string, values: Record<string, string> = {}): string {
  return messageText(storefronts[storefront].texts, path, values);
}

const screenshots =
  process.env.WISHLIST_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'loomfront-wishlist-'));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  console.info(`wish list screenshots: ${screenshots}`);
});
afterAll(async () => {
  await browser?.close();
});

let shopperCount = 0;
const uniqueEmail = () => `wish-${Date.now().toString(36)}-${(shopperCount += 1)}@example.com`;

const path = (storefront: Storefront, route: string) => `${storefronts[storefront].prefix}${route}`;

async function shopper(storefront: Storefront) {
  const { width, language } = storefronts[storefront];
  return newShopper(browser, {
    locale: language,
    viewport: { width, height: width < 768 ? 844 : 900 },
  });
}

/** Opens a page and waits until its islands have hydrated and the main thread is idle. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
  );
}

/** Registers a new customer through the shop's own API route: the session cookies are set. */
async function signUp(page: Page, storefront: Storefront) {
  await visit(page, path(storefront, '/'));
  const answer = await page.evaluate(
    async ({ email, locale }) => {
      const response = await fetch('/api/magento/createCustomer', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-storefront-locale': locale },
        body: JSON.stringify({
          email,
          firstname: 'Anna',
          lastname: 'Huber',
          password: 'Linen2026',
        }),
      });
      return (await response.json()) as { data?: { signedIn?: boolean } };
    },
    { email: uniqueEmail(), locale: storefront },
  );
  expect(answer.data?.signedIn).toBe(true);
}

/** A simple product in stock, from the demo catalog. */
async function simpleInStock(): Promise<string> {
  const answer = await fetch(`${inject('commerceUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'default' },
    body: JSON.stringify({
      query: `{ products(search: "protector", pageSize: 20) { items { __typename url_key stock_status saleable_qty } } }`,
    }),
  });
  const body = (await answer.json()) as {
    data?: {
      products?: {
        items: Array<{
          __typename: string;
          url_key: string;
          stock_status: string;
          saleable_qty: number | null;
        }>;
      };
    };
  };
  const found = body.data?.products?.items.find(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      (item.saleable_qty ?? 0) >= 5,
  );
  if (!found) throw new Error('No simple product in stock');
  return `/${found.url_key}`;
}

const headerCount = (page: Page) => page.getByTestId('header-wishlist').getByTestId('header-count');

describe.each(Object.keys(storefronts) as Storefront[])('the wish list in %s', (storefront) => {
  const t = (key: string, values?: Record<string, string>) => text(storefront, key, values);

  it('adds from a card and from the product page (by keyboard), shows the count, the page and the sidebar', async () => {
    const { context, page } = await shopper(storefront);
    const problems = await watchPageProblems(page);
    try {
      await signUp(page, storefront);

      // A card's toggle: pressed once the wish list holds the product, and the header counts it.
      await visit(page, path(storefront, '/pillows'));
      const card = page.getByTestId('product-card').first();
      const cardName = (await card.getByRole('heading').textContent())!.trim();
      const cardToggle = card.getByRole('button', { name: t('Wishlist.add') });
      expect(await cardToggle.getAttribute('aria-pressed')).toBe('false');
      await cardToggle.click();
      await card.locator('[data-testid="wishlist-toggle"][aria-pressed="true"]').waitFor();
      expect(await card.getByTestId('wishlist-toggle').getAttribute('aria-label')).toBe(
        t('Wishlist.remove'),
      );
      await headerCount(page).filter({ hasText: '1' }).waitFor();
      await card.screenshot({ path: join(screenshots, `${storefront}-card-pressed.png`) });

      // The product page's toggle, by keyboard only: a configurable before a variant is chosen.
      await visit(page, path(storefront, '/aurelia-sateen-bed-linen-set'));
      const productName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const pageToggle = page.getByRole('button', { name: t('Wishlist.add') });
      await pageToggle.focus();
      await page.keyboard.press('Enter');
      const pressed = page.getByRole('button', { name: t('Wishlist.remove') });
      await pressed.waitFor();
      expect(await pressed.getAttribute('aria-pressed')).toBe('true');
      await headerCount(page).filter({ hasText: '2' }).waitFor();
      await page.screenshot({ path: join(screenshots, `${storefront}-product-pressed.png`) });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // The wish list page: both items, in a grid by default, a list on demand.
      await visit(page, path(storefront, '/customer/my-wishlist'));
      const list = page.getByTestId('wishlist-items');
      expect(await list.getAttribute('data-view')).toBe('grid');
      const items = page.getByTestId('wishlist-item');
      expect(await items.count()).toBe(2);
      expect(await items.getByRole('heading').allTextContents()).toEqual(
        expect.arrayContaining([cardName, productName]),
      );
      expect(await page.getByTestId('wishlist-item-price').first().textContent()).toMatch(
        storefront === 'at' ? /€\s?\d+,\d{2}/ : /\$\d+\.\d{2}/,
      );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({
        path: join(screenshots, `${storefront}-wishlist-grid.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: t('Account.wishlist.list'), exact: true }).click();
      expect(await list.getAttribute('data-view')).toBe('list');
      expect(
        await page
          .getByRole('button', { name: t('Account.wishlist.list'), exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      await page.screenshot({
        path: join(screenshots, `${storefront}-wishlist-list.png`),
        fullPage: true,
      });

      // Remove, by keyboard: the item leaves, focus lands on the count, which says one.
      const remove = page.getByRole('button', {
        name: t('Account.wishlist.removeItem', { product: cardName }),
      });
      await remove.focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('wishlist-count').filter({ hasText: '1' }).waitFor();
      await expect.poll(() => items.count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'wishlist-count',
      );
      await headerCount(page).filter({ hasText: '1' }).waitFor();

      // The header's wish list icon opens the sidebar; Escape closes it and focus returns.
      const icon = page.getByTestId('header-wishlist');
      await icon.click();
      const sidebar = page.getByRole('dialog', { name: t('Wishlist.sidebarTitle') });
      await sidebar.waitFor({ state: 'visible' });
      expect(await sidebar.getByTestId('wishlist-sidebar-item').count()).toBe(1);
      expect(await sidebar.getByTestId('wishlist-sidebar-item').textContent()).toContain(
        productName,
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `${storefront}-wishlist-sidebar.png`) });
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'header-wishlist',
      );

      // Pressed again on the product page, the toggle removes the product.
      await visit(page, path(storefront, '/aurelia-sateen-bed-linen-set'));
      await page.getByRole('button', { name: t('Wishlist.remove') }).click();
      await page.getByRole('button', { name: t('Wishlist.add') }).waitFor();
      await headerCount(page).waitFor({ state: 'detached' });
      await visit(page, path(storefront, '/customer/my-wishlist'));
      await page.getByTestId('wishlist-empty').waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('moves an item to the cart, and keeps one the cart refuses with the error', async () => {
    const { context, page } = await shopper(storefront);
    const problems = await watchPageProblems(page);
    try {
      await signUp(page, storefront);
      // A simple product in stock, which the cart takes as it is.
      await visit(page, path(storefront, await simpleInStock()));
      const simpleName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await page.getByRole('button', { name: t('Wishlist.add') }).click();
      await page.getByRole('button', { name: t('Wishlist.remove') }).waitFor();
      // Sold out: the wish list keeps it, the cart will not take it.
      await visit(page, path(storefront, '/palazzo-duvet'));
      const soldOut = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await page.getByRole('button', { name: t('Wishlist.add') }).click();
      await page.getByRole('button', { name: t('Wishlist.remove') }).waitFor();

      await visit(page, path(storefront, '/customer/my-wishlist'));
      const items = page.getByTestId('wishlist-item');
      expect(await items.count()).toBe(2);
      expect(
        await items.filter({ hasText: soldOut }).getByTestId('wishlist-item-stock').textContent(),
      ).toBe(t('Account.wishlist.outOfStock'));

      await page
        .getByRole('button', {
          name: t('Account.wishlist.moveItemToCart', { product: simpleName }),
        })
        .click();
      const success = page.locator('[data-notification-type="success"]', {
        hasText: t('Wishlist.addedToCart', { product: simpleName }),
      });
      await success.waitFor();
      expect(await success.textContent()).toContain(t('Wishlist.title'));
      expect(
        await success.getByRole('link', { name: t('Wishlist.viewCart') }).getAttribute('href'),
      ).toBe(path(storefront, '/cart'));
      expect(await page.getByTestId('cart-sidebar').isVisible()).toBe(false);
      await expect.poll(() => items.count()).toBe(1);
      await page
        .getByTestId('header-cart')
        .getByTestId('header-count')
        .filter({ hasText: '1' })
        .waitFor();

      await page
        .getByRole('button', { name: t('Account.wishlist.moveItemToCart', { product: soldOut }) })
        .click();
      const failure = page.locator('[data-notification-type="danger"]', {
        hasText: t('Wishlist.errorTitle'),
      });
      await failure.waitFor();
      expect((await failure.textContent())!.length).toBeGreaterThan(
        t('Wishlist.errorTitle').length,
      );
      expect(await items.count()).toBe(1);
      expect(await items.first().textContent()).toContain(soldOut);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('tells a guest on the product page to log in or register, with the way to it', async () => {
    const { context, page } = await shopper(storefront);
    const problems = await watchPageProblems(page);
    try {
      await visit(page, path(storefront, '/aurelia-sateen-bed-linen-set'));
      const toggle = page.getByRole('button', { name: t('Wishlist.add') });
      await toggle.click();
      const notice = page
        .getByRole('region', { name: t('Notifications.label') })
        .getByRole('alert');
      await notice.getByText(t('Wishlist.loginRequired')).waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await notice.getByRole('link', { name: t('Wishlist.loginLink') }).click();
      await page.waitForURL((url) => url.pathname === path(storefront, '/customer/login-register'));
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
