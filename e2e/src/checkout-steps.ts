// The steps of the checkout every checkout journey takes (e2e/tests/checkout*.e2e.test.ts): the
// storefronts' prefixes and words, the product to buy, and the way from the product page to the
// payment step, found by the texts a shopper reads.
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { seriousAccessibilityViolations } from './browser';
import { messageText, storefrontMessages, type Texts } from './messages';

export const checkoutStorefronts = {
  us: { prefix: '/us', texts: storefrontMessages('en'), language: 'en-US' },
  at: { prefix: '/at', texts: storefrontMessages('de'), language: 'de-AT' },
  me: { prefix: '/me', texts: storefrontMessages('en'), language: 'en-AE' },
  sa: { prefix: '/sa', texts: storefrontMessages('en'), language: 'en-SA' },
} as const satisfies Record<string, { prefix: string; texts: Texts; language: string }>;
export type CheckoutStorefront = keyof typeof checkoutStorefronts;

/** A simple product, plenty in stock in every store. */
export const PILLOW = 'LF-BABY-PILLOW';
export const PASSWORD = 'Checkout2026';

/** A message of the storefront's language by its dotted path, with its {values} filled in. */
export function text(
  storefront: CheckoutStorefront,
  path: string,
  values: Record<string, string> = {},
): string {
  return messageText(checkoutStorefronts[storefront].texts, path, values);
}

/** A route of the storefront, behind its prefix. */
export function storefrontPath(storefront: CheckoutStorefront, route: string): string {
  return `${checkoutStorefronts[storefront].prefix}${route}`;
}

/** A new e-mail address no other test uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
}

/** The product page of a sku, read straight from the commerce service. */
export async function productPath(sku: string): Promise<string> {
  const answer = await fetch(`${inject('commerceUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'default' },
    body: JSON.stringify({
      query: `{ products(filter: { sku: { eq: "${sku}" } }) { items { url_key } } }`,
    }),
  });
  const body = (await answer.json()) as { data: { products: { items: { url_key: string }[] } } };
  return `/${body.data.products.items[0]!.url_key}`;
}

export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousAccessibilityViolations(page), where).toEqual([]);
}

/** Waits for a checkout step to be shown and settled; says where the shopper is instead. */
export async function onStep(
  page: Page,
  storefront: CheckoutStorefront,
  step: string,
): Promise<void> {
  const sayWhere = async (error: unknown) => {
    const body =
      (await page
        .locator('main')
        .textContent()
        .catch(() => '')) ?? '';
    throw new Error(`not on ${step} but on ${page.url()}: ${body.slice(0, 300)}`, {
      cause: error,
    });
  };
  await page
    .waitForURL((url) => url.pathname === storefrontPath(storefront, `/checkout/${step}`), {
      timeout: 15_000,
    })
    .catch(sayWhere);
  await page.getByTestId(`checkout-${step}`).waitFor().catch(sayWhere);
  await page.waitForLoadState('networkidle');
}

/** The header's cart count as shown (0 when there is no badge). */
export async function cartCount(page: Page): Promise<number> {
  const badge = page.getByTestId('header-cart').getByTestId('header-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** Adds the pillow from its product page and waits for the header to count it. */
export async function addPillowFromProductPage(
  page: Page,
  storefront: CheckoutStorefront,
): Promise<void> {
  await page.goto(storefrontPath(storefront, await productPath(PILLOW)));
  await page.waitForLoadState('networkidle');
  await page.getByTestId('add-to-cart-button').first().click();
  await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
}

export type Address = Record<string, string>;

export const usAddress = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: '350 Fifth Avenue',
  apartment: 'Suite 21',
  postcode: '10118',
  city: 'New York',
  region: 'New York',
  telephone: '+1 212 555 0100',
} satisfies Address;

/**
 * Fills the address form by its labels (the checkout's, in the storefront's language): the
 * country first, then each field; a list (the region) is chosen by its label.
 */
export async function fillAddress(
  page: Page,
  storefront: CheckoutStorefront,
  address: Address,
  country: string,
): Promise<void> {
  const label = (key: string) => text(storefront, `Account.addresses.${key}`);
  await page.getByLabel(label('country'), { exact: true }).selectOption(country);
  for (const [key, value] of Object.entries(address)) {
    const field = page.getByLabel(label(key), { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      await field.selectOption({ label: value });
    } else {
      await field.fill(value);
    }
  }
}

/**
 * At the user-account step: continues as a guest with this e-mail address; with a password, the
 * guest asks for an account with the order.
 */
export async function continueAsGuest(
  page: Page,
  storefront: CheckoutStorefront,
  email: string,
  accountPassword?: string,
): Promise<void> {
  const guest = page.getByTestId('checkout-guest-form');
  await guest.getByLabel(text(storefront, 'Checkout.userAccount.email')).fill(email);
  if (accountPassword) {
    await guest.getByLabel(text(storefront, 'Checkout.userAccount.createAccount')).check();
    await guest
      .getByLabel(text(storefront, 'Checkout.userAccount.password'), { exact: true })
      .fill(accountPassword);
  }
  await guest
    .getByRole('button', { name: text(storefront, 'Checkout.userAccount.continue') })
    .click();
}

/** At the shipping step: fills and saves a new address, then waits for the methods. */
export async function saveShippingAddress(
  page: Page,
  storefront: CheckoutStorefront,
  address: Address,
  country: string,
): Promise<void> {
  await fillAddress(page, storefront, address, country);
  await page
    .getByTestId('checkout-shipping-form')
    .getByRole('button', { name: text(storefront, 'Checkout.shipping.saveAddress') })
    .click();
  await page
    .getByTestId('checkout-shipping-methods')
    .waitFor()
    .catch(async (error: unknown) => {
      const said =
        (await page
          .getByTestId('checkout-shipping')
          .textContent()
          .catch(() => '')) ?? '';
      throw new Error(`no shipping methods after saving the address: ${said.slice(0, 600)}`, {
        cause: error,
      });
    });
}

/** At the shipping step, with an address chosen: the first method, then on to billing. */
export async function chooseFirstShippingMethod(
  page: Page,
  storefront: CheckoutStorefront,
): Promise<void> {
  await page
    .getByTestId('checkout-shipping-methods')
    .locator('input[type="radio"]')
    .first()
    .check();
  await page.getByRole('button', { name: text(storefront, 'Checkout.shipping.continue') }).click();
}

/** At the billing step: the shipping address (ticked by default), then on to payment. */
export async function continueFromBilling(
  page: Page,
  storefront: CheckoutStorefront,
): Promise<void> {
  await page.getByRole('button', { name: text(storefront, 'Checkout.billing.continue') }).click();
}

/**
 * A guest with a cart from the cart page to the payment step: e-mail, a new shipping address and
 * the first method, billing as shipping; axe on every step when `accessible` is asked for.
 */
export async function guestToPayment(
  page: Page,
  storefront: CheckoutStorefront,
  options: {
    email: string;
    address: Address;
    country: string;
    accessible?: boolean;
    accountPassword?: string;
  },
): Promise<void> {
  const check = async (where: string) => {
    if (options.accessible) await expectAccessible(page, where);
  };
  await page.goto(storefrontPath(storefront, '/cart'));
  await page.getByTestId('proceed-to-checkout').click();
  await onStep(page, storefront, 'user-account');
  await check('user account');
  await continueAsGuest(page, storefront, options.email, options.accountPassword);

  await onStep(page, storefront, 'shipping');
  await check('shipping');
  await saveShippingAddress(page, storefront, options.address, options.country);
  await chooseFirstShippingMethod(page, storefront);

  await onStep(page, storefront, 'billing');
  await check('billing');
  await continueFromBilling(page, storefront);
  await onStep(page, storefront, 'payment');
}

/** The order number the thank-you page shows. */
export async function thankYouOrderNumber(page: Page): Promise<string> {
  const number = /\d{6,}/.exec((await page.getByTestId('order-number').textContent()) ?? '');
  expect(number).not.toBeNull();
  return number![0];
}

/** The signed-in customer's order history lists the order (ADR 0060). */
export async function expectInOrderHistory(
  page: Page,
  storefront: CheckoutStorefront,
  number: string,
): Promise<void> {
  await page.goto(storefrontPath(storefront, '/customer/order-history'));
  await page
    .getByTestId('order-summary')
    .filter({
      has: page.getByRole('heading', {
        name: text(storefront, 'Account.orders.orderHeading', { number }),
      }),
    })
    .waitFor();
}

/** The payment methods the payment step offers, by their codes. */
export async function offeredPaymentMethods(page: Page): Promise<string[]> {
  return page
    .getByTestId('checkout-payment-methods')
    .locator('input[type="radio"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** Registers a new customer through the storefront's register form, who lands on the account. */
export async function registerCustomer(
  page: Page,
  storefront: CheckoutStorefront,
  options: { firstname: string; lastname: string; email: string },
): Promise<void> {
  const auth = (key: string) => text(storefront, `Account.auth.${key}`);
  await page.goto(storefrontPath(storefront, '/customer/login-register'));
  await page.getByRole('tab', { name: auth('registerTab') }).click();
  const register = page.getByTestId('register-form');
  await register.getByLabel(auth('firstname')).fill(options.firstname);
  await register.getByLabel(auth('lastname')).fill(options.lastname);
  await register.getByLabel(auth('email')).fill(options.email);
  await register.getByLabel(auth('password'), { exact: true }).fill(PASSWORD);
  await register.getByLabel(auth('confirmPassword')).fill(PASSWORD);
  await register.getByRole('button', { name: auth('registerSubmit') }).click();
  await page.waitForURL((url) => url.pathname === storefrontPath(storefront, '/customer'));
}

/**
 * Registers a new customer of the Austrian storefront and saves a Vienna address to the account
 * (Austria's addresses need a region: commerce's directory lists them).
 */
export async function registerAustrianCustomerWithAddress(
  page: Page,
  options: { firstname: string; lastname: string; email: string; street: string[] },
): Promise<void> {
  await registerCustomer(page, 'at', options);
  const saved = await page.evaluate(
    async (address) => {
      const call = (method: string, body: unknown) =>
        fetch(`/api/magento/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-storefront-locale': 'at' },
          body: JSON.stringify(body),
        });
      const countries = (await (await call('countries', {})).json()) as {
        data: Array<{ id: string; regions: Array<{ id: number; code: string; name: string }> }>;
      };
      const vienna = countries.data
        .find((country) => country.id === 'AT')!
        .regions.find((region) => region.name === 'Wien')!;
      const response = await call('createCustomerAddress', {
        address: {
          ...address,
          city: 'Wien',
          postcode: '1070',
          country_code: 'AT',
          region: vienna.name,
          region_code: vienna.code,
          region_id: vienna.id,
          telephone: '+43 1 234 567 89',
        },
      });
      return response.status;
    },
    {
      firstname: options.firstname,
      lastname: options.lastname,
      street: options.street,
    },
  );
  expect(saved).toBe(200);
}
