// The cart page and the cart sidebar in the browser (issue 11), in the US (English, prices without
// sales tax) and Austrian (German, prices with VAT) storefronts: quantities with the 1000 ms
// debounce, remove with its modal (also by keyboard alone), clear, coupons, gift wrap, the US
// sidebar's notices, axe, no sideways scroll at 390 px. Screenshots at 390 and 1440 px are kept in
// a temporary folder (printed) for a person to look at.
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
  us: { prefix: '/us', texts: messages('en'), language: 'en-US', coupon: 'WELCOME20' },
  at: { prefix: '/at', texts: messages('de'), language: 'de-AT', coupon: 'WELCOME10' },
} as const;
type Storefront = keyof typeof storefronts;

/** A message of the storefront's language by its dotted path, with simple `{name}` values. */
function text(storefront: Storefront, path: string, values: Record<string, string> = {}): string {
  return messageText(storefronts[storefront].texts, path, values);
}

/** Simple products of the demo catalog, sold in every storefront. */
const PILLOW = 'LF-BABY-PILLOW'; // non-returnable, plenty in stock
const PROTECTOR = 'LF-SATEEN-PILLOW-PROTECTOR'; // returnable, plenty in stock
const FEW_LEFT = 'LF-MARISOL-SATEEN-PILLOWCASE-PAIR'; // returnable, 4 saleable
const LAST_THREE = 'LF-CUPRUM-PILLOW'; // non-returnable, 3 saleable

const screenshots =
  process.env.CART_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'loomfront-cart-'));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  console.info(`cart screenshots: ${screenshots}`);
});
afterAll(async () => {
  await browser?.close();
});

async function shopper(storefront: Storefront, width: number) {
  return newShopper(browser, {
    locale: storefronts[storefront].language,
    viewport: { width, height: width < 768 ? 844 : 900 },
  });
}

/** Adds products through the storefront's own API route, as the add-to-cart buttons do. */
async function addToCart(page: Page, storefront: Storefront, items: Array<[string, number]>) {
  const answer = await page.evaluate(
    async ({ locale, cartItems }) => {
      const response = await fetch('/api/magento/addProductsToCart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-storefront-locale': locale },
        body: JSON.stringify({ cartItems }),
      });
      return { status: response.status, body: await response.text() };
    },
    { locale: storefront, cartItems: items.map(([sku, quantity]) => ({ sku, quantity })) },
  );
  expect(answer.status, answer.body).toBe(200);
}

/** The header's cart count: once it shows, the header's islands have hydrated. */
async function waitForCartCount(page: Page) {
  await page.getByTestId('header-cart').getByTestId('header-count').waitFor();
}

const lines = (page: Page) => page.getByTestId('cart-lines').getByTestId('cart-line');

async function openCartPage(page: Page, storefront: Storefront, count: number) {
  await page.goto(`${storefronts[storefront].prefix}/cart`);
  await expect.poll(() => lines(page).count(), { timeout: 15_000 }).toBe(count);
}

describe.each(['us', 'at'] as const)('the cart in the %s storefront', (storefront) => {
  const { prefix, coupon } = storefronts[storefront];

  it('sends one quantity update 1000 ms after the last change, and shows the new quantity', async () => {
    const { context, page } = await shopper(storefront, 1440);
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`${prefix}/`);
      await addToCart(page, storefront, [[PILLOW, 1]]);
      await openCartPage(page, storefront, 1);
      const updates: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/magento/updateCartItems'))
          updates.push(request.postData() ?? '');
      });
      const line = lines(page).first();
      const name = await line.getAttribute('aria-label');
      const increase = line.getByRole('button', {
        name: text(storefront, 'Cart.increase', { product: name! }),
      });
      await increase.click();
      await increase.click();
      await page.waitForTimeout(700);
      expect(updates).toEqual([]);
      await expect.poll(() => updates.length, { timeout: 3000 }).toBe(1);
      expect(JSON.parse(updates[0]!)).toMatchObject({ cart_items: [{ quantity: 3 }] });
      const field = line.getByRole('textbox', {
        name: text(storefront, 'Cart.quantityOf', { product: name! }),
      });
      await expect.poll(() => field.inputValue()).toBe('3');
      // An empty field sends nothing and, once left, shows the cart's quantity again.
      await field.fill('');
      await page.waitForTimeout(1300);
      expect(updates).toHaveLength(1);
      await field.blur();
      expect(await field.inputValue()).toBe('3');
      // At or below the minimum (1 for a cart line) becomes the minimum.
      await field.fill('0');
      await field.blur();
      expect(await field.inputValue()).toBe('1');
      await expect.poll(() => updates.length, { timeout: 3000 }).toBe(2);
      expect(JSON.parse(updates[1]!)).toMatchObject({ cart_items: [{ quantity: 1 }] });
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('removes a line after its confirmation and says so, then clears the cart', async () => {
    const { context, page } = await shopper(storefront, 1440);
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`${prefix}/`);
      await addToCart(page, storefront, [
        [PILLOW, 1],
        [PROTECTOR, 2],
      ]);
      await openCartPage(page, storefront, 2);
      const second = lines(page).nth(1);
      const name = (await second.getAttribute('aria-label'))!;
      await second
        .getByRole('button', { name: text(storefront, 'Cart.removeItem', { product: name }) })
        .click();
      const dialog = page.getByTestId('remove-item-dialog');
      await dialog.waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await dialog
        .getByRole('button', { name: text(storefront, 'Cart.removeModal.confirm') })
        .click();
      await page
        .getByRole('region', { name: text(storefront, 'Notifications.label') })
        .getByText(text(storefront, 'Cart.removed.message', { product: name }))
        .waitFor();
      await expect.poll(() => lines(page).count()).toBe(1);
      await dialog.waitFor({ state: 'detached' });

      await page.getByTestId('clear-cart').click();
      const clear = page.getByTestId(
        storefront === 'us' ? 'us-clear-cart-dialog' : 'clear-cart-dialog',
      );
      await clear.waitFor();
      await clear.getByTestId('confirm-clear').click();
      await page.getByTestId('cart-empty').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('removes lines with the keyboard alone, and focus moves on to the next line, then to the empty cart', async () => {
    const { context, page } = await shopper(storefront, 1440);
    try {
      await page.goto(`${prefix}/`);
      await addToCart(page, storefront, [
        [PILLOW, 1],
        [PROTECTOR, 1],
      ]);
      await openCartPage(page, storefront, 2);
      const name = (await lines(page).first().getAttribute('aria-label'))!;
      const other = (await lines(page).nth(1).getAttribute('aria-label'))!;
      const removeButton = (product: string) =>
        page.getByRole('button', { name: text(storefront, 'Cart.removeItem', { product }) });
      const focused = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((element) => element.contains(document.activeElement));
      // Tab from the quantity's increase button to the remove button.
      await lines(page)
        .first()
        .getByRole('button', { name: text(storefront, 'Cart.increase', { product: name }) })
        .focus();
      await page.keyboard.press('Tab');
      expect(
        await removeButton(name).evaluate((element) => element === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('remove-item-dialog');
      await dialog.waitFor();
      // Focus starts on Cancel; Escape cancels and gives focus back to the remove button.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(
        await removeButton(name).evaluate((element) => element === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => lines(page).count()).toBe(1);
      // The removed line's button is gone: focus is in the line that took its place.
      await expect.poll(() => focused(lines(page).first())).toBe(true);

      await removeButton(other).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByTestId('cart-empty').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toBe(text(storefront, 'Cart.empty.title'));
    } finally {
      await context.close();
    }
  });

  it('applies a coupon (an invalid one shows the first error), shows the discount and removes it', async () => {
    const { context, page } = await shopper(storefront, 1440);
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`${prefix}/`);
      await addToCart(page, storefront, [[PILLOW, 2]]);
      await openCartPage(page, storefront, 1);
      const form = page.getByTestId('coupon-form');
      const field = form.getByRole('textbox', { name: text(storefront, 'Cart.coupon.label') });
      await field.fill('NOSUCHCODE');
      await form.getByRole('button', { name: text(storefront, 'Cart.coupon.apply') }).click();
      const error = form.getByTestId('coupon-error');
      await error.waitFor();
      expect(await error.textContent()).toBe(
        "The coupon code isn't valid. Verify the code and try again.",
      );

      await field.fill(coupon);
      await form.getByRole('button', { name: text(storefront, 'Cart.coupon.apply') }).click();
      await form.getByTestId('applied-coupon').waitFor();
      await page.getByTestId('cart-total-discount').waitFor();
      if (storefront === 'us') {
        await page
          .getByRole('region', { name: text(storefront, 'Notifications.label') })
          .getByText(text('us', 'Cart.coupon.applied'))
          .waitFor();
      }
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await form
        .getByRole('button', { name: text(storefront, 'Cart.coupon.remove', { code: coupon }) })
        .click();
      await form.getByTestId('applied-coupon').waitFor({ state: 'detached' });
      await page.getByTestId('cart-total-discount').waitFor({ state: 'detached' });
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gift wraps a line with a message, priced in the totals', async () => {
    const { context, page } = await shopper(storefront, 1440);
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`${prefix}/`);
      await addToCart(page, storefront, [[PILLOW, 1]]);
      await openCartPage(page, storefront, 1);
      const name = (await lines(page).first().getAttribute('aria-label'))!;
      const wrap = page.getByTestId('gift-wrap');
      await wrap
        .getByRole('checkbox', {
          name: text(storefront, 'Cart.giftWrap.wrapItem', { product: name }),
        })
        .check();
      await page.getByTestId('cart-total-giftWrap').waitFor();
      const form = page.getByTestId('gift-message-form');
      await form
        .getByRole('textbox', { name: text(storefront, 'Cart.giftWrap.from') })
        .fill('Anna');
      await form.getByRole('textbox', { name: text(storefront, 'Cart.giftWrap.to') }).fill('Ben');
      await form
        .getByRole('textbox', { name: text(storefront, 'Cart.giftWrap.message') })
        .fill('Sleep well');
      await form.getByRole('button', { name: text(storefront, 'Cart.giftWrap.save') }).click();
      await form.getByText(text(storefront, 'Cart.giftWrap.saved')).waitFor();
      await page.reload();
      await page.getByTestId('cart-total-giftWrap').waitFor();
      expect(
        await page
          .getByTestId('gift-message-form')
          .getByRole('textbox', { name: text(storefront, 'Cart.giftWrap.to') })
          .inputValue(),
      ).toBe('Ben');
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the item messages on the cart page and none in the sidebar', async () => {
    const { context, page } = await shopper(storefront, 1440);
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`${prefix}/`);
      await addToCart(page, storefront, [
        [PILLOW, 1],
        [FEW_LEFT, 1],
        [LAST_THREE, 3],
      ]);
      await openCartPage(page, storefront, 3);
      const line = (sku: string) => page.locator(`[data-testid="cart-line"][data-sku="${sku}"]`);
      await line(PILLOW).getByText(text(storefront, 'Cart.messages.nonReturnable')).waitFor();
      expect(await line(PROTECTOR).count()).toBe(0);
      await line(FEW_LEFT).getByTestId('cart-line-limited-stock').waitFor();
      expect(
        await line(FEW_LEFT).getByText(text(storefront, 'Cart.messages.nonReturnable')).count(),
      ).toBe(0);
      expect(await line(LAST_THREE).getByTestId('cart-line-max-in-stock').textContent()).toBe(
        text(storefront, 'Cart.messages.maxInStock', { n: '3' }),
      );
      // At the saleable quantity, increase is disabled.
      const name = (await line(LAST_THREE).getAttribute('aria-label'))!;
      expect(
        await line(LAST_THREE)
          .getByRole('button', { name: text(storefront, 'Cart.increase', { product: name }) })
          .isDisabled(),
      ).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByTestId('header-cart').click();
      // On /cart the icon is the page's own link: no sidebar.
      await page.waitForTimeout(500);
      expect(await page.getByTestId('cart-sidebar').count()).toBe(0);
      await page.goto(`${prefix}/`);
      await waitForCartCount(page);
      await page.getByTestId('header-cart').click();
      const sidebar = page.getByTestId('cart-sidebar');
      await expect.poll(() => sidebar.getByTestId('cart-line').count()).toBe(3);
      expect(await sidebar.getByTestId('cart-line-messages').count()).toBe(0);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('moves a line to the wishlist: a guest goes to login/register, a signed-in shopper to the wishlist', async () => {
    const { context, page } = await shopper(storefront, 1440);
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`${prefix}/`);
      await addToCart(page, storefront, [[PILLOW, 1]]);
      await openCartPage(page, storefront, 1);
      const name = (await lines(page).first().getAttribute('aria-label'))!;
      const move = () =>
        lines(page)
          .first()
          .getByRole('button', {
            name: text(storefront, 'Cart.moveItemToWishlist', { product: name }),
          })
          .click();
      await move();
      await page.waitForURL(`**${prefix}/customer/login-register`);

      const registered = await page.evaluate(
        async ({ locale, email }) => {
          const response = await fetch('/api/magento/createCustomer', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-storefront-locale': locale },
            body: JSON.stringify({
              email,
              firstname: 'Ada',
              lastname: 'Linen',
              password: 'Linen2026',
            }),
          });
          return response.status;
        },
        {
          locale: storefront,
          email: `cart-move-${storefront}-${Date.now().toString(36)}@example.com`,
        },
      );
      expect(registered).toBe(200);
      // Signing in kept the guest's line (the carts merge); it moves to the wishlist now.
      await openCartPage(page, storefront, 1);
      await move();
      await page.waitForURL(`**${prefix}/customer/my-wishlist`);
      await page.goto(`${prefix}/cart`);
      await page.getByTestId('cart-empty').waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('swipes a line left on a touch screen: past half it stays open and reveals wishlist and delete', async () => {
    const context = await browser.newContext({
      baseURL: inject('storefrontUrl'),
      locale: storefronts[storefront].language,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${prefix}/`);
      await addToCart(page, storefront, [[PILLOW, 1]]);
      await openCartPage(page, storefront, 1);
      const row = page.getByTestId('swipe-row').first();
      // The picture and the header settle first, so the finger lands where the line is.
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      const swipe = async (distance: number) => {
        const box = (await row.boundingBox())!;
        const y = box.y + box.height / 2;
        const x = box.x + box.width - 40;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        for (let step = 1; step <= 10; step += 1) {
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x: x - (distance * step) / 10, y }],
          });
          // A finger moves over frames: each move is handled before the next.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await swipe(60);
      await expect.poll(() => row.getAttribute('data-swipe-offset')).toBe('0');
      await swipe(300);
      await expect.poll(() => row.getAttribute('data-swipe-offset')).toBe('-150');
      await row
        .getByRole('button', { name: text(storefront, 'Cart.remove'), exact: true })
        .last()
        .click();
      await page.getByTestId('remove-item-dialog').getByTestId('confirm-remove').click();
      await page.getByTestId('cart-empty').waitFor();
    } finally {
      await context.close();
    }
  });

  it('opens the sidebar from the header, traps focus, closes on Escape, and fits a phone', async () => {
    const { context, page } = await shopper(storefront, 390);
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`${prefix}/`);
      await addToCart(page, storefront, [
        [PILLOW, 1],
        [PROTECTOR, 1],
      ]);
      await page.reload();
      await waitForCartCount(page);
      const icon = page.getByTestId('header-cart');
      await icon.click();
      const sidebar = page.getByTestId('cart-sidebar');
      await sidebar.waitFor();
      await expect.poll(() => sidebar.getByTestId('cart-line').count()).toBe(2);
      expect(await sidebar.getAttribute('data-variant')).toBe(
        storefront === 'us' ? 'us' : 'default',
      );
      // Item messages are hidden in the sidebar.
      expect(await sidebar.getByTestId('cart-line-messages').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `${storefront}-sidebar-390.png`) });

      const name = (await sidebar.getByTestId('cart-line').nth(1).getAttribute('aria-label'))!;
      await sidebar
        .getByRole('button', { name: text(storefront, 'Cart.removeItem', { product: name }) })
        .click();
      await page.getByTestId('remove-item-dialog').getByTestId('confirm-remove').click();
      await expect.poll(() => sidebar.getByTestId('cart-line').count()).toBe(1);
      if (storefront === 'us') {
        const notice = sidebar.getByTestId('cart-sidebar-notice');
        await expect.poll(() => notice.textContent()).toBe('1 item deleted');
        await expect.poll(() => notice.textContent(), { timeout: 5000 }).toBe('');
      }
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'hidden' });
      expect(await icon.evaluate((element) => element === document.activeElement)).toBe(true);

      // Adding from a product page opens the sidebar; the US one notices the addition for 3 s.
      await page.goto(`${prefix}/baby-pillow`);
      await waitForCartCount(page);
      await page.getByTestId('add-to-cart-button').first().click();
      await sidebar.waitFor();
      if (storefront === 'us') {
        const notice = sidebar.getByTestId('cart-sidebar-notice');
        await expect.poll(() => notice.textContent()).toBe('1 item added');
      } else {
        expect(await sidebar.getByTestId('cart-sidebar-notice').count()).toBe(0);
      }
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the cart page without sideways scroll at 390 px, and at 1440 px (screenshots)', async () => {
    for (const width of [390, 1440]) {
      const { context, page } = await shopper(storefront, width);
      try {
        await page.goto(`${prefix}/`);
        await addToCart(page, storefront, [
          [PILLOW, 2],
          [PROTECTOR, 1],
        ]);
        await openCartPage(page, storefront, 2);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        const robots = await page.locator('meta[name="robots"]').getAttribute('content');
        expect(robots).toContain('noindex');
        await page.screenshot({
          path: join(screenshots, `${storefront}-cart-${width}.png`),
          fullPage: true,
        });
        await context.clearCookies();
        await page.goto(`${prefix}/cart`);
        await page.getByTestId('cart-empty').waitFor();
        await page.screenshot({ path: join(screenshots, `${storefront}-cart-empty-${width}.png`) });
      } finally {
        await context.close();
      }
    }
  });
});
