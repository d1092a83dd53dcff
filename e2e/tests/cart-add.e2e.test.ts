// Adding to the cart in the browser (issue 11): every product type from its page, a listing card
// with its adding state, the header's count loaded after the page, a guest cart merged on login,
// keyboard only and axe, in the US (English) and Austrian (German) storefronts. Screenshots at
// 390 and 1440 px are kept in a temporary folder (printed) for a person to see.
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
import { messageText, storefrontMessages } from '../src/messages';

const messages = storefrontMessages;
const storefronts = {
  us: { prefix: '/us', store: 'us', texts: messages('en'), language: 'en-US' },
  at: { prefix: '/at', store: 'at', texts: messages('de'), language: 'de-AT' },
} as const;
type Storefront = keyof typeof storefronts;

function text(storefront: Storefront, path: string): string {
  return messageText(storefronts[storefront].texts, path);
}

/** Spec §8's success text, as each storefront words it. */
function addedText(storefront: Storefront, qty: number, name: string): string {
  return storefront === 'at'
    ? `${qty} × ${name} ${qty > 1 ? 'wurden' : 'wurde'} in Ihren Warenkorb gelegt`
    : `${qty} ${name}${qty > 1 ? 's' : ''} have been added to your cart`;
}

const screenshots =
  process.env.CART_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'loomfront-cart-add-'));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  console.info(`cart screenshots: ${screenshots}`);
});
afterAll(async () => {
  await browser?.close();
});

interface DemoItem {
  __typename: string;
  url_key: string;
  stock_status: string;
  saleable_qty: number | null;
}

/** The first in-stock demo product of each type, read straight from commerce. */
async function demoProducts(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const currentPage of [1, 2, 3, 4]) {
    const answer = await fetch(`${inject('commerceUrl')}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'default' },
      body: JSON.stringify({
        query: `{ products(filter: { price: { from: "0" } }, pageSize: 99, currentPage: ${currentPage}) { items { __typename url_key stock_status saleable_qty } } }`,
      }),
    });
    const body = (await answer.json()) as { data?: { products?: { items: DemoItem[] } } };
    for (const item of body.data?.products?.items ?? []) {
      if (item.stock_status !== 'IN_STOCK' || found[item.__typename]) continue;
      if (item.__typename !== 'ConfigurableProduct' && (item.saleable_qty ?? 1) < 5) continue;
      found[item.__typename] = `/${item.url_key}`;
    }
  }
  return found;
}

async function shopper(storefront: Storefront, width = 1440) {
  return newShopper(browser, {
    locale: storefronts[storefront].language,
    viewport: { width, height: width < 768 ? 844 : 900 },
  });
}

const path = (storefront: Storefront, route: string) => `${storefronts[storefront].prefix}${route}`;

/** Opens a page and waits until its islands have hydrated and the header's count has loaded. */
async function visit(page: Page, url: string) {
  const counted = page.waitForResponse((response) =>
    response.url().endsWith('/api/magento/cartTotalQty'),
  );
  await page.goto(url);
  await counted;
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
  );
}

/** Logs in on the login/register page and waits for My Account (the header then counts anew). */
async function signIn(page: Page, storefront: Storefront, email: string, password: string) {
  await visit(page, path(storefront, '/customer/login-register'));
  const form = page.getByTestId('login-form');
  await form.getByLabel(text(storefront, 'Account.auth.email')).fill(email);
  await form.getByLabel(text(storefront, 'Account.auth.password'), { exact: true }).fill(password);
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/magento/generateCustomerToken'),
  );
  await form.getByRole('button', { name: text(storefront, 'Account.auth.loginSubmit') }).click();
  expect(await (await answer).json()).toEqual({ data: { signedIn: true } });
  await page.waitForURL((url) => !url.pathname.endsWith('/login-register'));
}

/** The header's cart count as shown (0 when no badge). */
async function cartCount(page: Page): Promise<number> {
  const badge = page.getByTestId('header-cart').getByTestId('header-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

const notification = (page: Page, type: string) =>
  page.locator(`[data-notification-type="${type}"]`);

/** Picks, option by option, values until the add button is enabled (a saleable variant). */
async function chooseSaleableVariant(page: Page) {
  const button = page.getByTestId('add-to-cart-button');
  const sizes = page.getByTestId('option-size').locator('input:not([disabled])');
  for (let s = 0; s < (await sizes.count()); s += 1) {
    await sizes.nth(s).check({ force: true });
    const colours = page.getByTestId('option-color').locator('input:not([disabled])');
    for (let c = 0; c < (await colours.count()); c += 1) {
      await colours.nth(c).check({ force: true });
      if (await button.isEnabled()) return;
    }
  }
  throw new Error('no saleable variant');
}

/** Adds from the product page and waits for the notification; answers the product's name. */
async function addFromProductPage(page: Page, storefront: Storefront, qty: number) {
  const name = (await page.getByTestId('product-name').textContent())!.trim();
  if (qty !== 1) await page.getByTestId('add-to-cart-qty').first().fill(String(qty));
  await page.getByTestId('add-to-cart-button').first().click();
  await expect
    .poll(() => notification(page, 'success').allTextContents())
    .toContainEqual(expect.stringContaining(addedText(storefront, qty, name)));
  return name;
}

describe.each(['us', 'at'] as const)('adding to the cart in the %s storefront', (storefront) => {
  it('adds every product type from its page, and the header counts them', async () => {
    const products = await demoProducts();
    const { context, page } = await shopper(storefront);
    const problems = await watchPageProblems(page);
    try {
      let expected = 0;
      for (const type of ['SimpleProduct', 'VirtualProduct', 'DownloadableProduct']) {
        expect(products[type], type).toBeDefined();
        await visit(page, path(storefront, products[type]!));
        await addFromProductPage(page, storefront, type === 'SimpleProduct' ? 2 : 1);
        expected += type === 'SimpleProduct' ? 2 : 1;
        await expect.poll(() => cartCount(page)).toBe(expected);
      }

      await visit(page, path(storefront, products.ConfigurableProduct!));
      await chooseSaleableVariant(page);
      await addFromProductPage(page, storefront, 1);
      expected += 1;
      await expect.poll(() => cartCount(page)).toBe(expected);

      await visit(page, path(storefront, products.BundleProduct!));
      await addFromProductPage(page, storefront, 1);
      expected += 1;
      await expect.poll(() => cartCount(page)).toBe(expected);

      // Grouped: one line per child with its quantity; the notification counts them all.
      await visit(page, path(storefront, products.GroupedProduct!));
      const quantities = page.getByTestId('grouped-qty');
      const children = await quantities.count();
      let groupedQty = 0;
      for (let i = 0; i < children; i += 1) {
        if (await quantities.nth(i).isDisabled()) continue;
        await quantities.nth(i).fill('1');
        groupedQty += 1;
      }
      const name = (await page.getByTestId('product-name').textContent())!.trim();
      await page.getByTestId('add-to-cart-button').click();
      await expect
        .poll(() => notification(page, 'success').allTextContents())
        .toContainEqual(expect.stringContaining(addedText(storefront, groupedQty, name)));
      expected += groupedQty;
      await expect.poll(() => cartCount(page)).toBe(expected);

      // The count is not in the HTML: a reload shows it again once the island has asked.
      await visit(page, path(storefront, '/'));
      await expect.poll(() => cartCount(page)).toBe(expected);
      const html = await (
        await fetch(new URL(path(storefront, '/'), inject('storefrontUrl')), {
          headers: {
            cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
          },
        })
      ).text();
      expect(html).not.toContain('data-testid="header-count"');
      const cart = (await context.cookies()).find((c) => c.name === 'cart');
      expect(cart?.httpOnly).toBe(true);

      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('adds from a listing card with a one-second adding state', async () => {
    const { context, page } = await shopper(storefront);
    try {
      await visit(page, path(storefront, '/bath'));
      const button = page.getByTestId('card-add-to-cart').first();
      await button.click();
      await expect.poll(() => button.textContent()).toBe(text(storefront, 'AddToCart.adding'));
      await expect
        .poll(() => notification(page, 'success').count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await expect.poll(() => cartCount(page)).toBe(1);
      await expect
        .poll(() => button.textContent(), { timeout: 3_000 })
        .toBe(text(storefront, 'AddToCart.addToCart'));
    } finally {
      await context.close();
    }
  });

  it('adds with the keyboard alone, and the page has no serious accessibility violations', async () => {
    const products = await demoProducts();
    for (const width of [390, 1440]) {
      const { context, page } = await shopper(storefront, width);
      try {
        await visit(page, path(storefront, products.SimpleProduct!));
        await page.getByTestId('add-to-cart-qty').focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
          'add-to-cart-button',
        );
        await page.keyboard.press('Enter');
        await expect.poll(() => notification(page, 'success').count()).toBeGreaterThan(0);
        await expect.poll(() => cartCount(page)).toBe(1);
        expect(await page.getByTestId('header-cart').getAttribute('aria-label')).toContain('1');
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await page.screenshot({
          path: join(screenshots, `product-added-${storefront}-${width}.png`),
        });
        await visit(page, path(storefront, '/bath'));
        await page.getByTestId('card-add-to-cart').first().scrollIntoViewIfNeeded();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await page.screenshot({ path: join(screenshots, `listing-${storefront}-${width}.png`) });
      } finally {
        await context.close();
      }
    }
  });

  it("merges a guest's cart into the customer's on login", async () => {
    const products = await demoProducts();
    const email = `cart-${storefront}-${Date.now().toString(36)}@example.com`;
    const password = 'Linen2026';
    const account = await fetch(`${inject('commerceUrl')}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: storefronts[storefront].store },
      body: JSON.stringify({
        query: `mutation { createCustomer(input: { email: "${email}", firstname: "Anna", lastname: "Huber", password: "${password}" }) { customer { email } } }`,
      }),
    });
    expect(((await account.json()) as { errors?: unknown }).errors).toBeUndefined();

    const { context, page } = await shopper(storefront);
    try {
      // Signed in, the customer's cart gets one simple product; then the cookies go (a new device).
      await signIn(page, storefront, email, password);
      await visit(page, path(storefront, products.SimpleProduct!));
      await addFromProductPage(page, storefront, 1);
      await context.clearCookies();

      // As a guest: two units of the virtual product, in a new guest cart.
      await visit(page, path(storefront, products.VirtualProduct!));
      expect(await cartCount(page)).toBe(0);
      await addFromProductPage(page, storefront, 2);
      await expect.poll(() => cartCount(page)).toBe(2);
      const guestCart = (await context.cookies()).find((c) => c.name === 'cart')?.value;
      expect(guestCart).toBeTruthy();

      // Logging in again merges them: the header counts both carts' units.
      await signIn(page, storefront, email, password);
      await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe(3);
      const customerCart = (await context.cookies()).find((c) => c.name === 'cart')?.value;
      expect(customerCart).toBeTruthy();
      expect(customerCart).not.toBe(guestCart);
    } finally {
      await context.close();
    }
  });
});
