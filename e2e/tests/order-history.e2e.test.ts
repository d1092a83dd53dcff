// The order history and the order page in the browser, in the US (English, USD) and Austrian
// (German, EUR) storefronts at a phone and a desktop width: the empty history with its way to shop,
// an order placed through commerce's GraphQL as the signed-in shopper appearing in the history and
// on its own page with its items and totals, another customer's order number answered 404, eleven
// orders paged ten at a time, axe on both pages, keyboard paths and no console errors. Screenshots are kept in a temporary folder
// (printed) for a person to look at.
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
  us: { prefix: '/us', store: 'us', texts: messages('en'), language: 'en-US' },
  at: { prefix: '/at', store: 'at', texts: messages('de'), language: 'de-AT' },
} as const;
type Storefront = keyof typeof storefronts;

/** A message of the storefront's language by its dotted path, with simple `{name}` values. */
function text(storefront: Storefront, path: string, values: Record<string, string> = {}): string {
  return messageText(storefronts[storefront].texts, path, values);
}

const path = (storefront: Storefront, route: string) => `${storefronts[storefront].prefix}${route}`;

const PASSWORD = 'Linen2026';
/** A simple product of the demo catalog, sold in every storefront, plenty in stock. */
const PILLOW = 'LF-BABY-PILLOW';

/** Where each storefront's test orders go (its home country). */
const addresses = {
  us: {
    firstname: 'Anna',
    lastname: 'Huber',
    street: ['350 Fifth Avenue'],
    city: 'New York',
    region: 'NY',
    postcode: '10118',
    country_code: 'US',
    telephone: '2125551234',
  },
  at: {
    firstname: 'Anna',
    lastname: 'Huber',
    street: ['Kärntner Straße 1'],
    city: 'Wien',
    region: 'AT-9',
    postcode: '1010',
    country_code: 'AT',
    telephone: '+4315120000',
  },
} as const;

const screenshots =
  process.env.ORDER_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'loomfront-orders-'));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  console.info(`order screenshots: ${screenshots}`);
});
afterAll(async () => {
  await browser?.close();
});

/** One GraphQL request to commerce, as a storefront's store view, optionally as a customer. */
async function commerce<T>(
  storefront: Storefront,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const answer = await fetch(`${inject('commerceUrl')}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Store: storefronts[storefront].store,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

let accounts = 0;
/** A new customer account, straight through commerce; answers its e-mail and its token. */
async function newCustomer(storefront: Storefront, firstname: string) {
  const email = `orders-${storefront}-${Date.now().toString(36)}-${(accounts += 1)}@example.com`;
  await commerce(
    storefront,
    `mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }`,
    { input: { email, firstname, lastname: 'Huber', password: PASSWORD } },
  );
  const { generateCustomerToken } = await commerce<{ generateCustomerToken: { token: string } }>(
    storefront,
    `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email, password: PASSWORD },
  );
  return { email, token: generateCustomerToken.token };
}

interface Money {
  value: number;
  currency: string;
}

interface PlacedOrder {
  number: string;
  status: string;
  total: {
    subtotal: Money;
    subtotal_incl_tax: Money;
    grand_total: Money;
    total_shipping: Money;
    shipping_handling: { amount_including_tax: Money };
  };
  items: Array<{ product_name: string; quantity_ordered: number }>;
}

/**
 * Places an order as the signed-in customer through commerce's GraphQL, as checkout does: the
 * customer's cart, products, the shipping and billing address, the first shipping method,
 * the first payment method, placeOrder.
 */
async function placeOrder(
  storefront: Storefront,
  token: string,
  items: Array<[string, number]>,
): Promise<PlacedOrder> {
  const ask = <T>(query: string, variables: Record<string, unknown> = {}) =>
    commerce<T>(storefront, query, variables, token);
  const { customerCart } = await ask<{ customerCart: { id: string } }>(`{ customerCart { id } }`);
  const cartId = customerCart.id;
  const added = await ask<{ addProductsToCart: { user_errors: Array<{ message: string }> } }>(
    `mutation ($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } }
    }`,
    { cartId, items: items.map(([sku, quantity]) => ({ sku, quantity })) },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  const shipping = await ask<{
    setShippingAddressesOnCart: {
      cart: {
        shipping_addresses: Array<{
          available_shipping_methods: Array<{
            carrier_code: string;
            method_code: string;
            available: boolean;
          }>;
        }>;
      };
    };
  }>(
    `mutation ($cartId: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
        cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } }
      }
    }`,
    { cartId, address: { ...addresses[storefront], save_in_address_book: false } },
  );
  const method =
    shipping.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods.find(
      (entry) => entry.available,
    )!;
  await ask(
    `mutation ($cartId: String!, $address: CartAddressInput!) {
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } }
    }`,
    { cartId, address: { ...addresses[storefront], save_in_address_book: false } },
  );
  await ask(
    `mutation ($cartId: String!, $carrier: String!, $method: String!) {
      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } }
    }`,
    { cartId, carrier: method.carrier_code, method: method.method_code },
  );
  const { cart } = await ask<{ cart: { available_payment_methods: Array<{ code: string }> } }>(
    `query ($cartId: String!) { cart(cart_id: $cartId) { available_payment_methods { code } } }`,
    { cartId },
  );
  await ask(
    `mutation ($cartId: String!, $code: String!) {
      setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) { cart { id } }
    }`,
    { cartId, code: cart.available_payment_methods[0]!.code },
  );
  const placed = await ask<{
    placeOrder: { errors: Array<{ message: string }>; orderV2: PlacedOrder };
  }>(
    `mutation ($cartId: String!) {
      placeOrder(input: { cart_id: $cartId }) {
        errors { message }
        orderV2 {
          number
          status
          total {
            subtotal { value currency }
            subtotal_incl_tax { value currency }
            grand_total { value currency }
            total_shipping { value currency }
            shipping_handling { amount_including_tax { value currency } }
          }
          items { product_name quantity_ordered }
        }
      }
    }`,
    { cartId },
  );
  expect(placed.placeOrder.errors).toEqual([]);
  return placed.placeOrder.orderV2;
}

/** An amount as the storefront shows it: in the order's currency, for the storefront's locale. */
function shown(storefront: Storefront, money: Money): string {
  return new Intl.NumberFormat(storefronts[storefront].language, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(money.value);
}

async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle');
  return response;
}

async function signIn(page: Page, storefront: Storefront, email: string) {
  await visit(page, path(storefront, '/customer/login-register'));
  const form = page.getByTestId('login-form');
  await form.getByLabel(text(storefront, 'Account.auth.email')).fill(email);
  await form.getByLabel(text(storefront, 'Account.auth.password'), { exact: true }).fill(PASSWORD);
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/magento/generateCustomerToken'),
  );
  await form.getByRole('button', { name: text(storefront, 'Account.auth.loginSubmit') }).click();
  expect(await (await answer).json()).toEqual({ data: { signedIn: true } });
  await page.waitForURL((url) => !url.pathname.endsWith('/login-register'));
}

async function expectAccessible(page: Page, label: string) {
  await page.waitForFunction(() => document.title !== '');
  expect(await seriousAccessibilityViolations(page), label).toEqual([]);
  expect(await horizontalOverflow(page), label).toBeLessThanOrEqual(0);
}

async function expectNotFound(page: Page, storefront: Storefront, route: string) {
  const response = await visit(page, path(storefront, route));
  expect(response?.status(), route).toBe(404);
  await page.getByRole('heading', { name: text(storefront, 'Errors.notFoundHeading') }).waitFor();
}

describe.each(['us', 'at'] as const)('the order history in the %s storefront', (storefront) => {
  it('shows a shopper without orders an empty history with a way to shop, at a phone and a desktop width', async () => {
    const { email } = await newCustomer(storefront, 'Lena');
    for (const width of [390, 1440]) {
      const { context, page } = await newShopper(browser, {
        locale: storefronts[storefront].language,
        viewport: { width, height: width < 768 ? 844 : 900 },
      });
      const problems = await watchPageProblems(page);
      try {
        await signIn(page, storefront, email);
        await visit(page, path(storefront, '/customer/order-history'));
        await page
          .getByRole('heading', { level: 1, name: text(storefront, 'Account.orders.heading') })
          .waitFor();
        const empty = page.getByTestId('order-history-empty');
        await empty.getByText(text(storefront, 'Account.orders.empty')).waitFor();
        await expectAccessible(page, `empty history ${width}`);
        await page.screenshot({ path: join(screenshots, `empty-${storefront}-${width}.png`) });

        // A page number that is not one, and an order the shopper does not have, are not found.
        await expectNotFound(page, storefront, '/customer/order-history?page=abc');
        await expectNotFound(page, storefront, '/customer/order-history/000000001');
        await expectNotFound(page, storefront, '/customer/order-history/1%20OR%201=1');

        // A page past the end of the history is its first page.
        await visit(page, path(storefront, '/customer/order-history?page=2'));
        expect(new URL(page.url()).pathname).toBe(path(storefront, '/customer/order-history'));
        expect(new URL(page.url()).search).toBe('');

        // The way to shop leads to the storefront's home page, by keyboard.
        await visit(page, path(storefront, '/customer/order-history'));
        const browse = empty.getByRole('link', { name: text(storefront, 'Account.orders.browse') });
        await browse.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === storefronts[storefront].prefix);
        expect(await problems()).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('shows a placed order in the history and on its own page with its items and totals, and no one else', async () => {
    const owner = await newCustomer(storefront, 'Anna');
    const order = await placeOrder(storefront, owner.token, [[PILLOW, 2]]);
    const other = await newCustomer(storefront, 'Max');
    const t = (key: string, values: Record<string, string> = {}) =>
      text(storefront, `Account.orders.${key}`, values);
    const status = t('statuses.pending');

    for (const width of [1440, 390]) {
      const { context, page } = await newShopper(browser, {
        locale: storefronts[storefront].language,
        viewport: { width, height: width < 768 ? 844 : 900 },
      });
      const problems = await watchPageProblems(page);
      try {
        await signIn(page, storefront, owner.email);
        await visit(page, path(storefront, '/customer/order-history'));
        const card = page.getByTestId('order-summary').filter({
          has: page.getByRole('heading', { name: t('orderHeading', { number: order.number }) }),
        });
        await card.waitFor();
        expect(await card.getByTestId('order-status').textContent()).toBe(status);
        expect(await card.getByTestId('order-summary-total').textContent()).toBe(
          shown(storefront, order.total.grand_total),
        );
        await expectAccessible(page, `history ${width}`);
        if (width === 1440) {
          // A page past the last one leads to the last one.
          await visit(page, path(storefront, '/customer/order-history?page=5'));
          expect(new URL(page.url()).search).toBe('');
          await card.waitFor();
        }
        await page.screenshot({ path: join(screenshots, `history-${storefront}-${width}.png`) });

        // By keyboard: the order's link opens its page.
        await card.getByRole('link', { name: t('viewOrder', { number: order.number }) }).focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) =>
          url.pathname.endsWith(`/customer/order-history/${order.number}`),
        );
        await page
          .getByRole('heading', { level: 1, name: t('orderHeading', { number: order.number }) })
          .waitFor();
        const detail = page.getByTestId('order-detail');
        expect(await detail.getByTestId('order-status').textContent()).toBe(status);
        const rows = detail.getByTestId('order-items').getByTestId('order-item');
        expect(await rows.count()).toBe(order.items.length);
        const row = rows.filter({ hasText: order.items[0]!.product_name });
        await row.waitFor();
        // The item links to its product page.
        const productHref = await row
          .getByRole('link', { name: order.items[0]!.product_name })
          .getAttribute('href');
        expect((await page.request.get(productHref!)).status(), productHref!).toBe(200);
        // As the cart showed them: with VAT in Austria, sales tax added in the US.
        const totals = detail.getByTestId('order-totals');
        const withTax = storefront === 'at';
        expect(await totals.getByTestId('order-total-subtotal').locator('dd').textContent()).toBe(
          shown(storefront, withTax ? order.total.subtotal_incl_tax : order.total.subtotal),
        );
        expect(await totals.getByTestId('order-total-shipping').locator('dd').textContent()).toBe(
          shown(
            storefront,
            withTax
              ? order.total.shipping_handling.amount_including_tax
              : order.total.total_shipping,
          ),
        );
        expect(
          await totals.getByTestId(withTax ? 'order-total-includedTax' : 'order-total-tax').count(),
        ).toBe(1);
        expect(await totals.getByTestId('order-total-grandTotal').locator('dd').textContent()).toBe(
          shown(storefront, order.total.grand_total),
        );
        await detail
          .getByTestId('order-shipping-address')
          .getByText(addresses[storefront].street[0])
          .waitFor();
        await expectAccessible(page, `order ${width}`);
        await page.screenshot({
          path: join(screenshots, `order-${storefront}-${width}.png`),
          fullPage: true,
        });
        expect(await problems()).toEqual([]);
      } finally {
        await context.close();
      }
    }

    // Another customer asking for this order's number finds nothing.
    const { context, page } = await newShopper(browser, {
      locale: storefronts[storefront].language,
    });
    try {
      await signIn(page, storefront, other.email);
      await expectNotFound(page, storefront, `/customer/order-history/${order.number}`);
      await visit(page, path(storefront, '/customer/order-history'));
      await page.getByTestId('order-history-empty').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the order history of a shopper with many orders', () => {
  it('shows ten orders a page, newest first, with page links to follow by keyboard', async () => {
    const storefront = 'us';
    const owner = await newCustomer(storefront, 'Ida');
    const numbers: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      numbers.push((await placeOrder(storefront, owner.token, [[PILLOW, 1]])).number);
    }
    const newestFirst = [...numbers].reverse();
    const heading = (number: string) => text(storefront, 'Account.orders.orderHeading', { number });
    const { context, page } = await newShopper(browser, {
      locale: storefronts[storefront].language,
      viewport: { width: 1440, height: 900 },
    });
    const problems = await watchPageProblems(page);
    try {
      await signIn(page, storefront, owner.email);
      await visit(page, path(storefront, '/customer/order-history'));
      const cards = page.getByTestId('order-summary');
      await cards.first().waitFor();
      expect(await cards.locator('h2').allTextContents()).toEqual(
        newestFirst.slice(0, 10).map(heading),
      );
      expect(await page.getByTestId('order-count').textContent()).toBe('11 orders');
      const pages = page.getByRole('navigation', { name: text(storefront, 'Listing.pagination') });
      expect(
        await pages
          .getByRole('link', { name: text(storefront, 'Listing.pageNumber', { page: '1' }) })
          .getAttribute('aria-current'),
      ).toBe('page');
      await expectAccessible(page, 'history page 1');

      await pages.getByRole('link', { name: text(storefront, 'Listing.nextPage') }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.search === '?page=2');
      await cards.first().waitFor();
      expect(await cards.locator('h2').allTextContents()).toEqual(
        newestFirst.slice(10).map(heading),
      );
      await expectAccessible(page, 'history page 2');
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
